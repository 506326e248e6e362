// The returns' rules and the two forms' checks (issue 15): deadlines, cold goods, narcotics, the
// quantity left, German field messages; a declaration's lines, witness and correction reason.
import { describe, expect, it } from 'vitest';
import type { ReturnLineRow, ReturnRow } from '../../../modules/returns/contract';
import { returnableQuantity, returnNumber, ruleProblem } from '../../../modules/returns/rules';
import { checkDeclaration } from '../../../modules/destruction/ui/logic';
import { checkReturn, parseDay, searchLines } from '../../../modules/returns/ui/logic';
import { destructionDe } from '../../../modules/destruction/texts.de';
import { returnsDe } from '../../../modules/returns/texts.de';

const line: ReturnLineRow = {
  id: '00000000-0000-4000-8000-000000000001',
  lieferkundeNr: 1,
  noteNo: 'LS40000001',
  day: '2026-11-10',
  position: 1,
  pzn: '1234567',
  name: 'Ibuprofen 400 mg',
  quantity: 3,
  aepCents: 250,
  batch: 'B1',
  expiry: '2028-01-31',
  cold: false,
  narcotic: false,
  version: '1',
};
const returned = (quantity: number, status: ReturnRow['status']) =>
  ({ deliveryLineId: line.id, quantity, status }) as ReturnRow;

describe('return rules', () => {
  it('applies the two-week deadline, cold goods and narcotics', () => {
    expect(ruleProblem('wrongOrder', line, '2026-11-24')).toBeNull();
    expect(ruleProblem('wrongOrder', line, '2026-11-25')).toEqual({
      kind: 'tooLate',
      lastDay: '2026-11-24',
    });
    expect(ruleProblem('recall', line, '2027-01-01')).toBeNull();
    expect(ruleProblem('wrongOrder', { ...line, cold: true }, '2026-11-11')).toEqual({
      kind: 'coldExcluded',
    });
    expect(ruleProblem('damaged', { ...line, cold: true }, '2026-11-11')).toBeNull();
    expect(ruleProblem('recall', { ...line, narcotic: true }, '2026-11-11')).toEqual({
      kind: 'narcotic',
    });
  });

  it('counts what is left, rejected returns not counted, and numbers returns', () => {
    expect(returnableQuantity(line, [returned(1, 'announced'), returned(2, 'rejected')])).toBe(2);
    expect(returnNumber(2026, 42)).toBe('R-2026-00042');
  });
});

describe('the return form', () => {
  const input = {
    quantity: '2',
    reason: 'damaged' as const,
    note: '',
    batch: 'B1',
    expiry: '31.01.2028',
    storage: true,
    coldChain: false,
  };
  it('accepts a complete return', () => {
    expect(checkReturn(input, line, [], '2026-11-12')).toMatchObject({
      ok: true,
      quantity: 2,
      expiry: '2028-01-31',
    });
  });
  it('explains each problem at its field', () => {
    const result = checkReturn(
      { ...input, quantity: '3', reason: 'other', expiry: '31.02.2028', storage: false },
      { ...line, cold: true },
      [returned(1, 'announced')],
      '2026-11-30',
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        quantity: returnsDe.errors.tooMany(2),
        reason: returnsDe.rules.coldExcluded('Sonstiges'),
        note: returnsDe.errors.note,
        expiry: returnsDe.errors.expiry,
        storage: returnsDe.errors.storage,
        coldChain: returnsDe.errors.coldChain,
      },
    });
  });
  it('finds lines by note number, PZN or name, newest first', () => {
    const older = { ...line, id: 'x', day: '2026-10-01', noteNo: 'LS40000000', name: 'Aspirin' };
    expect(searchLines([older, line], '').map((l) => l.day)).toEqual(['2026-11-10', '2026-10-01']);
    expect(searchLines([older, line], 'ls40000001 1234')).toEqual([line]);
    expect(searchLines([older, line], 'aspirin')).toEqual([older]);
    expect(parseDay('1.2.2026')).toBe('2026-02-01');
  });
});

describe('the declaration form', () => {
  const input = {
    day: '20.11.2026',
    reason: 'expired' as const,
    note: '',
    witnessName: 'Lena Hofer',
    witnessFunction: 'PKA',
    declaredBy: 'Anna Gruber',
    correctionNote: '',
  };
  const draft = {
    key: 'k1',
    pzn: '1234567',
    name: 'Ibuprofen',
    quantity: '2',
    batch: 'B1',
    expiry: '31.10.2026',
    deliveryLineId: null,
  };
  it('accepts a declaration with its lines', () => {
    const result = checkDeclaration(input, [draft], { today: '2026-11-25', correcting: false });
    expect(result.ok && result.value.lines).toEqual(
      [{ ...draft, key: undefined, quantity: 2, expiry: '2026-10-31' }].map(
        ({ key: _key, ...rest }) => rest,
      ),
    );
  });
  it('refuses no lines, a bad line, the declarant as witness, a future day, a correction without reason', () => {
    const empty = checkDeclaration(
      { ...input, witnessName: 'anna gruber', day: '30.11.2026' },
      [],
      { today: '2026-11-25', correcting: true },
    );
    expect(empty.ok ? null : empty.errors).toEqual({
      day: destructionDe.errors.future,
      witnessName: destructionDe.errors.sameWitness,
      correctionNote: destructionDe.errors.correctionNote,
      lines: destructionDe.errors.lines,
    });
    const bad = checkDeclaration(input, [{ ...draft, quantity: '0', batch: '' }], {
      today: '2026-11-25',
      correcting: false,
    });
    expect(bad.ok ? null : bad.lineErrors).toEqual({
      k1: { quantity: destructionDe.errors.quantity, batch: destructionDe.errors.batch },
    });
  });
});
