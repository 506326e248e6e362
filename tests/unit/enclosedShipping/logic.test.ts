// The enclosed shipping form's rules (issue 15): German messages per field, the kinds of a
// variant, the tour day's window, and the list's order.
import { describe, expect, it } from 'vitest';
import { variantsOf } from '../../../modules/enclosedShipping/rules';
import {
  parseDay,
  sortShipments,
  validateDraft,
  type ShipmentDraft,
} from '../../../modules/enclosedShipping/ui/logic';
import { enclosedShippingDe } from '../../../modules/enclosedShipping/texts.de';
import type { EnclosedShipmentRow } from '../../../modules/enclosedShipping/contract';

const e = enclosedShippingDe.errors;
const TODAY = '2026-11-25';
const draft = (over: Partial<ShipmentDraft> = {}): ShipmentDraft => ({
  variant: 'enclosed',
  kind: 'samples',
  packages: '2',
  description: ' Muster zurück ',
  siteId: 'GRAZ',
  tourDay: '26.11.2026',
  tour: 'midday',
  note: '',
  ...over,
});

describe('validateDraft', () => {
  it('gives the arguments, trimmed, with the day as ISO', () => {
    expect(validateDraft(draft(), TODAY)).toEqual({
      ok: true,
      value: {
        variant: 'enclosed',
        kind: 'samples',
        packages: 2,
        description: 'Muster zurück',
        siteId: 'GRAZ',
        tourDay: '2026-11-26',
        tour: 'midday',
        note: '',
      },
    });
  });

  it('names every bad field in German', () => {
    const result = validateDraft(
      draft({ packages: '0', description: ' ', siteId: '', tourDay: '24.11.2026' }),
      TODAY,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        packages: e.packages,
        description: e.descriptionRequired,
        siteId: e.siteRequired,
        tourDay: e.dayPast,
      },
    });
    expect(validateDraft(draft({ tourDay: '31.02.2026' }), TODAY)).toMatchObject({
      errors: { tourDay: e.dayFormat },
    });
    expect(validateDraft(draft({ tourDay: '01.03.2027' }), TODAY)).toMatchObject({
      errors: { tourDay: e.dayTooFar },
    });
    expect(validateDraft(draft({ packages: '100' }), TODAY)).toMatchObject({
      errors: { packages: e.packages },
    });
  });

  it('allows only documents for the site-documents variant', () => {
    expect(validateDraft(draft({ variant: 'siteDocuments' }), TODAY)).toMatchObject({
      errors: { kind: e.kindNotAllowed },
    });
    expect(validateDraft(draft({ variant: 'siteDocuments', kind: 'documents' }), TODAY).ok).toBe(
      true,
    );
  });
});

describe('rules', () => {
  it('gives the documents role only its variant', () => {
    expect(variantsOf({ roles: ['User', 'Beipackanmeldung'] })).toEqual([
      'enclosed',
      'siteDocuments',
    ]);
    expect(variantsOf({ roles: ['User', 'Beipackanmeldung Dokumente an Betriebsstätte'] })).toEqual(
      ['siteDocuments'],
    );
    expect(variantsOf({ roles: ['User'] })).toEqual([]);
  });

  it('parses German and ISO days and sorts the newest wished day first', () => {
    expect(parseDay('1.2.2027')).toBe('2027-02-01');
    expect(parseDay('2027-02-01')).toBe('2027-02-01');
    expect(parseDay('morgen')).toBeNull();
    const row = (id: string, tourDay: string, createdAt: string) =>
      ({ id, tourDay, createdAt }) as EnclosedShipmentRow;
    const sorted = sortShipments([
      row('a', '2026-11-20', '2026-11-19T08:00:00Z'),
      row('b', '2026-11-26', '2026-11-25T08:00:00Z'),
      row('c', '2026-11-26', '2026-11-25T09:00:00Z'),
    ]);
    expect(sorted.map((r) => r.id)).toEqual(['c', 'b', 'a']);
  });
});
