// Vite plugin: after the build (the service worker included), writes `<file>.br` (brotli,
// quality 11) and `<file>.gz` (gzip, level 9) next to every text file of dist/ that shrinks by
// it, so the server sends them without compressing per request (@fastify/static preCompressed,
// server/app.ts). The precache of the service worker lists the plain files only.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
/** Below this a compressed copy saves less than the round trip costs to think about. */
const MIN_BYTES = 512;

function files(dir: string): string[] {
  // Dot folders (.vite: the build manifest) are not served.
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : [path];
    });
}

/** Writes the .br and .gz copies of the compressible files under `dir`; returns how many. */
export function compressDir(dir: string): number {
  let written = 0;
  for (const file of files(dir).filter((f) => COMPRESSIBLE.test(f))) {
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gz = gzipSync(body, { level: 9 });
    if (br.length < body.length) writeFileSync(`${file}.br`, br);
    if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
    written++;
  }
  return written;
}

export function compressAssets(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'apo:compress-assets',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After every other plugin's closeBundle: vite-plugin-pwa writes sw.js there.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        compressDir(resolve(config.root, config.build.outDir));
      },
    },
  };
}
