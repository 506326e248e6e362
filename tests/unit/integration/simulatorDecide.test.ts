// The ERP simulator's decision (issue 29 item 5): order lines + the catalogue's availability + the
// customer's tours → the confirmation per line, and the delivery note of what went with the tour.
import { describe, expect, it } from 'vitest';
import {
  DeliveryNoteMessage,
  OrderConfirmation,
  type OrderPlacedData,
} from '../../../modules/integration/contract';
import {
  decideConfirmation,
  deliveryNoteNo,
  deliveryNoteOf,
  nextTour,
  tourOf,
  workingDaysAfter,
  type CustomerTour,
  type LookedUpArticle,
} from '../../../modules/integration/server/simulator/decide';
import { integrationTexts } from '../../../modules/integration/texts.de';

const ORDER_ID = '0b6c2a4e-1f3d-4c5b-9a8e-7d6f5e4c3b2a';
/** Monday 07.12.2026, 09:00 in Vienna (UTC+1); Tuesday 08.12. is a public holiday. */
const MONDAY_9 = Date.parse('2026-12-07T08:00:00Z');

const TOURS: CustomerTour[] = [1, 2, 3, 4, 5].flatMap((weekday) => [
  {
    weekday,
    tourNr: 'T 104',
    name: 'Vormittagstour',
    cutoff: '08:30',
    deliveryFrom: '11:00',
    deliveryTo: '12:00',
  },
  {
    weekday,
    tourNr: 'T 504',
    name: 'Nachmittagstour',
    cutoff: '13:00',
    deliveryFrom: '15:30',
    deliveryTo: '16:30',
  },
]);

const article = (pzn: string, rest: Partial<LookedUpArticle>): LookedUpArticle => ({
  pzn,
  availability: 'lieferbar',
  stock: 100,
  expectedDate: null,
  withdrawn: false,
  ...rest,
});

function order(lines: [pzn: string, quantity: number][]): OrderPlacedData {
  return {
    orderId: ORDER_ID,
    lieferkundeNr: 100001,
    placedAt: new Date(MONDAY_9 - 4000).toISOString(),
    userId: '11111111-2222-4333-8444-555555555555',
    actingAdminId: null,
    label: 'Warenkorb',
    totalCents: 0,
    lines: lines.map(([pzn, quantity], i) => ({
      position: i + 1,
      pzn,
      name: `Artikel ${pzn}`,
      quantity,
      unitPriceCents: 250,
      note: null,
    })),
  };
}

const ARTICLES = [
  article('4512346', { stock: 850 }),
  article('5128733', { availability: 'knapp', stock: 5, expectedDate: '2026-12-01' }),
  article('1382647', { availability: 'nicht_lieferbar', stock: 0, expectedDate: '2026-12-14' }),
  article('2974166', { availability: 'nicht_lieferbar', stock: 0 }),
  article('3185626', { withdrawn: true }),
  article('5839204', { availability: 'knapp', stock: 0, expectedDate: '2026-12-21' }),
];

