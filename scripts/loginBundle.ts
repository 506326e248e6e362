// What the /login page loads, derived from a build (dist/) instead of a hand-written list, and
// its size. Shared by the size check in `npm test` (scripts/check-login-bundle.ts) and the bench
// (bench/bundle.bench.ts, which also compares it with what Chromium really fetched).
//
// "What /login loads" = the scripts and module preloads of index.html, the static imports of
// the entry (Vite manifest, recursively), the chunks of the route files on the way to /login
// (root, layout, the login route itself: autoCodeSplitting puts their components in chunks the
// router imports on navigation) with their static imports, and any JavaScript those chunks
// reference as `new URL('…js', import.meta.url)` (a worker they might start).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The goal of issues 2 and 11: at most this many KB (1024 bytes) of gzip JavaScript. */
export const LOGIN_JS_BUDGET_KB = 150;
export const KB = 1024;

/** One chunk of `.vite/manifest.json` (the fields used here). */
export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  /** Files the chunk references by URL, e.g. a worker. */
  readonly assets?: readonly string[];
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/**
 * Dynamic imports every page makes on its own once it is stable: the service worker
 * registration (app/client/shell/serviceWorker.ts), which in turn loads workbox-window. (The privacy
 * consent dialog, which every first visit shows, is part of the main chunk.)
 */
export const STARTUP_DYNAMIC_IMPORTS: readonly RegExp[] = [/virtual:pwa-register$/];

/** The route id of /login in app/client/routes (layout `_public`). */
export const LOGIN_ROUTE_ID = '/_public/login';

/** The route files from the root to `routeId`: '/_public/login' → __root, _public, _public/login. */
export function routeFiles(routeId: string): string[] {
  const segments = routeId.split('/').filter(Boolean);
  const files = ['app/client/routes/__root.tsx'];
  for (let i = 1; i <= segments.length; i++) {
    files.push(`app/client/routes/${segments.slice(0, i).join('/')}.tsx`);
  }
  return files;
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}=["']([^"']+)["']`).exec(tag)?.[1] ?? null;

/** The module scripts and module preloads of index.html, as paths under dist/ (no leading /). */
export function htmlScripts(html: string): string[] {
  const files: string[] = [];
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const isScript = tag.startsWith('<script') && attr(tag, 'src') !== null;
    const isPreload = tag.startsWith('<link') && attr(tag, 'rel') === 'modulepreload';
    const url = isScript ? attr(tag, 'src') : isPreload ? attr(tag, 'href') : null;
    if (url && !/^[a-z]+:\/\//i.test(url)) files.push(url.replace(/^\//, ''));
  }
  return files;
}

/** The JavaScript `/login` loads in the build `manifest` + `html`, as files under dist/. */
export function loginScripts(
  manifest: Manifest,
  html: string,
  readChunk: (file: string) => string,
  routeId: string = LOGIN_ROUTE_ID,
): string[] {
  const files = new Set<string>(htmlScripts(html));
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
    for (const asset of chunk.assets ?? []) files.add(asset);
    for (const next of chunk.dynamicImports ?? []) {
      if (STARTUP_DYNAMIC_IMPORTS.some((re) => re.test(next))) visitAll(next);
    }
  };
  /** A start-up dynamic import and everything it loads, dynamic imports included. */
  const visitAll = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    visit(key);
    for (const next of chunk.dynamicImports ?? []) visitAll(next);
  };
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  for (const [key] of entries) visit(key);
  for (const file of [...files]) {
    const key = keyOfFile.get(file);
    if (key) visit(key);
  }
  // The route chunks: '<file>?tsr-split=component' and the like, plus the route file itself.
  const wanted = new Set(routeFiles(routeId));
  for (const [key, chunk] of Object.entries(manifest)) {
    const src = (chunk.src ?? key).split('?')[0] ?? '';
    if (wanted.has(src)) visit(key);
  }
  // Workers (or other scripts) the loaded chunks reference by URL.
  for (const file of [...files].filter((f) => f.endsWith('.js'))) {
    const code = readChunk(file);
    for (const [, url] of code.matchAll(
      /new URL\(\s*["'`]([^"'`]+\.m?js)["'`]\s*,[^)]*import\.meta\.url/g,
    )) {
      if (url) files.add(`assets/${url.split('/').pop() ?? url}`);
    }
  }
  return [...files].filter((f) => /\.m?js$/.test(f)).sort();
}

export function gzipSize(body: Buffer): number {
  return gzipSync(body, { level: 9 }).length;
}

export function brotliSize(body: Buffer): number {
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;
}

export interface SizedFile {
  readonly file: string;
  readonly raw: number;
  readonly gzip: number;
}

export interface BundleSize {
  readonly files: readonly SizedFile[];
  readonly raw: number;
  readonly gzip: number;
}

/** Sizes of named bodies (gzip level 9, as the bench has always measured). */
export function measure(bodies: ReadonlyArray<readonly [string, Buffer]>): BundleSize {
  const files = bodies.map(([file, body]) => ({ file, raw: body.length, gzip: gzipSize(body) }));
  return {
    files,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
  };
}

export const MANIFEST_PATH = join('.vite', 'manifest.json');

/** The /login JavaScript of the build in `distDir`, sized. Throws when it is no Vite build. */
export function measureLoginBundle(distDir: string): BundleSize {
  const manifestFile = join(distDir, MANIFEST_PATH);
  if (!existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: build with build.manifest (vite.config.ts)`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const read = (file: string) => readFileSync(join(distDir, file));
  const files = loginScripts(manifest, html, (file) =>
    existsSync(join(distDir, file)) ? read(file).toString('utf8') : '',
  );
  return measure(files.map((file) => [file, read(file)] as const));
}

export const kb = (bytes: number) => Number((bytes / KB).toFixed(1));
