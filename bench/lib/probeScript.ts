// A bench's in-page probe (bench/lib/*Probe.ts), bundled into one script for page.addScriptTag:
// the app's own modules run in the page as the app runs them.
import { build } from 'esbuild';
import { join } from 'node:path';
import { ROOT } from './server.ts';

/** The probe `file` (relative to bench/lib) as one browser script. */
export async function probeScript(file: string): Promise<string> {
  const bundle = await build({
    entryPoints: [join(ROOT, 'bench/lib', file)],
    bundle: true,
    format: 'iife',
    write: false,
    platform: 'browser',
    target: 'es2022',
    logLevel: 'error',
  });
  return bundle.outputFiles[0]?.text ?? '';
}
