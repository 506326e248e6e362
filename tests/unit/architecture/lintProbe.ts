// Lints a one-line snippet as if it were a file at that path, with the project's own ESLint
// configuration, and returns the messages of one rule (the import-rule tests' probe).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

export async function ruleErrors(rule: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, {
    filePath: path.join(ROOT, file),
  });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

/**
 * The first lint loads the configuration, its plugins and the TypeScript program: seconds on a
 * busy machine. Each test file does it once in `beforeAll` (with a long timeout), so no single
 * probe can run into the per-test timeout.
 */
export const warmUp = () => ruleErrors('', 'src/ui/warmUp.ts', '');
