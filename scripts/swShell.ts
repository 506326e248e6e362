// The service worker's precache in two parts (issue 27 item 6: an offline reload 5 s after the
// first visit shows the app). Marked here at build time: `shell` entries are what the start
// page itself loads (index.html's scripts, module preloads and styles, and every file outside
// assets/: index.html, icons, the web manifest); the worker installs only these, so it controls
// the page within a moment. The rest (the lazy screens' chunks, the sync worker) it caches right
// after (src/sw.ts); until then the browser's HTTP cache holds the chunks the page loaded
// (hashed, immutable).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Entry {
  url: string;
  revision: string | null;
  size: number;
}

/** The same-origin files index.html references, as precache urls (no leading slash). */
export function referencedBy(html: string): Set<string> {
  const urls = [...html.matchAll(/\s(?:src|href)="\/?([^"?#:]+)"/g)].map((m) => m[1] ?? '');
  return new Set(urls.filter((url) => url !== ''));
}

/** A workbox manifest transform that marks each entry `shell: true | false`. */
export function markShell(outDir: string) {
  return (entries: Array<Entry>) => {
    const referenced = referencedBy(readFileSync(join(outDir, 'index.html'), 'utf8'));
    return {
      manifest: entries.map((entry) => ({
        ...entry,
        shell: !entry.url.startsWith('assets/') || referenced.has(entry.url),
      })),
    };
  };
}
