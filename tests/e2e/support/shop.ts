// Shop helpers and page objects for the e2e specs of issue 4: the demo articles (fixed at the
// start of every demo catalogue, server/seed/catalogue.ts), waiting for the catalogue on the
// device, the list pages (/shop/warenkoerbe, /shop/merklisten) and one list's page.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { HEADER } from '../../../src/api/paths';
import { austrianPzn } from '../../../src/api/pzn';
import type { CataloguePullAnswer } from '../../../src/api/catalogue';
import type { ListKind } from '../../../modules/shop/contract';
import { formatEuro } from '../../../src/catalogue/money';
import { de } from '../../../src/i18n/de';
import { DEMO_ARTICLES, type SeedArticle } from '../../../server/seed/catalogue';
import { users, type DemoUser } from './users';

export { formatEuro };

/** One of the shop specs' own pharmacies (apotheke-13 … apotheke-20). */
export const shopPharmacy = (nr: number): DemoUser => ({
  username: `apotheke-${String(nr).padStart(2, '0')}@demo.at`,
  password: users.apotheke.password,
});

/** The second user of apotheke-13's pharmacy (same company, same delivery customer). */
export const kollege13: DemoUser = { username: 'kollege-13@demo.at', password: 'Kollege#2026' };

export function demoArticle(pzn: string): SeedArticle {
  const article = DEMO_ARTICLES.find((a) => a.pzn === pzn);
  if (!article) throw new Error(`${pzn} is not one of DEMO_ARTICLES`);
  return article;
}

/** PZNs of DEMO_ARTICLES by what the specs use them for. */
export const PZN = {
  ibuprofen: '4512346',
  paracetamol: '2468026',
  pantoprazol: '3357926',
  metforminKnapp: '5128733',
  amoxicillinNichtLieferbar: '1382647',
  salbutamolNichtLieferbar: '2974166',
  insulinKuehlware: '3845264',
  dexpanthenolGerman: '16260536',
  kamillenTee: '5293610',
  cetirizin: '4729057',
  mullbinde: '3185626',
  fusscreme: '4260838',
  ibuprofen50: '2741516',
  xylometazolinKnapp: '5839204',
} as const;

/** Every PZN of the server's catalogue (the e2e catalogue is small: one or two pages). */
export async function cataloguePzns(request: APIRequestContext): Promise<Set<string>> {
  const pzns = new Set<string>();
  let cursor: string | undefined;
  for (let page = 0; page < 100; page++) {
    const res = await request.post('/api/shop/catalogue/pull', {
      data: cursor ? { cursor, limit: 10_000 } : { limit: 10_000 },
      // State-changing requests (POST) need the app's custom header (CSRF defence).
      headers: { [HEADER.windowId]: 'e2e-check' },
    });
    expect(res.status(), 'POST /api/shop/catalogue/pull').toBe(200);
    const answer = (await res.json()) as CataloguePullAnswer;
    for (const a of answer.upserts) pzns.add(a.pzn);
    for (const pzn of answer.deletes) pzns.delete(pzn);
    cursor = answer.cursor;
    if (!answer.hasMore) break;
  }
  return pzns;
}

/** A PZN with a correct check digit that the catalogue does not have. */
export function validPznNotIn(catalogue: ReadonlySet<string>): string {
  for (let body = 999_999; body > 0; body--) {
    const pzn = austrianPzn(body);
    if (pzn && !catalogue.has(pzn)) return pzn;
  }
  throw new Error('no free PZN');
}

/** The same PZN with its last digit changed: the check digit no longer matches. */
export function wrongCheckDigit(pzn: string): string {
  const last = Number(pzn.at(-1));
  return `${pzn.slice(0, -1)}${(last + 1) % 10}`;
}

/**
 * Waits until this browser holds the whole catalogue (its first sync reached the end), read
 * from IndexedDB directly: without it a PZN + Enter finds nothing locally yet.
 */
export async function waitForCatalogue(page: Page, timeout = 30_000): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!(await indexedDB.databases()).some((d) => d.name === 'portal-catalogue')) {
            return false;
          }
          const db = await new Promise<IDBDatabase>((resolve, reject) => {
            const open = indexedDB.open('portal-catalogue');
            open.onsuccess = () => resolve(open.result);
            open.onerror = () => reject(open.error ?? new Error('open failed'));
          });
          try {
            if (!db.objectStoreNames.contains('meta')) return false;
            const done = await new Promise<unknown>((resolve, reject) => {
              const req = db.transaction('meta').objectStore('meta').get('lastSyncAt');
              req.onsuccess = () => resolve(req.result);
              req.onerror = () => reject(req.error ?? new Error('get failed'));
            });
            return done !== undefined;
          } finally {
            db.close();
          }
        }),
      { timeout, message: 'the catalogue is on this device' },
    )
    .toBe(true);
}

const LIST_PATHS = { warenkorb: '/shop/warenkoerbe', merkliste: '/shop/merklisten' } as const;

