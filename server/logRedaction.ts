// What the request log may show of a URL. Mailed links carry single-use tokens in their path
// (/reset-password/{token}, /validate-ip/{token}, /client-app/link/{token},
// /register/confirm/{token}); a page request for one would otherwise write the token into the
// log at level info. The query is dropped too: no route needs it logged, and a future one might
// carry a secret there.
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
