// The NDJSON feeds' shared reader (issue 29): a body of one JSON object a line, every line parsed
// and validated before anything is written, so a bad line refuses the whole call (400, each bad
// line's number and reason) and nothing is half written. The call's identity is its query
// (`?messageId=…&version=…`, modules/integration/contract.ts); the feed's version is checked
// like an entity's: a call not above the last applied one is stale.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../server/db/client.ts';
import type { Clock } from '../../../server/services/clock.ts';
import type { Tx } from '../../../server/sync/types.ts';
import {
  NDJSON_BYTES_MAX,
  NDJSON_CONTENT_TYPE,
  NDJSON_LINES_MAX,
  type FeedResult,
  type IncomingRefusal,
  type NdjsonQuery,
} from '../contract.ts';
import { integrationTexts } from '../texts.de.ts';
import { faultsOf, receive, refusal, type Applied, type Fault } from './incoming.ts';
import { integrationVersions } from './tables.ts';

/** How many bad lines a refusal names (a wholly wrong file would be a huge answer). */
const FAULTS_NAMED_MAX = 500;

/** A valid line and its 1-based number in the body. */
export interface NdjsonLine<T> {
  readonly line: number;
  readonly value: T;
}

/** Takes `application/x-ndjson` bodies as text, up to the feeds' size, in this plugin's routes. */
export function acceptNdjson(app: FastifyInstance): void {
  app.addContentTypeParser(
    NDJSON_CONTENT_TYPE,
    { parseAs: 'string', bodyLimit: NDJSON_BYTES_MAX },
    (_request, body, done) => done(null, body),
  );
}

/** Every line parsed and validated: the valid lines, or the faults of every bad one. */
export function readNdjson<T>(
  text: string,
  schema: z.ZodType<T>,
): { lines: NdjsonLine<T>[]; faults: Fault[] } {
  const lines: NdjsonLine<T>[] = [];
  const faults: Fault[] = [];
  const raw = text.split('\n');
  // A final newline ends the last line; it opens none.
  if (raw.at(-1)?.trim() === '') raw.pop();
  let counted = 0;
  raw.forEach((content, index) => {
    const line = index + 1;
    if (content.trim() === '') return;
    counted += 1;
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch {
      faults.push({ line, reason: integrationTexts.ndjson.notJson });
      return;
    }
    const parsed = schema.safeParse(json);
    if (parsed.success) lines.push({ line, value: parsed.data });
    else {
      for (const f of faultsOf(parsed.error)) {
        faults.push({ line, reason: f.reason });
      }
    }
  });
  if (counted === 0) faults.push({ line: null, reason: integrationTexts.ndjson.empty });
  if (counted > NDJSON_LINES_MAX) {
    faults.unshift({ line: null, reason: integrationTexts.ndjson.tooMany(NDJSON_LINES_MAX) });
  }
  return { lines, faults };
}

function capped(faults: Fault[]): Fault[] {
  if (faults.length <= FAULTS_NAMED_MAX) return faults;
  const rest = faults.length - FAULTS_NAMED_MAX;
  return [
    ...faults.slice(0, FAULTS_NAMED_MAX),
    { line: null, reason: integrationTexts.ndjson.more(rest) },
  ];
}

/** Refuses a line seen before in the same body (the same PZN, number or address twice). */
export function refuseRepeats<T>(lines: readonly NdjsonLine<T>[], keyOf: (value: T) => string) {
  const seen = new Map<string, number>();
  const faults: Fault[] = [];
  for (const { line, value } of lines) {
    const key = keyOf(value);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, line);
    else faults.push({ line, reason: integrationTexts.ndjson.repeated(key, first) });
  }
  return faults;
}

/**
 * Moves the version of `type`/`key` up to `version`; false when it already holds this version or
 * a newer one (the message is stale). Under the row's lock, so two messages decide in turn.
 */
export async function advanceVersion(
  tx: Tx,
  type: string,
  key: string,
  version: number,
): Promise<boolean> {
  const moved = await tx
    .insert(integrationVersions)
    .values({ type, key, version })
    .onConflictDoUpdate({
      target: [integrationVersions.type, integrationVersions.key],
      set: { version },
      setWhere: sql`${integrationVersions.version} < ${version}`,
    })
    .returning({ version: integrationVersions.version });
  return moved.length > 0;
}

export interface ReceiveFeed<T> {
  readonly db: Db;
  readonly clock: Clock;
  readonly request: FastifyRequest<{ Querystring: NdjsonQuery; Body: string }>;
  readonly reply: FastifyReply;
  /** The inbox's and the feed version's name: 'articles', 'customers', 'users'. */
  readonly type: string;
  readonly lineSchema: z.ZodType<T>;
  /** Faults across lines (a key repeated), found before the transaction. */
  readonly crossCheck?: (lines: readonly NdjsonLine<T>[]) => Fault[];
  /** Applies every line in the transaction; throws MessageRefused to refuse the call whole. */
  readonly apply: (tx: Tx, lines: readonly NdjsonLine<T>[]) => Promise<void>;
}

/** Reads, validates, deduplicates and applies one NDJSON call (see the file's comment). */
export async function receiveFeed<T>(
  options: ReceiveFeed<T>,
): Promise<FeedResult | IncomingRefusal> {
  const { request, reply, type, lineSchema, apply } = options;
  const read = readNdjson(request.body, lineSchema);
  const faults = [...read.faults, ...(options.crossCheck?.(read.lines) ?? [])];
  if (faults.length > 0) {
    reply.code(400);
    // In the body's order (the call's own faults first), each bad line once or more.
    faults.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    return refusal(capped(faults));
  }
  const { messageId, version } = request.query;
  const schema = z.object({
    messageId: z.string(),
    version: z.number(),
    lines: z.array(z.custom<NdjsonLine<T>>()),
  });
  const answer = await receive({
    db: options.db,
    clock: options.clock,
    request,
    reply,
    type,
    schema,
    body: { messageId, version, lines: read.lines },
    apply: async (tx, message): Promise<Applied> => {
      if (!(await advanceVersion(tx, type, '', message.version))) return 'stale';
      await apply(tx, message.lines);
      return 'applied';
    },
  });
  if ('code' in answer) return answer;
  return { ...answer, lines: answer.result === 'applied' ? read.lines.length : 0 };
}
