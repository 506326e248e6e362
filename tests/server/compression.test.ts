// Compressed API answers (issue 27): the sync pull and the catalogue stream are sent brotli- or
// gzip-encoded by Accept-Encoding and plain otherwise, decode to the same JSON, and a catalogue
// page (the same for every user) is compressed once and then served from the shared cache.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ByteLru } from '../../server/plugins/byteLru.ts';
import { clearSharedCache, sharedCacheStats } from '../../server/plugins/compression.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { changeArticles } from '../../server/sync/catalogueChanges.ts';
import { loginAs, userIdOf, type Client } from './support/sync.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
let apotheke: Client;
let mitarbeiter: Client;
beforeAll(async () => {
  t = await createTestApp();
  apotheke = await loginAs(t.app, DEMO_USERS.apotheke);
  mitarbeiter = await loginAs(t.app, DEMO_USERS.mitarbeiter, 100101);
});
afterAll(async () => {
  await t.close();
});

const post = (c: Client, url: string, body: object, encoding?: string) =>
  c.request('POST', url, body, encoding ? { headers: { 'accept-encoding': encoding } } : {});

/** The answer's JSON, decoded by its Content-Encoding. */
function decoded(res: LightMyRequestResponse): unknown {
  const raw = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return JSON.parse(brotliDecompressSync(raw).toString('utf8'));
  if (encoding === 'gzip') return JSON.parse(gunzipSync(raw).toString('utf8'));
  expect(encoding).toBeUndefined();
  return JSON.parse(raw.toString('utf8'));
}

describe('sync pull', () => {
  const pullBody = async () => ({ userId: await userIdOf(apotheke), part: 'user', cursors: {} });

  it('is brotli- or gzip-encoded when asked, plain when not, and the same JSON', async () => {
    const body = await pullBody();
    const plain = await post(apotheke, '/api/sync/pull', body);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await post(apotheke, '/api/sync/pull', body, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gz = await post(apotheke, '/api/sync/pull', body, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');

    const expected = JSON.parse(plain.body) as unknown;
    expect(decoded(br)).toEqual(expected);
    expect(decoded(gz)).toEqual(expected);
  });

  it('sends errors, and answers to a client that refuses both encodings, as they are', async () => {
    const refused = await post(apotheke, '/api/sync/pull', { cursors: {} }, 'br');
    expect(refused.statusCode).toBe(426);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toHaveProperty('code');
    const identity = await post(apotheke, '/api/sync/pull', await pullBody(), 'identity, br;q=0');
    expect(identity.statusCode).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
  });
});

describe('catalogue pages', () => {
  const page = (c: Client, encoding?: string, cursor?: string) =>
    post(c, '/api/shop/catalogue/pull', { limit: 100, ...(cursor ? { cursor } : {}) }, encoding);

  it('are compressed once and then served from the cache, to every user alike', async () => {
    clearSharedCache();
    const first = await page(apotheke, 'br');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(sharedCacheStats).toEqual({ hits: 0, misses: 1 });

    const again = await page(mitarbeiter, 'br');
    expect(sharedCacheStats).toEqual({ hits: 1, misses: 1 });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    // Another encoding is its own entry; a plain answer needs none.
    const gz = await page(apotheke, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(sharedCacheStats).toEqual({ hits: 1, misses: 2 });
    const plain = await page(apotheke);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(sharedCacheStats).toEqual({ hits: 1, misses: 2 });

    expect(decoded(again)).toEqual(JSON.parse(plain.body));
    expect(decoded(gz)).toEqual(JSON.parse(plain.body));
  });

  it('are compressed anew once an article on the page changed', async () => {
    clearSharedCache();
    const before = await page(apotheke, 'br');
    const { upserts } = decoded(before) as { upserts: { pzn: string; name: string }[] };
    const changed = upserts[10];
    if (!changed) throw new Error('the page has fewer than 11 articles');
    await changeArticles(t.db, [changed.pzn], { name: `${changed.name} neu` });

    const after = await page(apotheke, 'br');
    expect(sharedCacheStats).toEqual({ hits: 0, misses: 2 });
    const pzns = (decoded(after) as { upserts: { pzn: string }[] }).upserts.map((a) => a.pzn);
    // The changed article moved to the end of the stream: no longer on the first page.
    expect(pzns).not.toContain(changed.pzn);
    expect(pzns).toHaveLength(100);
  });
});

describe('the byte-bounded cache', () => {
  it('evicts the least recently used entries beyond its size', () => {
    const lru = new ByteLru<string>(10);
    lru.set('a', 'A', 4);
    lru.set('b', 'B', 4);
    expect(lru.get('a')).toBe('A');
    lru.set('c', 'C', 4);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('A');
    expect(lru.get('c')).toBe('C');
    expect(lru.bytes).toBe(8);
    lru.set('huge', 'H', 11);
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.bytes).toBe(8);
  });
});
