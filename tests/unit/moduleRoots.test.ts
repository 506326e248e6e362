// The roots' module lists are generated from the folders in modules/ (scripts/moduleRoots.ts):
// a folder added or removed without `npm run modules:generate` fails here, as does a module
// listed before one it imports.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_ROOT, generateRoots, SERVER_ROOT } from '../../scripts/moduleRoots';

const root = join(__dirname, '../..');

describe('the generated module roots', () => {
  const generated = generateRoots(root);

  it.each([CLIENT_ROOT, SERVER_ROOT])('%s is current (else: npm run modules:generate)', (path) => {
    expect(readFileSync(join(root, path), 'utf8')).toBe(generated[path]);
  });

  it('lists every module after the modules it imports (a seed reading their rows runs later)', () => {
    const order = [...(generated[SERVER_ROOT] ?? '').matchAll(/^ {2}(\w+)ServerModule,$/gm)].map(
      (m) => m[1],
    );
    expect(order.length).toBeGreaterThan(20);
    // Seeds that read other modules' tables (modules/*/server/seed.ts imports).
    for (const [first, later] of [
      ['analytics', 'returns'],
      ['analytics', 'medTest'],
      ['analytics', 'deliveryPharmacy'],
      ['returns', 'destruction'],
      ['tours', 'callPlan'],
    ] as const) {
      expect(order.indexOf(first), `${first} before ${later}`).toBeLessThan(order.indexOf(later));
    }
  });
});
