import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userDb } from '../../../src/db/runtime';
import type { PortalDb } from '../../../src/db/schema';
import { QuantityField } from '../../../modules/shop/ui/baskets/QuantityField';
import { basket, basketRow, freshDb, uuid } from '../db/support';

let db: PortalDb;

beforeEach(async () => {
  db = await freshDb();
  await db.baskets.put(basket());
  await db.basketRows.put(basketRow({ quantity: 2 }));
  userDb.current.set(db);
});

afterEach(() => {
  userDb.current.set(null);
  db.close();
});

const field = () => screen.getByRole('textbox', { name: 'Menge für PZN 1234567' });
const stored = async () => (await db.basketRows.get(uuid(200)))?.quantity;

describe('QuantityField', () => {
  it('Enter saves a valid quantity through the outbox', async () => {
    render(<QuantityField rowId={uuid(200)} quantity={2} what="PZN 1234567" />);
    fireEvent.change(field(), { target: { value: '5' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(async () => expect(await stored()).toBe(5));
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      name: 'basket.setQuantity',
      args: { rowId: uuid(200), quantity: 5 },
    });
  });

  it('an invalid quantity shows a German message at the field and saves nothing', async () => {
    render(<QuantityField rowId={uuid(200)} quantity={2} what="PZN 1234567" />);
    fireEvent.change(field(), { target: { value: '10000' } });
    fireEvent.blur(field());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Die Menge darf höchstens 9999 sein.',
    );
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect((field() as HTMLInputElement).value).toBe('10000');
    expect(await db.outbox.count()).toBe(0);
    expect(await stored()).toBe(2);
  });

  it('+ and - step the quantity', async () => {
    render(<QuantityField rowId={uuid(200)} quantity={2} what="PZN 1234567" />);
    fireEvent.click(screen.getByRole('button', { name: 'Menge erhöhen: PZN 1234567' }));
    await waitFor(async () => expect(await stored()).toBe(3));
  });

  it('the minus button is disabled at 1', () => {
    render(<QuantityField rowId={uuid(200)} quantity={1} what="PZN 1234567" />);
    expect(
      (screen.getByRole('button', { name: 'Menge verringern: PZN 1234567' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });
});
