// SPEC 2 "Help button: hidden on shop pages except cart, cart list, wish list, wish-list list and
// orders pages" (issue 13 item 4).
import { describe, expect, it } from 'vitest';
import { showsHelpButton } from '../../../app/client/shell/helpVisibility';

const ID = '3f1c2b7e-8a4d-4e21-9b6a-0c5d7e8f9a10';

describe('help button visibility', () => {
  it.each([
    '/',
    '/dashboard',
    '/menu',
    '/settings',
    '/customer-settings',
    '/notifications',
    '/analytics/documents',
    '/enrollment/return',
    '/admin',
    '/lieferkunden',
    '/shopping', // not below /shop
  ])('shows on %s', (path) => {
    expect(showsHelpButton(path)).toBe(true);
  });

  it.each([
    '/shop/warenkorb',
    `/shop/warenkorb/${ID}`,
    '/shop/warenkoerbe',
    '/shop/warenkoerbe/',
    `/shop/merkliste/${ID}`,
    '/shop/merklisten',
    '/shop/bestellungen',
  ])('shows on the shop page %s (cart, lists, orders)', (path) => {
    expect(showsHelpButton(path)).toBe(true);
  });

  it.each([
    '/shop',
    '/shop/',
    '/shop/artikel/1234567',
    '/shop/merkliste',
    `/shop/warenkorb/${ID}/extra`,
    '/shop/bestellungen/alt',
  ])('is hidden on the other shop page %s', (path) => {
    expect(showsHelpButton(path)).toBe(false);
  });
});
