// Zod 4 probes whether `new Function` works before its first object parse, to compile faster
// parsers. The app's Content-Security-Policy forbids eval (no 'unsafe-eval'), so in a browser the
// probe fails anyway, and Chromium reports it as a CSP violation even though zod catches it.
// jitless skips the probe: in the page and in the sync worker, never on the server (which keeps
// the compiled parsers). zod decides when an object schema is BUILT, so this must run before the
// first z.object(): src/api/numbers.ts, which every schema module of the contract imports,
// imports it (an entry point's first import is not enough: the bundler may put the schemas in a
// shared chunk that runs before the entry's own code).
import { z } from 'zod';

const inBrowser =
  typeof (globalThis as { document?: unknown }).document !== 'undefined' ||
  typeof (globalThis as { WorkerGlobalScope?: unknown }).WorkerGlobalScope !== 'undefined';

if (inBrowser) z.config({ jitless: true });
