// Baskets (Warenkorb) and wish lists (Merkliste) share their screens; this maps a kind to its
// texts and routes.
import type { ListKind } from '../../contract';
import { de } from '../../../../src/i18n/de';

export const LIST_ROUTES = {
  warenkorb: { overview: '/shop/warenkoerbe', item: '/shop/warenkorb/$id' },
  merkliste: { overview: '/shop/merklisten', item: '/shop/merkliste/$id' },
} as const satisfies Record<ListKind, { overview: string; item: string }>;

export const listTexts = (kind: ListKind) => de.baskets.kind[kind];

/** Only baskets are ordered; wish lists hand rows to a basket. */
export const canOrder = (kind: ListKind): boolean => kind === 'warenkorb';

/** SPEC 1: basket AND wish-list rows support the availability check (issue 13 item 10). */
const AVAILABILITY_CHECK = { warenkorb: true, merkliste: true } as const satisfies Record<
  ListKind,
  boolean
>;
export const checksAvailability = (kind: ListKind): boolean => AVAILABILITY_CHECK[kind];
