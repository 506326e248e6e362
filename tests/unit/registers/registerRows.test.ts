// @vitest-environment node
// The shared pieces of the registers' rows: what a row added on this device carries until the
// pull, and how the server's loader puts a column's value on the wire.
import { describe, expect, it } from 'vitest';
import { createdHere } from '../../../src/api/localRow';
import { wireValue } from '../../../server/sync/customerRows';

describe('createdHere', () => {
  it("stamps the mutation's time, the user's name and the local version", () => {
    expect(createdHere({ id: 'u1', name: 'Anna Berger' }, '2026-03-02T08:00:00.000Z')).toEqual({
      createdAt: '2026-03-02T08:00:00.000Z',
      createdBy: 'Anna Berger',
      version: '0',
    });
  });

  it('leaves the name empty without a user', () => {
    expect(createdHere(null, '2026-03-02T08:00:00.000Z').createdBy).toBe('');
  });
});

describe('wireValue', () => {
  it('writes instants as ISO text and versions as digits', () => {
    expect(wireValue(new Date(Date.UTC(2026, 2, 2, 8)))).toBe('2026-03-02T08:00:00.000Z');
    expect(wireValue(9_007_199_254_740_993n)).toBe('9007199254740993');
  });

  it('passes every other value on as it is', () => {
    const items = { identity: true };
    expect(wireValue(items)).toBe(items);
    expect(wireValue(null)).toBeNull();
    expect(wireValue('2026-03-02')).toBe('2026-03-02');
    expect(wireValue(-35)).toBe(-35);
  });
});
