// The checks of an order's confirmation against the order (issue 29): positions count article
// lines from 1 (notes skipped), each line once with its PZN and parts adding up to the quantity
// ordered, no line left out; each fault names the confirmation's line (null: the whole message).
import { describe, expect, it } from 'vitest';
import type { ConfirmationLine } from '../../../modules/integration/contract';
import { confirmationFaults } from '../../../modules/integration/server/confirmationChecks';
import type { OrderLine } from '../../../src/api/orderList';

const LINES: OrderLine[] = [
  { pzn: '1234567', name: 'Aspirin', note: null, quantity: 3, unitPriceCents: 100 },
  { pzn: null, name: 'Notiz', note: 'Notiz', quantity: 1, unitPriceCents: null },
  { pzn: '7654321', name: 'Voltaren', note: null, quantity: 2, unitPriceCents: 200 },
];

const line = (position: number, pzn: string, ...quantities: number[]): ConfirmationLine => ({
  position,
  pzn,
  parts: quantities.map((quantity) => ({ kind: 'normal', quantity })),
});

describe('confirmationFaults', () => {
  it('accepts every article line once, by position after the notes, parts split', () => {
    expect(confirmationFaults(LINES, [line(2, '7654321', 1, 1), line(1, '1234567', 3)])).toEqual(
      [],
    );
  });

  it('names the line of a wrong PZN, a wrong sum, a twice-confirmed and an unknown position', () => {
    expect(
      confirmationFaults(LINES, [
        line(1, '7654321', 3),
        line(2, '7654321', 1),
        line(2, '7654321', 2),
        line(3, '1111111', 1),
      ]),
    ).toEqual([
      { line: 1, reason: 'Position 1: PZN 7654321 passt nicht zur bestellten PZN 1234567.' },
      { line: 2, reason: 'Position 2: Die Teilmengen ergeben 1, bestellt sind 2.' },
      { line: 3, reason: 'Position 2 ist mehrfach bestätigt.' },
      { line: 4, reason: 'Position 3 gibt es in der Bestellung nicht (sie hat 2 Artikelzeilen).' },
    ]);
  });

  it('names a line left out as a fault of the whole message', () => {
    expect(confirmationFaults(LINES, [line(1, '1234567', 3)])).toEqual([
      { line: null, reason: 'Position 2 (PZN 7654321) fehlt in der Bestätigung.' },
    ]);
  });
});
