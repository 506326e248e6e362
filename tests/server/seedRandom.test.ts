// The seeded UUID makers (server/seed/random.ts): the same stream gives the same ids, in the
// version 4 layout, so every machine seeds the same rows.
import { describe, expect, it } from 'vitest';
import { createRandom, uuidFromDigits, uuidFromWords } from '../../server/seed/random.ts';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('seeded UUIDs', () => {
  for (const make of [uuidFromDigits, uuidFromWords]) {
    it(`${make.name} is deterministic and version 4 shaped`, () => {
      const a = createRandom(42);
      const b = createRandom(42);
      const ids = Array.from({ length: 50 }, () => make(a));
      expect(Array.from({ length: 50 }, () => make(b))).toEqual(ids);
      for (const id of ids) expect(id).toMatch(V4);
      expect(new Set(ids).size).toBe(ids.length);
    });
  }
});
