// The medicine test's rules: the items required per kind, the arrival temperature of cold goods,
// the identity method of a starting material, the note of a block, corrections; and the form's
// German field messages.
import { describe, expect, it } from 'vitest';
import type { MedCheckRow } from '../../../modules/medTest/contract';
import {
  checkProblems,
  isCorrectable,
  standingEntries,
  type CheckInput,
} from '../../../modules/medTest/rules';
import {
  draftOf,
  filterEntries,
  parseDay,
  parseTemperature,
  validateDraft,
  type CheckDraft,
} from '../../../modules/medTest/ui/logic';
import { medTestDe } from '../../../modules/medTest/texts.de';

const allOk = { packaging: true, labelling: true, expiry: true, batch: true };
const goods: CheckInput = {
  kind: 'goods',
  coldChain: false,
  items: { ...allOk, falsification: true },
  arrivalTenths: null,
  identityMethod: null,
  result: 'released',
  note: '',
};

describe('checkProblems', () => {
  it('accepts a complete released check of goods', () => {
    expect(checkProblems(goods)).toEqual([]);
  });
  it('asks every item of the kind, and no identity test for finished goods', () => {
    expect(checkProblems({ ...goods, items: allOk })).toEqual(['itemMissing']);
    expect(checkProblems({ ...goods, items: { ...goods.items, identity: true } })).toEqual([
      'itemExtra',
    ]);
  });
  it('asks the arrival temperature of cold goods only', () => {
    expect(checkProblems({ ...goods, coldChain: true })).toEqual(['arrivalRequired']);
    expect(checkProblems({ ...goods, coldChain: true, arrivalTenths: 51 })).toEqual([]);
    expect(checkProblems({ ...goods, arrivalTenths: 51 })).toEqual(['arrivalExtra']);
  });
  it('asks a starting material its identity test and method', () => {
    const material: CheckInput = {
      ...goods,
      kind: 'material',
      items: { ...allOk, identity: true },
    };
    expect(checkProblems(material)).toEqual(['methodRequired']);
    expect(checkProblems({ ...material, identityMethod: 'IR' })).toEqual([]);
    expect(checkProblems({ ...goods, identityMethod: 'IR' })).toEqual(['methodExtra']);
  });
  it('blocks and rejects with a note only, and never releases a failed item', () => {
    expect(checkProblems({ ...goods, result: 'blocked' })).toEqual(['noteRequired']);
    expect(checkProblems({ ...goods, result: 'rejected', note: 'beschädigt' })).toEqual([]);
    const failed = { ...goods, items: { ...goods.items, packaging: false } };
    expect(checkProblems(failed)).toEqual(['releasedWithFailure']);
    expect(checkProblems({ ...failed, result: 'rejected', note: 'Karton nass' })).toEqual([]);
  });
});

describe('corrections', () => {
  const entries = [
    { id: 'a', correctionOf: null },
    { id: 'b', correctionOf: 'a' },
    { id: 'c', correctionOf: null },
  ];
  it('keep the original in the record, but only the correction stands', () => {
    expect(standingEntries(entries).map((x) => x.id)).toEqual(['b', 'c']);
    expect(isCorrectable('a', entries)).toBe(false);
    expect(isCorrectable('b', entries)).toBe(true);
  });
});

describe('the form', () => {
  const today = '2026-11-25';
  const draft = (over: Partial<CheckDraft>): CheckDraft => ({
    ...draftOf(null, today),
    pzn: '1234567',
    name: 'Insulin Pen',
    batch: 'B1',
    expiry: '30.06.2027',
    items: { ...allOk, falsification: true },
    ...over,
  });

  it('parses German dates and temperatures', () => {
    expect(parseDay('1.2.2027')).toBe('2027-02-01');
    expect(parseDay('31.02.2027')).toBeNull();
    expect(parseTemperature('5,2')).toBe(52);
    expect(parseTemperature('−3')).toBe(-30);
    expect(parseTemperature('warm')).toBeNull();
  });

  it('gives the entry of a complete draft', () => {
    const checked = validateDraft(draft({ name: ' Insulin Pen ' }), today, false);
    expect(checked).toMatchObject({
      ok: true,
      entry: { name: 'Insulin Pen', expiry: '2027-06-30', receivedDay: today },
    });
  });

  it('names each bad field in German', () => {
    const e = medTestDe.errors;
    const checked = validateDraft(
      draft({ pzn: '12', expiry: '', coldChain: true, result: 'blocked', items: {} }),
      today,
      false,
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        pzn: e.pzn,
        expiry: e.dayRequired,
        arrival: e.arrivalRequired,
        items: e.itemMissing,
        note: e.noteRequired,
      },
    });
  });

  it('refuses to release cold goods that arrived warm, and a correction without a reason', () => {
    const warm = validateDraft(draft({ coldChain: true, arrival: '11,5' }), today, false);
    expect(warm).toMatchObject({ ok: false, errors: { result: medTestDe.errors.coldOut } });
    const correction = validateDraft(draft({}), today, true);
    expect(correction).toMatchObject({
      ok: false,
      errors: { note: medTestDe.errors.reasonRequired },
    });
  });

  it('refuses a day received in the future', () => {
    const checked = validateDraft(draft({ receivedDay: '26.11.2026' }), today, false);
    expect(checked).toMatchObject({ ok: false, errors: { receivedDay: medTestDe.errors.future } });
  });
});

describe('filterEntries', () => {
  const row = (id: string, over: Partial<MedCheckRow>): MedCheckRow => ({
    id,
    lieferkundeNr: 1,
    kind: 'goods',
    pzn: '1234567',
    name: 'Aspirin',
    batch: 'A1',
    expiry: '2027-01-31',
    noteNumber: '',
    receivedDay: '2026-11-20',
    coldChain: false,
    items: {},
    arrivalTenths: null,
    identityMethod: null,
    result: 'released',
    note: '',
    deliveryLineId: null,
    correctionOf: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    createdBy: 'x',
    version: '1',
    ...over,
  });
  const rows = [
    row('1', {}),
    row('2', {
      name: 'Insulin',
      batch: 'X9',
      result: 'blocked',
      createdAt: '2026-11-21T08:00:00.000Z',
    }),
  ];
  it('searches name, batch and PZN, filters the result, newest first', () => {
    expect(filterEntries(rows, { query: '', result: '' }).map((x) => x.id)).toEqual(['2', '1']);
    expect(filterEntries(rows, { query: 'x9', result: '' }).map((x) => x.id)).toEqual(['2']);
    expect(filterEntries(rows, { query: 'aspi', result: '' }).map((x) => x.id)).toEqual(['1']);
    expect(filterEntries(rows, { query: '', result: 'blocked' }).map((x) => x.id)).toEqual(['2']);
  });
});
