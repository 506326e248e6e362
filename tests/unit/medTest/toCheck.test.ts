// The medicine test's screen logic beyond the form: the 'Zu prüfen' list derived from the
// delivered lines and the checks (window, checked lines gone, newest first), the check form
// prefilled from a line, the record's filter, and the CSV export of the filtered view.
import { describe, expect, it } from 'vitest';
import type { MedCheckRow, MedDeliveryRow } from '../../../modules/medTest/contract';
import { TO_CHECK_DAYS, toCheckFrom } from '../../../modules/medTest/rules';
import { csvTemperature, medTestCsv, safeText } from '../../../modules/medTest/ui/csv';
import {
  draftOfLine,
  filterEntries,
  linesToCheck,
  validateDraft,
} from '../../../modules/medTest/ui/logic';
import { medTestDe } from '../../../modules/medTest/texts.de';

const line = (id: string, over: Partial<MedDeliveryRow> = {}): MedDeliveryRow => ({
  id,
  lieferkundeNr: 1,
  noteNo: 'LS-100',
  day: '2026-11-20',
  pzn: '1234567',
  name: 'Aspirin 500 mg',
  quantity: 2,
  batch: 'B1',
  expiry: '2028-03-31',
  coldChain: false,
  version: '1',
  ...over,
});

const entry = (id: string, over: Partial<MedCheckRow> = {}): MedCheckRow => ({
  id,
  lieferkundeNr: 1,
  kind: 'goods',
  pzn: '1234567',
  name: 'Aspirin 500 mg',
  batch: 'B1',
  expiry: '2028-03-31',
  noteNumber: 'LS-100',
  receivedDay: '2026-11-20',
  coldChain: false,
  items: { packaging: true, labelling: true, expiry: true, batch: true, falsification: true },
  arrivalTenths: null,
  identityMethod: null,
  result: 'released',
  note: '',
  deliveryLineId: null,
  correctionOf: null,
  createdAt: '2026-11-20T08:15:00.000Z',
  createdBy: 'Mag. pharm. Anna Gruber',
  version: '1',
  ...over,
});

describe('linesToCheck', () => {
  it('lists the lines no check names, newest delivery first, then note number and name', () => {
    const lines = [
      line('a', { day: '2026-11-18', noteNo: 'LS-090' }),
      line('b', { day: '2026-11-20', noteNo: 'LS-100', name: 'Zinksalbe' }),
      line('c', { day: '2026-11-20', noteNo: 'LS-100', name: 'Aspirin' }),
      line('d', { day: '2026-11-20', noteNo: 'LS-101' }),
      line('e', { day: '2026-11-19' }),
    ];
    const checks = [entry('x', { deliveryLineId: 'e' }), entry('y')];
    expect(linesToCheck(lines, checks).map((l) => l.id)).toEqual(['d', 'c', 'b', 'a']);
  });

  it('keeps to the window before the newest delivery, and is empty without lines', () => {
    expect(TO_CHECK_DAYS).toBe(30);
    expect(toCheckFrom('2026-11-20')).toBe('2026-10-21');
    const lines = [line('new', { day: '2026-11-20' }), line('old', { day: '2026-10-20' })];
    expect(linesToCheck(lines, []).map((l) => l.id)).toEqual(['new']);
    expect(linesToCheck([], [])).toEqual([]);
  });

  it('drops a line as soon as a local check names it (offline, before any sync)', () => {
    const lines = [line('a'), line('b')];
    const before = linesToCheck(lines, []);
    const after = linesToCheck(lines, [entry('new', { deliveryLineId: 'a', version: '0' })]);
    expect(before).toHaveLength(2);
    expect(after.map((l) => l.id)).toEqual(['b']);
  });
});