/** /shop/warenkoerbe or /shop/merklisten. */
export class ListsPage {
  constructor(
    readonly page: Page,
    readonly kind: ListKind = 'warenkorb',
  ) {}

  async goto(): Promise<void> {
    await this.page.goto(LIST_PATHS[this.kind]);
    await expect(this.page.getByTestId('basket-list-page')).toHaveAttribute('data-kind', this.kind);
  }

  item(id: string): Locator {
    return this.page.locator(`[data-testid="basket-item"][data-basket-id="${id}"]`);
  }

  /** Creates a list from this page; the app opens it, and this returns its page object. */
  async create(label: string): Promise<ListPage> {
    const form = this.page.getByTestId('basket-create-form');
    await form.getByLabel(de.baskets.labelField).fill(label);
    await form.getByTestId('basket-create-submit').click();
    const list = new ListPage(this.page);
    await list.expectOpen();
    return list;
  }

  async share(id: string): Promise<void> {
    const toggle = this.item(id).getByTestId('basket-share');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  }

  async setPrimary(id: string): Promise<void> {
    await this.item(id).getByTestId('basket-set-primary').click();
    await expect(this.item(id).getByTestId('basket-primary')).toBeVisible();
  }
}

/** /shop/warenkorb/{id} or /shop/merkliste/{id}. */
export class ListPage {
  readonly root: Locator;
  readonly search: Locator;
  readonly addQuantity: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('basket-page');
    const form = page.getByTestId('add-article-form');
    this.search = form.getByRole('combobox');
    this.addQuantity = form.getByTestId('add-quantity');
  }

  async expectOpen(id?: string): Promise<void> {
    await expect(this.root).toBeVisible();
    if (id) await expect(this.root).toHaveAttribute('data-basket-id', id);
  }

  async id(): Promise<string> {
    const id = await this.root.getAttribute('data-basket-id');
    if (!id) throw new Error('list page without data-basket-id');
    return id;
  }

  get rows(): Locator {
    return this.page.getByTestId('basket-row');
  }

  row(pzn: string): Locator {
    return this.page.locator(`[data-testid="basket-row"][data-pzn="${pzn}"]`);
  }

  noteRow(text: string): Locator {
    return this.rows.filter({ hasText: de.baskets.noteLabel(text) });
  }

  /** The search's result options. */
  get results(): Locator {
    return this.page
      .getByRole('listbox', { name: de.catalogue.search.results })
      .getByRole('option');
  }

  /** Types a PZN (and a quantity first, when given) and Enter, as a barcode scanner does. */
  async addByPzn(pzn: string, quantity?: number): Promise<void> {
    const before = await this.row(pzn).count();
    if (quantity !== undefined) await this.addQuantity.fill(String(quantity));
    await this.search.fill(pzn);
    await this.search.press('Enter');
    await expect(this.row(pzn)).toHaveCount(before + 1);
    // The search is empty and keeps the focus, ready for the next scan.
    await expect(this.search).toHaveValue('');
    await expect(this.search).toBeFocused();
  }

  async addNote(text: string): Promise<void> {
    const form = this.page.getByTestId('add-note-form');
    await form.getByLabel(de.baskets.note).fill(text);
    await form.getByTestId('add-note-submit').click();
    await expect(this.noteRow(text)).toBeVisible();
  }

  quantity(pzn: string): Locator {
    return this.row(pzn).getByTestId('row-quantity');
  }

  /** Types a quantity and commits it with Enter. */
  async typeQuantity(pzn: string, quantity: number | string): Promise<void> {
    const field = this.quantity(pzn);
    await field.fill(String(quantity));
    await field.press('Enter');
  }

  async group(grouping: 'none' | 'availability' | 'manufacturer'): Promise<void> {
    await this.page.getByTestId(`grouping-${grouping}`).click();
    await expect(this.page.getByTestId('basket-rows')).toHaveAttribute('data-grouping', grouping);
  }

  /** Group title → PZNs (or 'note') of that group's rows, in display order. */
  async groups(): Promise<Record<string, string[]>> {
    return this.page.getByTestId('basket-rows').evaluate((table) => {
      const out: Record<string, string[]> = {};
      let current = '';
      // Headings and rows in document order: each row belongs to the heading before it.
      const lines = table.querySelectorAll(
        '[data-testid="group-heading"], [data-testid="basket-row"]',
      );
      for (const line of lines) {
        if (line.getAttribute('data-testid') === 'group-heading') {
          current = line.querySelector('span')?.textContent?.trim() ?? '';
          out[current] = [];
        } else {
          (out[current] ??= []).push(line.getAttribute('data-pzn') ?? 'note');
        }
      }
      return out;
    });
  }

  /** 'Bestellen' and 'Jetzt bestellen'; the app then opens /shop/bestellungen. */
  async order(): Promise<void> {
    await this.page.getByTestId('order-button').click();
    const dialog = this.page.getByTestId('order-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('order-confirm').click();
    await expect(this.page).toHaveURL(/\/shop\/bestellungen$/);
  }
}
