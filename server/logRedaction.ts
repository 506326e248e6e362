// What the log may show of a request and of an error.
//
// URLs: mailed links carry single-use tokens in their path (/reset-password/{token},
// /validate-ip/{token}, /client-app/link/{token}, /register/confirm/{token}); a page request for
// one would otherwise write the token into the log at level info. The query is dropped too
// (paging cursors, search terms): no route needs it logged, and a future one might carry a
// secret there.
//
// Errors (issue 23): a failed query's error names the values it was given. Drizzle writes
// "Failed query: <sql>\nparams: <values>" into its message and keeps `params`; the database's
// own error quotes a value in its message ('invalid input syntax for type integer: "…"') and in
// `detail` ('Key (email)=(…) already exists') or `where` ('portal parameter $1 = …'). The log
// keeps the SQL, the database's reason with quoted parts masked, and fields that name things
// (code, constraint, table, column, routine), never a value: unknown fields are left out.
const TOKEN_PATHS = [
  '/reset-password/',
  '/validate-ip/',
  '/client-app/link/',
  '/register/confirm/',
];

export function redactUrl(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  for (const prefix of TOKEN_PATHS) {
    if (path.startsWith(prefix) && path.length > prefix.length) return `${prefix}:token`;
  }
  return path.length < url.length ? `${path}?…` : path;
}

/** The request fields the log shows (Fastify's default, with the URL redacted). */
export function requestLogFields(request: {
  method: string;
  url: string;
  ip?: string;
}): Record<string, string | undefined> {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}

/** Fields of an error that name things, never data (Node, Fastify, PostgreSQL, Drizzle, SMTP). */
const NAMING_FIELDS = [
  'code',
  'errno',
  'syscall',
  'statusCode',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
  // Drizzle's statement: SQL with $1, $2 … placeholders, the values travel apart.
  'query',
  'responseCode',
  'command',
] as const;

/** How deep a chain of causes is followed. */
const CAUSE_DEPTH = 5;

/** Drizzle's "…\nparams: <values>" (the values run to the end of the message). */
const PARAMS = /\nparams: [\s\S]*$/;

/** A PostgreSQL error: a five-character SQLSTATE and a severity. */
const isDatabaseError = (error: object) =>
  'severity' in error && 'code' in error && /^[0-9A-Z]{5}$/.test(String(error.code));

/** The names a database error carries in fields of its own (they may stay in its message). */
const NAMES = ['schema', 'table', 'column', 'dataType', 'constraint'] as const;

function namesOf(error: object): string[] {
  return NAMES.map((field) => Reflect.get(error, field)).filter(
    (value): value is string => typeof value === 'string' && value !== '',
  );
}

/**
 * Text an error may show: drizzle's values cut off; in a database error's message (`database`)
 * every quoted part masked but the names the error carries in its own fields (table, column,
 * constraint).
 */
export function redactErrorText(text: string, database?: { names: readonly string[] }): string {
  const cut = text.replace(PARAMS, '\nparams: [hidden]');
  if (!database) return cut;
  const { names } = database;
  // Known names are set aside, then whatever is still quoted is masked from its first quote to
  // its last (greedy: a value may itself hold quotes), then the names come back.
  const kept: string[] = [];
  let masked = cut;
  for (const name of names) {
    masked = masked.split(`"${name}"`).join(`\ue000${kept.push(name) - 1}\ue001`);
  }
  const quotes = masked.split('"').length - 1;
  if (quotes >= 2) masked = masked.replace(/"[\s\S]*"/, '"…"');
  else if (quotes === 1) masked = masked.replace(/"[\s\S]*$/, '"…');
  // Private-use characters mark them: no message of the database holds those.
  return masked.replace(/\ue000(\d+)\ue001/g, (_, i: string) => `"${kept[Number(i)] ?? '…'}"`);
}

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

function isErrorLike(value: unknown): value is Error {
  return (
    typeof value === 'object' && value !== null && typeof Reflect.get(value, 'message') === 'string'
  );
}

function describeError(error: Error, depth: number): LoggedError {
  // A database error's message may quote a value; its own fields say which quotes are names.
  const message = isDatabaseError(error)
    ? redactErrorText(error.message, { names: namesOf(error) })
    : redactErrorText(error.message);
  // The stack's first lines repeat the message (values and all): only the frames are kept.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = {
    type: error.constructor.name || error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  for (const field of NAMING_FIELDS) {
    const value: unknown = Reflect.get(error, field);
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (Array.isArray(Reflect.get(error, 'params'))) {
    logged.params = `${(Reflect.get(error, 'params') as unknown[]).length} hidden`;
  }
  const cause: unknown = error.cause;
  if (isErrorLike(cause) && cause !== error && depth < CAUSE_DEPTH) {
    logged.cause = describeError(cause, depth + 1);
  }
  return logged;
}

/**
 * The log's `err` serializer: an error (with its causes) as above; a string (code that logs
 * `error.message`) with drizzle's values cut off; anything else as it is.
 */
export function errorLogFields(value: Error): LoggedError;
export function errorLogFields(value: unknown): unknown;
export function errorLogFields(value: unknown): unknown {
  if (typeof value === 'string') return redactErrorText(value);
  if (!isErrorLike(value)) return value;
  return describeError(value, 0);
}

/**
 * Log details with `err` redacted as above, for a log that bypasses the server's logger (the
 * realtime bus of app/server/main.ts, made before the server and its logger).
 */
export const redactedDetails = (details: object): object =>
  'err' in details ? { ...details, err: errorLogFields(details.err) } : details;
