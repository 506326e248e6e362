// Compressed API answers (issue 27): a first sync moves ~60 MB of JSON, which brotli shrinks
// about tenfold. Only routes that declare `config.compress` are compressed (the sync pull and the
// catalogue stream), by the request's Accept-Encoding, above a small size, asynchronously (zlib's
// thread pool, never the event loop). The app's static files are precompressed by the build and
// declare nothing, so they are never compressed twice.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { acceptedEncodings, type Encoding } from './encodings.ts';
import { ByteLru } from './byteLru.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Compress this route's answers by Accept-Encoding (see server/plugins/compression.ts). */
    compress?: boolean;
  }
}

/** Below this, the headers and the round trip dominate: sent as it is. */
export const COMPRESS_MIN_BYTES = 1024;
/** Brotli quality for answers made per request: 4–5 is fast and close to gzip -9 in size. */
export const BROTLI_QUALITY = 5;
/** The cache of shared answers (catalogue pages): bounded by their compressed size. */
export const SHARED_CACHE_BYTES = 64 * 1024 * 1024;

export type { Encoding };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: 6 });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
}

/** Compressed shared answers by key and encoding; the key must name the content exactly. */
const shared = new ByteLru<Buffer>(SHARED_CACHE_BYTES);
const sharedKeys = new WeakMap<FastifyReply, string>();

/**
 * This answer is the same for everybody who asks with this key (a catalogue page by its version
 * range): its compressed form is cached and reused. A new catalogue version gives new keys, so
 * nothing needs invalidating; the least recently used pages leave when the cache is full.
 */
export function shareAnswer(reply: FastifyReply, key: string): void {
  sharedKeys.set(reply, key);
}

/** How often a shared answer came from the cache (for tests and the bench's report). */
export const sharedCacheStats = { hits: 0, misses: 0 };

/** Empties the shared cache (tests). */
export function clearSharedCache(): void {
  shared.clear();
  sharedCacheStats.hits = 0;
  sharedCacheStats.misses = 0;
}

async function encoded(reply: FastifyReply, body: Buffer, encoding: Encoding): Promise<Buffer> {
  const key = sharedKeys.get(reply);
  if (key === undefined) return compress(body, encoding);
  const cacheKey = `${encoding}:${key}`;
  const cached = shared.get(cacheKey);
  if (cached) {
    sharedCacheStats.hits++;
    return cached;
  }
  sharedCacheStats.misses++;
  const made = await compress(body, encoding);
  shared.set(cacheKey, made, made.length);
  return made;
}

export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config.compress !== true) return payload;
    // Whatever the size or the status: a cache must not hand one encoding to another client.
    reply.header('vary', 'Accept-Encoding');
    if (reply.statusCode !== 200 || reply.hasHeader('content-encoding')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_MIN_BYTES) return payload;
    const [encoding] = acceptedEncodings(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const out = await encoded(reply, body, encoding);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return out;
  });
}
