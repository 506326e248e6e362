import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Article } from '../../../src/api/catalogue';
import { ArticleSearch } from '../../../src/catalogue/ArticleSearch';
import { CATALOGUE_META, catalogueDb } from '../../../src/catalogue/db';
import { article, pzns, store } from './support';

const [P1, P2, P3, UNKNOWN] = pzns(4, 456_780) as [string, string, string, string];

beforeAll(async () => {
  const db = catalogueDb();
  await store(db, [
    article({
      pzn: P1,
      name: 'Ibuprofen Genericon 400 mg',
      aepCents: 312,
      avpCents: 595,
      rx: false,
      availability: 'lieferbar',
    }),
    article({
      pzn: P2,
      name: 'Ibuprofen ratiopharm 600 mg',
      manufacturer: 'ratiopharm',
      aepCents: 1234,
      avpCents: 2190,
      rx: true,
      coldChain: true,
      availability: 'knapp',
      expectedDate: '2026-12-03',
    }),
    article({
      pzn: P3,
      name: 'Aspirin 500 mg',
      ingredient: 'Acetylsalicylsäure',
      manufacturer: 'Bayer',
    }),
  ]);
  await db.meta.put({ key: CATALOGUE_META.lastSyncAt, value: '2026-11-21T08:00:00.000Z' });
});

let picked: Article[];
beforeEach(() => {
  picked = [];
});

function setup() {
  render(<ArticleSearch label="Artikel suchen" onPick={(a) => picked.push(a)} autoFocus />);
  return screen.getByRole('combobox', { name: 'Artikel suchen' });
}

/** Text content with Intl's narrow spaces as plain ones ('3,12 €'). */
const text = (el: Element | undefined) => (el?.textContent ?? '').replace(/\s/g, ' ');

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** A valid body with a wrong last digit. */
const wrongCheck = (pzn: string) => `${pzn.slice(0, 6)}${(Number(pzn[6]) + 1) % 10}`;

describe('ArticleSearch', () => {
  it('shows nothing without a query and takes the focus', () => {
    const input = setup();
    expect(document.activeElement).toBe(input);
    expect(input?.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.queryByText('Keine Treffer')).toBeNull();
  });

  it('a wrong check digit is reported at once', () => {
    const input = setup();
    type(input, wrongCheck(P1));
    expect(screen.getByRole('alert')?.textContent).toContain(
      'Ungültige PZN: Prüfziffer stimmt nicht.',
    );
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(picked).toEqual([]);
    type(input, P1.slice(0, 5));
    expect(screen.getByRole('alert')?.textContent).toBe('');
  });

  it("a valid PZN that is not in the catalogue shows 'Keine Treffer'", async () => {
    const input = setup();
    type(input, UNKNOWN);
    expect((await screen.findByText('Keine Treffer')).closest('[hidden]')).toBeNull();
    expect(screen.queryByRole('alert')?.textContent).toBe('');
    fireEvent.keyDown(input, { key: 'Enter' });
    await act(async () => {});
    expect(picked).toEqual([]);
  });

  it('a typed PZN and Enter (a scanner) picks that article; the field clears and keeps focus', async () => {
    const input = setup();
    type(input, P2);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(picked.map((a) => a.pzn)).toEqual([P2]));
    expect((input as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(input);
    // The next scan right away.
    type(input, P3);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(picked.map((a) => a.pzn)).toEqual([P2, P3]));
  });

  it('results as you type with prices, flags and availability; arrows and Enter pick', async () => {
    const input = setup();
    type(input, 'ibu');
    const list = await screen.findByRole('listbox', { name: 'Suchergebnisse' });
    const options = await within(list).findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(input?.getAttribute('aria-expanded')).toBe('true');
    expect(text(options[0])).toContain('Ibuprofen Genericon 400 mg');
    expect(text(options[0])).toContain('AEP 3,12 €');
    expect(text(options[0])).toContain('AVP 5,95 €');
    expect(text(options[0])).toContain(`PZN ${P1}`);
    expect(text(options[0])).toContain('20 Stk');
    expect(text(options[0])).toContain('Rezeptfrei');
    expect(text(options[0])).toContain('lieferbar');
    expect(text(options[1])).toContain('Rezeptpflichtig');
    expect(text(options[1])).toContain('Kühlware');
    expect(text(options[1])).toContain('knapp, voraussichtlich ab 03.12.2026');
    expect(text(options[1])).toContain('AEP 12,34 €');
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    expect(input?.getAttribute('aria-activedescendant')).toBe(options[0]?.id);

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    expect(input?.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(picked.map((a) => a.pzn)).toEqual([P2]));
    expect((input as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('several words narrow the results; a click picks too', async () => {
    const input = setup();
    type(input, 'ibu ratio');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    fireEvent.click(screen.getByRole('option'));
    expect(picked.map((a) => a.pzn)).toEqual([P2]);
    type(input, 'ibu bayer');
    expect((await screen.findByText('Keine Treffer')).closest('[hidden]')).toBeNull();
  });

  it('Escape closes the list, a second Escape clears the field', async () => {
    const input = setup();
    type(input, 'aspirin');
    await screen.findByRole('option');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('option')).toBeNull();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect((input as HTMLInputElement).value).toBe('');
  });
});
