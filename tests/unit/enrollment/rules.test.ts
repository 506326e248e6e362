// The shared rules of the pre-order and the stock levels (issue 15), and the pre-order form's
// field parsing: what the screen checks before queueing is what the server refuses.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { daysBetween, viennaDay } from '../../../src/api/enrollmentDays';
import {
  daysLeft,
  lineProblem,
  orderedTotal,
  preOrderProblemText,
  windowState,
  type LineLike,
  type WindowRules,
} from '../../../modules/preOrder/rules';
import {
  claimStatus,
  cutState,
  refundCents,
  reportProblem,
  type CutRules,
} from '../../../modules/stockLevels/rules';
import { GermanDayField, InitialsField, QuantityField } from '../../../modules/preOrder/ui/logic';

const window: WindowRules = {
  opensOn: '2026-11-01',
  closesOn: '2026-11-30',
  maxPerLine: 24,
  maxPerPharmacy: 40,
  prescriptionRequired: false,
  articles: [{ pzn: '1111111' }, { pzn: '2222222' }],
};
const line = (id: string, pzn: string, quantity: number, cancelled = false): LineLike => ({
  id,
  pzn,
  quantity,
  prescriptionInitials: '',
  prescriptionDay: null,
  cancelledAt: cancelled ? '2026-11-10T10:00:00.000Z' : null,
});
const draft = (quantity: number, pzn = '2222222', id = 'new') => ({
  id,
  pzn,
  quantity,
  prescriptionInitials: '',
  prescriptionDay: null,
});

describe('pre-order rules', () => {
  it('opens the window from its first to its last day and counts the days left', () => {
    expect(windowState(window, '2026-10-31')).toBe('upcoming');
    expect(windowState(window, '2026-11-30')).toBe('open');
    expect(windowState(window, '2026-12-01')).toBe('closed');
    expect(daysLeft(window, '2026-11-25')).toBe(5);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(viennaDay(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
  });

  it('checks the caps, the deadline and a second line of an article, cancelled lines not counted', () => {
    const lines = [line('a', '1111111', 20), line('b', '2222222', 30, true)];
    expect(lineProblem(window, lines, draft(21), '2026-11-10')).toEqual({
      code: 'perPharmacy',
      max: 40,
      already: 20,
    });
    expect(lineProblem(window, lines, draft(25), '2026-11-10')).toEqual({
      code: 'perLine',
      max: 24,
    });
    expect(lineProblem(window, lines, draft(20, '1111111', 'a'), '2026-11-10')).toBeNull();
    expect(lineProblem(window, lines, draft(1, '1111111'), '2026-11-10')?.code).toBe(
      'articleTaken',
    );
    expect(lineProblem(window, lines, draft(1), '2026-12-01')?.code).toBe('closed');
    expect(orderedTotal(lines)).toBe(20);
    expect(preOrderProblemText({ code: 'perPharmacy', max: 40, already: 20 })).toBe(
      'Höchstens 40 Packungen je Apotheke in diesem Bestellfenster; bereits 20 vorbestellt.',
    );
  });

  it('asks a prescription window for quantity 1 and a reference used once', () => {
    const rx = { ...window, prescriptionRequired: true, maxPerLine: 1 };
    const ref = { prescriptionInitials: 'MK', prescriptionDay: '2026-11-09' };
    expect(lineProblem(rx, [], { ...draft(2), ...ref }, '2026-11-10')?.code).toBe(
      'prescriptionOne',
    );
    expect(lineProblem(rx, [], draft(1), '2026-11-10')?.code).toBe('prescriptionMissing');
    const taken = [{ ...line('a', '2222222', 1), ...ref }];
    expect(lineProblem(rx, taken, { ...draft(1), ...ref }, '2026-11-10')?.code).toBe(
      'prescriptionTaken',
    );
    expect(lineProblem(rx, [], { ...draft(1), ...ref }, '2026-11-10')).toBeNull();
  });

  it('parses the form fields with German messages', () => {
    expect(v.parse(QuantityField, ' 12 ')).toBe(12);
    expect(v.safeParse(QuantityField, '0').success).toBe(false);
    expect(v.safeParse(QuantityField, '10000').success).toBe(false);
    expect(v.parse(InitialsField, 'mk')).toBe('MK');
    expect(v.parse(GermanDayField, '3.11.2026')).toBe('2026-11-03');
    expect(v.safeParse(GermanDayField, '31.02.2026').issues?.[0]?.message).toBe(
      'Bitte ein Datum im Format TT.MM.JJJJ eingeben.',
    );
  });
});

describe('stock level rules', () => {
  const cut: CutRules = {
    cutoffDay: '2026-11-16',
    reportUntil: '2026-12-31',
    articles: [
      { pzn: '1111111', oldAepCents: 1986, newAepCents: 1648 },
      { pzn: '2222222', oldAepCents: 315, newAepCents: 268 },
    ],
  };
  const stock = [
    { pzn: '1111111', quantity: 7 },
    { pzn: '2222222', quantity: 1 },
  ];

  it('computes the refund as stock × (old AEP − new AEP)', () => {
    expect(refundCents(cut, stock)).toBe(7 * 338 + 47);
    expect(refundCents(cut, [])).toBe(0);
  });

  it('takes a complete report from the cut-off day to the deadline, until the claim is reviewed', () => {
    expect(cutState(cut, '2026-11-15')).toBe('beforeCutoff');
    expect(reportProblem(cut, [], stock, '2026-11-20')).toBeNull();
    expect(reportProblem(cut, [], stock, '2027-01-01')?.code).toBe('closed');
    expect(reportProblem(cut, [], stock.slice(1), '2026-11-20')?.code).toBe('incomplete');
    const submitted = [{ revision: 1, status: 'submitted' as const }];
    expect(reportProblem(cut, submitted, stock, '2026-11-20')).toBeNull();
    const reviewed = [...submitted, { revision: 2, status: 'inReview' as const }];
    expect(reportProblem(cut, reviewed, stock, '2026-11-20')?.code).toBe('locked');
    expect(claimStatus([])).toBe('open');
    expect(claimStatus(reviewed)).toBe('inReview');
  });
});
