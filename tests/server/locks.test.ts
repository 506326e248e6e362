// The advisory lock namespaces are assigned in one place (server/db/locks.ts): each number once,
// a module added since issue 25 derives its own from its name, and no other server file takes an
// advisory lock by a number of its own.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  assertDistinctLockNamespaces,
  DERIVED_FIRST,
  LOCK_NAMESPACES,
  lockNamespace,
} from '../../server/db/locks.ts';
import { serverModules } from '../../server/serverModules.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('advisory lock namespaces', () => {
  it('gives every lock scope a number of its own', () => {
    const numbers = Object.values(LOCK_NAMESPACES);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of numbers) expect(Number.isInteger(n) && n > 0).toBe(true);
  });

  it('keeps the numbers that running instances already take', () => {
    // A rolling deploy runs old and new code side by side: these must never change.
    expect(LOCK_NAMESPACES).toMatchObject({
      baskets: 1,
      notifications: 2,
      catalogue: 3,
      cashbook: 4,
      userSettings: 5,
      dashboard: 6,
      surveys: 7,
      analytics: 8,
      tutorials: 9,
      backorders: 10,
      callOff: 12,
      deliveryPharmacy: 13,
      temperatureLog: 14,
      lastChance: 15,
      drugBook: 16,
      medTest: 17,
      returns: 18,
      enrollment: 19,
      enclosedShipping: 20,
      tours: 21,
      suppliers: 22,
      content: 23,
      sessions: 24,
      recipeUploads: 25,
      autoSend: 26,
    });
  });

  it("derives a new module's namespace from its name, above the table and fixed", () => {
    expect(lockNamespace('baskets')).toBe(1);
    expect(lockNamespace('migrations')).toBe(27);
    // Pinned: a changed hash would let an old and a new instance lock the same rows apart.
    expect(lockNamespace('callPlan')).toBe(DERIVED_FIRST + 733_874_070);
    expect(lockNamespace('inventory')).toBeGreaterThanOrEqual(DERIVED_FIRST);
    expect(lockNamespace('inventory')).toBeLessThan(2 ** 31);
    expect(Math.max(...Object.values(LOCK_NAMESPACES))).toBeLessThan(DERIVED_FIRST);
  });

  it('gives the table and every registered module distinct namespaces (checked at start too)', () => {
    const names = [...Object.keys(LOCK_NAMESPACES), ...serverModules().map((m) => m.name)];
    expect(() => assertDistinctLockNamespaces(names)).not.toThrow();
    expect(new Set(names.map(lockNamespace)).size).toBe(new Set(names).size);
  });

  it('is the only server file that takes an advisory lock', () => {
    const takers = tsFiles(join(root, 'server'))
      .filter((file) => /pg_(try_)?advisory/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file).replaceAll('\\', '/'));
    expect(takers).toEqual(['server/db/locks.ts']);
  });
});
