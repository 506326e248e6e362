import { describe, expect, it } from 'vitest';
import {
  archiveFilter,
  archiveSearch,
  parseArchiveSearch,
  parseStatisticsSearch,
} from '../../../modules/analytics/ui/searchParams';
import { parseDeliveryPharmacySearch } from '../../../modules/deliveryPharmacy/ui/searchParams';

// The router keeps raw search keys that validation leaves out, so each parser must name every
// key, with undefined for a bad value: otherwise '?period=nonsense' would reach the screen.
describe('the analytics screens’ address parameters', () => {
  it('order archive: bad values fall back to their defaults, defaults stay out of the address', () => {
    const parsed = parseArchiveSearch({ period: 'nonsense', channel: 'phone', q: 'x'.repeat(61) });
    expect(parsed).toEqual({ period: undefined, channel: 'phone', q: undefined });
    expect(archiveFilter(parsed)).toEqual({ period: '90', channel: 'phone', query: '' });
    expect(archiveSearch({ period: '90', channel: 'all', query: '' })).toEqual({});
    expect(archiveSearch({ period: 'all', channel: 'web', query: 'LS4' })).toEqual({
      period: 'all',
      channel: 'web',
      q: 'LS4',
    });
  });

  it('delivery pharmacy: a UUID and one of the periods, each on its own', () => {
    const id = '7c1f3a52-0d4e-4b7a-9a51-2f0c6f1d9e11';
    expect(parseDeliveryPharmacySearch({ recipient: id, period: 365 })).toEqual({
      recipient: id,
      period: 365,
    });
    expect(parseDeliveryPharmacySearch({ recipient: 'x', period: 12 })).toEqual({
      recipient: undefined,
      period: undefined,
    });
  });

  it('statistics: a bad period keeps a good view', () => {
    expect(parseStatisticsSearch({ view: 'import', period: 'nonsense' })).toEqual({
      view: 'import',
      period: undefined,
    });
    expect(parseStatisticsSearch({ view: 'everything', period: 'year' })).toEqual({
      view: undefined,
      period: 'year',
    });
  });
});
