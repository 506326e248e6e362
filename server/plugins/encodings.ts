// Which of the encodings we send (brotli, gzip) a request accepts: for the precompressed shell
// and for compressed API answers (server/plugins/compression.ts).

export type Encoding = 'br' | 'gzip';

/**
 * The encodings a request accepts (`Accept-Encoding`, `q=0` refuses), brotli first: it is the
 * smaller. `*` accepts both.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  const all = accepted.has('*');
  return (['br', 'gzip'] as const).filter((encoding) => all || accepted.has(encoding));
}
