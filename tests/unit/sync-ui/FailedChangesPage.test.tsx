import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userDb } from '../../../src/db/runtime';
import type { FailedMutation, PortalDb } from '../../../src/db/schema';
import { FailedChangesPage } from '../../../src/features/sync';
import { basket, basketRow, freshDb, uuid } from '../db/support';

let db: PortalDb;

const failed = (over: Partial<FailedMutation>): FailedMutation => ({
  id: uuid(900),
  v: 1,
  name: 'basket.setQuantity',
  args: { rowId: uuid(200), quantity: 5 },
  createdAt: '2026-03-10T10:00:00.000Z',
  failedAt: '2026-03-10T10:01:00.000Z',
  code: 'not_found',
  message: 'Die Position existiert nicht mehr.',
  ...over,
});

beforeEach(async () => {
  db = await freshDb();
  await db.baskets.put(basket());
  await db.basketRows.put(basketRow());
  userDb.current.set(db);
});

afterEach(() => {
  userDb.current.set(null);
  db.close();
});

describe('FailedChangesPage', () => {
  it('shows the empty text', async () => {
    render(<FailedChangesPage />);
    expect(await screen.findByTestId('failed-changes-empty')).toBeTruthy();
  });

  it('describes each rejected change with its reason', async () => {
    await db.failedMutations.bulkPut([
      failed({}),
      failed({
        id: uuid(901),
        name: 'basket.create',
        args: { id: uuid(5), lieferkundeNr: 1, label: 'Monatsbestellung' },
        failedAt: '2026-03-10T10:02:00.000Z',
        message: 'Keine Berechtigung',
      }),
    ]);
    render(<FailedChangesPage />);
    const items = await screen.findAllByTestId('failed-change');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Warenkorb „Monatsbestellung“ anlegen',
      'Menge ändern auf 5 – Warenkorb „Wochenbestellung“',
    ]);
    expect(screen.getByText('Die Position existiert nicht mehr.')).toBeTruthy();
  });

  it('"Verwerfen" asks first, then removes the change', async () => {
    await db.failedMutations.put(failed({}));
    render(<FailedChangesPage />);
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Verwerfen: Menge ändern auf 5 – Warenkorb „Wochenbestellung“',
      }),
    );
    expect(await screen.findByText(/wird endgültig verworfen/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ja' }));
    await waitFor(async () => expect(await db.failedMutations.count()).toBe(0));
    expect(await screen.findByTestId('failed-changes-empty')).toBeTruthy();
  });

  it('"Erneut senden" puts the change back into the outbox', async () => {
    await db.failedMutations.put(failed({}));
    render(<FailedChangesPage />);
    fireEvent.click(await screen.findByRole('button', { name: /^Erneut senden/ }));
    await waitFor(async () => expect(await db.failedMutations.count()).toBe(0));
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ name: 'basket.setQuantity', args: { quantity: 5 } });
  });
});
