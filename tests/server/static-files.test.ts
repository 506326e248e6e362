// The app's files (issue 11): brotli or gzip copies made at build time (scripts/vite-compress.ts)
// are sent to browsers that accept them, hashed assets are cached for a year, the shell, the
// service worker and the manifest are revalidated, and the security headers stay on all of them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDir } from '../../scripts/vite-compress.ts';
import { acceptedEncodings } from '../../server/app.ts';
import { withDomainConfig } from '../../server/shell.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

const staticDir = mkdtempSync(join(tmpdir(), 'apo-static-'));
const html = `<!doctype html><head><title>Portal</title>${'<meta name="x" content="y">'.repeat(40)}</head>`;
const js = `export const rows = [${'{"pzn":"01234567","name":"Aspirin"},'.repeat(60)}];`;
const sw = `self.addEventListener('fetch', () => {});${'/* precache */'.repeat(60)}`;
const manifest = JSON.stringify({ name: 'Portal', icons: Array(30).fill({ src: '/i.png' }) });
let t: TestApp;

beforeAll(async () => {
  writeFileSync(join(staticDir, 'index.html'), html);
  writeFileSync(join(staticDir, 'sw.js'), sw);
  writeFileSync(join(staticDir, 'manifest.webmanifest'), manifest);
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'assets', 'app-1234.js'), js);
  writeFileSync(join(staticDir, 'assets', 'tiny-1234.js'), 'console.log(1)');
  compressDir(staticDir);
  t = await createTestApp({ staticDir });
});
afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('compressed files', () => {
  it('sends brotli when accepted, else gzip, else the plain file; always varying on it', async () => {
    const br = await get('/assets/app-1234.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    expect(br.rawPayload.length).toBeLessThan(js.length / 4);

    const gz = await get('/assets/app-1234.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(js);

    const plain = await get('/assets/app-1234.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);

    for (const res of [br, gz, plain]) {
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sends a file too small to compress as it is', async () => {
    const res = await get('/assets/tiny-1234.js', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('console.log(1)');
  });

  it('compresses the shell on every page path, the service worker and the manifest', async () => {
    const page = withDomainConfig(html, (await get('/api/domain-config')).json());
    for (const url of ['/login', '/', '/shop/warenkorb/abc']) {
      const res = await get(url, 'br;q=1, gzip;q=0.5');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding']).toBe('br');
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
    const gz = await get('/login', 'gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(page);
    expect((await get('/login')).body).toBe(page);

    const worker = await get('/sw.js', 'br');
    expect(worker.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(worker.rawPayload).toString()).toBe(sw);
    const webmanifest = await get('/manifest.webmanifest', 'gzip');
    expect(webmanifest.headers['content-encoding']).toBe('gzip');
  });

  it('gives the compressed copies no URL of their own', async () => {
    for (const url of ['/assets/app-1234.js.br', '/assets/app-1234.js.gz', '/index.html.br']) {
      expect((await get(url, 'br')).statusCode).toBe(404);
    }
  });
});

describe('cache headers', () => {
  it('keeps hashed assets for a year, compressed or not', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await get('/assets/app-1234.js', encoding);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates the shell, the service worker and the manifest', async () => {
    for (const url of ['/login', '/index.html', '/sw.js', '/manifest.webmanifest']) {
      for (const encoding of ['br', 'identity']) {
        expect((await get(url, encoding)).headers['cache-control'], url).toBe('no-cache');
      }
    }
  });
});

describe('acceptedEncodings', () => {
  it('prefers brotli, honours q=0 and the wildcard', () => {
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('br;q=0, gzip;q=0.8')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});

describe('the domain config in the page', () => {
  it('is the API answer in a meta tag (no inline script), escaped for its attribute', async () => {
    const config = (await get('/api/domain-config')).json() as Record<string, unknown>;
    const body = (await get('/login')).body;
    const match = /<meta name="apo-domain-config" content="([^"]*)">/.exec(body);
    const unescaped = (match?.[1] ?? '')
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
    expect(JSON.parse(unescaped)).toEqual(config);
    expect(body).not.toMatch(/<script>/);
  });

  it('escapes what could end the attribute or open a tag', () => {
    const page = withDomainConfig('<head></head>', {
      pagetitle: '"><script>alert(1)</script>',
    } as never);
    expect(page).not.toContain('<script>');
    expect(page).toContain('&quot;&gt;&lt;script&gt;');
  });
});
