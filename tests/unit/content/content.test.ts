// Downloads, news, video and account (issue 15): the pure rules behind the screens: the download
// search and category filter, file sizes in words, and the account's item states and figures.
import { describe, expect, it } from 'vitest';
import type { DownloadRow } from '../../../modules/content/contract';
import type { OpenItemRow } from '../../../modules/customerAccount/contract';
import { filterDownloads } from '../../../modules/content/ui/DownloadsPage';
import { formatSize } from '../../../modules/content/ui/files';
import { accountFigures, itemState } from '../../../modules/customerAccount/ui/AccountPage';

const file = (title: string, category: DownloadRow['category'], description = ''): DownloadRow => ({
  id: '00000015-0001-4000-8000-000000000001',
  category,
  title,
  description,
  fileName: `${title}.pdf`,
  fileType: 'pdf',
  sizeBytes: 1000,
  day: '2026-11-01',
  version: '1',
});

const item = (kind: OpenItemRow['kind'], dueDay: string, amountCents: number): OpenItemRow => ({
  id: '00000015-0004-4000-8000-000000000001',
  lieferkundeNr: 1,
  kind,
  docNo: 'RE1',
  day: '2026-10-01',
  dueDay,
  amountCents,
  version: '1',
});

describe('downloads', () => {
  const rows = [
    file('Retourenformular', 'forms', 'Rücksendungen'),
    file('AGB', 'terms', 'Geschäftsbedingungen'),
    file('Preisliste', 'priceLists'),
  ];
  it('filters by category and every word of the query, sorted by title', () => {
    expect(filterDownloads(rows, '', '').map((r) => r.title)).toEqual([
      'AGB',
      'Preisliste',
      'Retourenformular',
    ]);
    expect(filterDownloads(rows, '', 'forms').map((r) => r.title)).toEqual(['Retourenformular']);
    expect(filterDownloads(rows, 'RÜCKSEND formular', '').map((r) => r.title)).toEqual([
      'Retourenformular',
    ]);
    expect(filterDownloads(rows, 'retouren', 'terms')).toEqual([]);
  });
  it('writes sizes in German', () => {
    expect(formatSize(900)).toBe('900 Byte');
    expect(formatSize(1946)).toBe('1,9 KB');
    expect(formatSize(1_572_864)).toBe('1,5 MB');
  });
});

describe('account', () => {
  it('says in words whether an item is overdue, due today, open or a credit', () => {
    expect(itemState(item('invoice', '2026-11-17', 100), '2026-11-25')).toEqual({
      text: 'Überfällig seit 8 Tagen',
      overdue: true,
    });
    expect(itemState(item('invoice', '2026-11-24', 100), '2026-11-25').text).toBe(
      'Überfällig seit 1 Tag',
    );
    expect(itemState(item('invoice', '2026-11-25', 100), '2026-11-25').text).toBe('Heute fällig');
    expect(itemState(item('invoice', '2026-12-25', 100), '2026-11-25').text).toBe('Offen');
    expect(itemState(item('credit', '2026-10-01', -50), '2026-11-25')).toEqual({
      text: 'Wird verrechnet',
      overdue: false,
    });
  });
  it('sums balance and overdue, and never shows credit below 0', () => {
    const items = [
      item('invoice', '2026-11-01', 10_000),
      item('invoice', '2026-12-01', 5_000),
      item('credit', '2026-11-10', -2_000),
    ];
    expect(accountFigures(items, 100_000, '2026-11-25')).toEqual({
      balance: 13_000,
      overdue: 10_000,
      used: 13_000,
      available: 87_000,
      percent: 13,
    });
    expect(accountFigures(items, 10_000, '2026-11-25').available).toBe(0);
    expect(accountFigures([item('credit', '2026-11-10', -2_000)], 10_000, '2026-11-25').used).toBe(
      0,
    );
  });
});