describe('ERP simulator: the confirmation of an order', () => {
  it('answers available, knapp and nicht lieferbar lines with the next tour, a date and a reason', () => {
    const confirmation = decideConfirmation({
      order: order([
        ['4512346', 3],
        ['5128733', 8],
        ['1382647', 2],
        ['2974166', 1],
        ['3185626', 4],
        ['5839204', 2],
        ['9999999', 1],
      ]),
      articles: ARTICLES,
      tours: TOURS,
      instant: MONDAY_9,
    });
    expect(OrderConfirmation.parse(confirmation)).toEqual(confirmation);
    expect(confirmation.messageId).toBe(`sim-confirm-${ORDER_ID}`);
    expect(confirmation.version).toBe(1);
    expect(confirmation.confirmedAt).toBe('2026-12-07T08:00:00.000Z');
    // 09:00 on Monday: the morning tour's cut-off (08:30) has passed, the afternoon's has not.
    const tour = { tour: 'Tour 504 – 15:30', deliveryDay: '2026-12-07' };
    expect(confirmation.lines.map((l) => [l.position, l.pzn, l.parts])).toEqual([
      [1, '4512346', [{ kind: 'normal', quantity: 3, ...tour }]],
      // 5 from stock, 3 two working days later (Tuesday the 8th is a holiday).
      [
        2,
        '5128733',
        [
          { kind: 'normal', quantity: 5, ...tour },
          { kind: 'nachlieferung', quantity: 3, deliveryDay: '2026-12-10' },
        ],
      ],
      [
        3,
        '1382647',
        [
          {
            kind: 'nicht_lieferbar',
            quantity: 2,
            reason: 'lieferengpass',
            reasonText: integrationTexts.simulator.expectedBack('14.12.2026'),
          },
        ],
      ],
      [4, '2974166', [{ kind: 'nicht_lieferbar', quantity: 1, reason: 'lieferengpass' }]],
      [5, '3185626', [{ kind: 'nicht_lieferbar', quantity: 4, reason: 'ausser_handel' }]],
      // Nothing on stock: all of it later, when the article is expected back (after 2 days).
      [6, '5839204', [{ kind: 'nachlieferung', quantity: 2, deliveryDay: '2026-12-21' }]],
      [7, '9999999', [{ kind: 'nicht_lieferbar', quantity: 1, reason: 'nicht_gefuehrt' }]],
    ]);
  });

  it('lets two lines of one article draw on one stock', () => {
    const confirmation = decideConfirmation({
      order: order([
        ['5128733', 3],
        ['5128733', 3],
      ]),
      articles: ARTICLES,
      tours: TOURS,
      instant: MONDAY_9,
    });
    expect(confirmation.lines.map((l) => l.parts.map((p) => [p.kind, p.quantity]))).toEqual([
      [['normal', 3]],
      [
        ['normal', 2],
        ['nachlieferung', 1],
      ],
    ]);
  });

  it('always splits a line into parts that hold exactly the quantity ordered', () => {
    for (let quantity = 1; quantity <= 12; quantity += 1) {
      const confirmation = decideConfirmation({
        order: order(ARTICLES.map((a) => [a.pzn, quantity])),
        articles: ARTICLES,
        tours: TOURS,
        instant: MONDAY_9,
      });
      expect(OrderConfirmation.safeParse(confirmation).success).toBe(true);
      for (const line of confirmation.lines) {
        expect(line.parts.reduce((sum, p) => sum + p.quantity, 0)).toBe(quantity);
      }
    }
  });

  it('takes the next working day without a tour when the customer has none', () => {
    const confirmation = decideConfirmation({
      order: order([['4512346', 1]]),
      articles: ARTICLES,
      tours: [],
      instant: MONDAY_9,
    });
    expect(confirmation.lines[0]?.parts).toEqual([
      { kind: 'normal', quantity: 1, deliveryDay: '2026-12-09' },
    ]);
    expect(tourOf(confirmation)).toBeUndefined();
  });
});

describe('ERP simulator: tours and days', () => {
  it('finds the next tour whose cut-off is ahead, over the weekend', () => {
    // Friday 11.12.2026, 14:00 in Vienna: both Friday tours are closed.
    expect(nextTour(TOURS, Date.parse('2026-12-11T13:00:00Z'))).toEqual({
      label: 'Tour 104 – 11:00',
      day: '2026-12-14',
    });
    expect(nextTour([], MONDAY_9)).toBeNull();
  });

  it('counts working days without weekends and Austrian holidays', () => {
    expect(workingDaysAfter('2026-12-07', 2)).toBe('2026-12-10');
    expect(workingDaysAfter('2026-12-11', 2)).toBe('2026-12-15');
    expect(workingDaysAfter('2026-12-23', 2)).toBe('2026-12-28');
  });
});

describe('ERP simulator: the delivery note', () => {
  it('lists what went with the tour, with a number of its own made from the order', () => {
    const placed = order([
      ['4512346', 3],
      ['5128733', 8],
      ['1382647', 2],
    ]);
    const confirmation = decideConfirmation({
      order: placed,
      articles: ARTICLES,
      tours: TOURS,
      instant: MONDAY_9,
    });
    const note = deliveryNoteOf(placed, confirmation, '2026-12-07');
    expect(note && DeliveryNoteMessage.parse(note)).toEqual(note);
    expect(note?.noteNo).toMatch(/^LS\d{8}$/);
    expect(note?.noteNo).toBe(deliveryNoteNo(ORDER_ID));
    expect(note?.messageId).toBe(`sim-note-${ORDER_ID}`);
    expect(note?.orderId).toBe(ORDER_ID);
    expect(note?.orderNo).toBe(confirmation.erpOrderNo);
    expect(
      note?.lines.map((l) => [l.position, l.quantityOrdered, l.quantityDelivered, l.state]),
    ).toEqual([
      [1, 3, 3, 'delivered'],
      [2, 8, 5, 'partial'],
    ]);
    expect(tourOf(confirmation)).toBe('Tour 504 – 15:30');
  });

  it('is not made when nothing went with the tour', () => {
    const placed = order([['1382647', 2]]);
    const confirmation = decideConfirmation({
      order: placed,
      articles: ARTICLES,
      tours: TOURS,
      instant: MONDAY_9,
    });
    expect(deliveryNoteOf(placed, confirmation, '2026-12-07')).toBeNull();
  });

  it('numbers differ between orders', () => {
    expect(deliveryNoteNo(ORDER_ID)).not.toBe(
      deliveryNoteNo('9f6c2a4e-1f3d-4c5b-9a8e-7d6f5e4c3b2a'),
    );
  });
});
