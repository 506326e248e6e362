// @vitest-environment node
// The screen kit's ratchet (issue 25) must keep reporting, with the project's own ESLint
// configuration: a raw <table>/<input> in a module screen outside the list, and a listed file
// that no longer needs its place.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

async function ratchet(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'screenKit/raw-controls')
    .map((m) => m.message);
}

describe('raw controls ratchet (issue 25)', () => {
  it(
    'reports a raw table and input in a module screen outside the list',
    { timeout: 60_000 },
    async () => {
      const errors = await ratchet(
        'modules/medTest/ui/Probe.tsx',
        'export const X = () => (\n  <table>\n    <tbody />\n  </table>\n);\nexport const Y = () => <input />;\n',
      );
      expect(errors).toHaveLength(2);
    },
  );

  it('counts src/ui/PlainTable as a raw table: a screen using it stays on the list', async () => {
    const errors = await ratchet(
      'modules/medTest/ui/Probe.tsx',
      'export const X = () => <PlainTable box="" head={[]}>{null}</PlainTable>;\n',
    );
    expect(errors).toHaveLength(1);
  });

  it('reports a listed file without raw controls, so the list shrinks', async () => {
    // The list's first file, read from the rule's source (a .js module the type check skips).
    const source = readFileSync(path.join(ROOT, 'lint/rawControls.js'), 'utf8');
    const listed = /'(src\/features\/[^']+)'/.exec(source)?.[1];
    if (!listed) throw new Error('the list is empty: drop the ratchet for the rule itself');
    expect(await ratchet(listed, 'export const X = () => <p />;\n')).toHaveLength(1);
  });

  it('leaves the kit and the listed files alone', async () => {
    expect(await ratchet('src/ui/Probe.tsx', 'export const X = () => <input />;\n')).toEqual([]);
  });
});
