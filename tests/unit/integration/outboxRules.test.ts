// The outbox's small rules: an order's article lines numbered with their notes, and the retry
// delays (exponential, capped, with jitter).
import { describe, expect, it } from 'vitest';
import { numberedLines } from '../../../src/api/orderList.ts';
import { retryDelayMs } from '../../../modules/integration/server/outbox/backoff.ts';

const article = (pzn: string, quantity = 1) => ({
  pzn,
  name: `Artikel ${pzn}`,
  note: null,
  quantity,
  unitPriceCents: 100,
});
const note = (text: string) => ({
  pzn: null,
  name: text,
  note: text,
  quantity: 1,
  unitPriceCents: null,
});

describe('numberedLines', () => {
  it('numbers the article lines from 1 and hangs each note on the line above it', () => {
    expect(
      numberedLines([
        note('vorne'),
        article('1111111', 2),
        note('a'),
        note('b'),
        article('2222222'),
        article('3333333'),
        note('c'),
      ]).map((l) => [l.position, l.pzn, l.quantity, l.note]),
    ).toEqual([
      [1, '1111111', 2, 'vorne\na\nb'],
      [2, '2222222', 1, null],
      [3, '3333333', 1, 'c'],
    ]);
  });

  it('gives nothing for notes alone', () => {
    expect(numberedLines([note('nur Text')])).toEqual([]);
  });
});

describe('retryDelayMs', () => {
  const policy = { retryBaseMs: 1000, retryMaxMs: 60_000 };

  it('doubles per attempt up to the cap, with at most half taken off', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, policy, () => 1))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
    expect(retryDelayMs(30, policy, () => 1)).toBe(60_000);
    expect(retryDelayMs(3, policy, () => 0)).toBe(2000);
    expect(retryDelayMs(1000, policy, () => 0.5)).toBe(45_000);
  });
});