describe('draftOfLine', () => {
  it('prefills article, batch, expiry, note number and day; the items stay to answer', () => {
    const draft = draftOfLine(line('a', { coldChain: true }), '2026-11-25');
    expect(draft).toMatchObject({
      kind: 'goods',
      pzn: '1234567',
      name: 'Aspirin 500 mg',
      batch: 'B1',
      expiry: '31.03.2028',
      noteNumber: 'LS-100',
      receivedDay: '20.11.2026',
      coldChain: true,
      items: {},
    });
    const checked = validateDraft(draft, '2026-11-25', false);
    expect(checked).toMatchObject({
      ok: false,
      errors: { items: medTestDe.errors.itemMissing, arrival: medTestDe.errors.arrivalRequired },
    });
  });

  it('leaves batch and expiry empty when the note has none', () => {
    const draft = draftOfLine(line('a', { batch: null, expiry: null }), '2026-11-25');
    expect(draft).toMatchObject({ batch: '', expiry: '' });
  });
});

describe('filterEntries', () => {
  it('filters by PZN, batch or name and by result, newest check first', () => {
    const entries = [
      entry('1', { createdAt: '2026-11-18T08:00:00.000Z', batch: 'X9' }),
      entry('2', {
        createdAt: '2026-11-20T08:00:00.000Z',
        name: 'Insulin Pen',
        pzn: '2418631',
        result: 'blocked',
        note: 'Umkarton nass',
      }),
      entry('3', { createdAt: '2026-11-19T08:00:00.000Z' }),
    ];
    expect(filterEntries(entries, { query: '', result: '' }).map((x) => x.id)).toEqual([
      '2',
      '3',
      '1',
    ]);
    expect(filterEntries(entries, { query: 'insulin', result: '' }).map((x) => x.id)).toEqual([
      '2',
    ]);
    expect(filterEntries(entries, { query: 'x9', result: '' }).map((x) => x.id)).toEqual(['1']);
    expect(filterEntries(entries, { query: '2418', result: 'blocked' })).toHaveLength(1);
    expect(filterEntries(entries, { query: '', result: 'rejected' })).toEqual([]);
  });
});

describe('medTestCsv', () => {
  it('writes German headers, semicolons, BOM, CRLF, German dates and decimal commas', () => {
    const original = entry('1', {
      coldChain: true,
      arrivalTenths: 54,
      createdAt: '2026-11-20T08:15:00.000Z',
    });
    const correction = entry('2', {
      coldChain: true,
      arrivalTenths: -20,
      batch: 'B1A',
      correctionOf: '1',
      note: '=Charge; "falsch" abgeschrieben',
      createdAt: '2026-11-20T09:15:00.000Z',
    });
    const text = medTestCsv([correction, original], [original, correction]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(medTestDe.csv.header.join(';'));
    expect(lines[1]).toBe(
      [
        '20.11.2026 10:15',
        'Fertigarzneimittel',
        '1234567',
        'Aspirin 500 mg',
        'B1A',
        '31.03.2028',
        'LS-100',
        '20.11.2026',
        'ja',
        '-2,0',
        '',
        '',
        'Freigegeben',
        'Korrektur',
        `"'=Charge; ""falsch"" abgeschrieben"`,
        'Mag. pharm. Anna Gruber',
      ].join(';'),
    );
    expect(lines[2]).toContain(';5,4;');
    expect(lines[2]).toContain(';Korrigiert (ungültig);');
    expect(lines[3]).toBe('');
  });

  it('names the failed items and guards formulas', () => {
    const blocked = entry('1', {
      items: { packaging: false, labelling: true, expiry: true, batch: true, falsification: false },
      result: 'rejected',
      note: 'nass',
    });
    expect(medTestCsv([blocked], [blocked])).toContain(
      ';Verpackung unversehrt, Fälschungsschutz geprüft (Sicherheitsmerkmale);',
    );
    expect(safeText('+43 1')).toBe("'+43 1");
    expect(safeText('B-12')).toBe('B-12');
    expect(csvTemperature(null)).toBe('');
    expect(csvTemperature(5)).toBe('0,5');
  });
});
