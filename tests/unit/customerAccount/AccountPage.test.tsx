// The account screen over a real (fake-indexeddb) database: the session's delivery customer's
// summary and open items only, also when the device holds another customer's (issue 26).
import { render, screen, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountSummaryRow, OpenItemRow } from '../../../modules/customerAccount/contract';
import { customerAccountDe } from '../../../modules/customerAccount/texts.de';
import { AccountPage } from '../../../modules/customerAccount/ui/AccountPage';
import { formatEuro } from '../../../src/catalogue/money';
import { userDb, workerStatus } from '../../../src/db/runtime';
import type { PortalDb } from '../../../src/db/schema';
import { DomainConfigProvider } from '../../../src/platform/DomainConfigContext';
import { DomainConfigStore } from '../../../src/platform/domainConfigStore';
import { INITIAL_WORKER_STATUS } from '../../../src/state/appEvents';
import { freshDb, LK, markFirstPulled, uuid } from '../db/support';
import { sessionRootRoute } from '../sessionRoot';

const t = customerAccountDe;
const OTHER = 999;
const domainConfig = new DomainConfigStore({ domainConfig: () => Promise.reject(new Error()) });

function summary(over: Partial<AccountSummaryRow> = {}): AccountSummaryRow {
  return {
    id: uuid(1),
    lieferkundeNr: LK,
    creditLimitCents: 500_000,
    paymentTerms: 'Zahlbar innerhalb 30 Tagen netto',
    directDebit: false,
    mandateRef: '',
    ibanMasked: '',
    version: '1',
    ...over,
  };
}

function item(over: Partial<OpenItemRow> = {}): OpenItemRow {
  return {
    id: uuid(10),
    lieferkundeNr: LK,
    kind: 'invoice',
    docNo: 'RE70000001',
    day: '2099-01-01',
    dueDay: '2099-01-31',
    amountCents: 12_000,
    version: '1',
    ...over,
  };
}

function renderPage() {
  const rootRoute = sessionRootRoute();
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/account',
    component: AccountPage,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: ['/account'] }),
  });
  render(
    <DomainConfigProvider store={domainConfig}>
      <RouterProvider router={router} />
    </DomainConfigProvider>,
  );
}

let db: PortalDb;

beforeEach(async () => {
  db = await freshDb();
  // What the screens show has had its first pull (issue 27).
  await markFirstPulled(db);
  userDb.current.set(db);
  // Offline: the user data asks the server for nothing.
  workerStatus.set({ ...INITIAL_WORKER_STATUS, connectivity: 'offline' });
});

afterEach(() => {
  userDb.current.set(null);
  workerStatus.set(INITIAL_WORKER_STATUS);
  db.close();
});

describe('AccountPage', () => {
  it("shows only the current customer's account, not another's on the device (issue 26)", async () => {
    // Another customer's summary first in the table, and its open items.
    await db.accountSummaries.bulkPut([
      summary({ id: uuid(0), lieferkundeNr: OTHER, creditLimitCents: 900_000 }),
      summary(),
    ]);
    await db.openItems.bulkPut([
      item(),
      item({ id: uuid(11), docNo: 'GS70000002', kind: 'credit', amountCents: -2_000 }),
      item({ id: uuid(12), lieferkundeNr: OTHER, docNo: 'RE79999999', amountCents: 77_700 }),
    ]);
    renderPage();
    const table = await screen.findByRole('table', { name: t.items.caption });
    const rows = within(table).getAllByTestId('open-item');
    expect(rows.map((r) => r.firstElementChild?.textContent)).toEqual(['GS70000002', 'RE70000001']);
    expect(screen.getByTestId('account-limit').textContent).toBe(formatEuro(500_000));
    expect(screen.getByTestId('account-balance').textContent).toBe(formatEuro(10_000));
  });

  it("says the account is not yet synced when only another customer's is there", async () => {
    await db.accountSummaries.put(summary({ lieferkundeNr: OTHER }));
    await db.openItems.put(item({ lieferkundeNr: OTHER }));
    renderPage();
    expect(await screen.findByText(t.notYetSynced)).toBeTruthy();
  });
});
