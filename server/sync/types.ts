// Shared types of the sync server: a mutation's context, and the Rejection a handler throws to
// refuse a mutation with a recorded, German reason. The transaction handle lives with the database
// (server/db/client.ts), so services below the sync use it too; it is handed on here.
import { REJECTION } from '../../src/api/sync.ts';
import { LIST_ROWS_MAX } from '../../src/api/quantity.ts';
import type { Tx } from '../db/client.ts';
import type { Clock } from '../services/clock.ts';
import type { UserRow } from '../services/sessions.ts';

export type { Tx };

export interface MutationContext {
  user: UserRow;
  /** The admin impersonating the user and that impersonation's audit record, if any. */
  impersonation: { readonly id: string; readonly adminId: string } | null;
  clock: Clock;
  /** Per push request: whether the user may act for a delivery customer, by its number. */
  mayActFor: Map<number, boolean>;
  /** The customers whose scope the running mutation locked (for the acting-as audit). */
  actedFor?: Set<number>;
  /**
   * Per push batch (one transaction): the customer scopes an applied mutation of it locked. The
   * lock is held until the commit, so later mutations of the batch skip taking it again. A
   * rejected mutation's locks are not here: rolling back its savepoint released them.
   */
  heldScopes?: Set<string>;
  /** The customer scopes the running mutation locked; joins heldScopes once it is applied. */
  lockedNow?: Set<string>;
}

export type RejectionCode = (typeof REJECTION)[keyof typeof REJECTION];

export class Rejection extends Error {
  constructor(
    readonly code: RejectionCode,
    message: string,
  ) {
    super(message);
  }
}

/** The German reasons of rejected mutations (shown in 'Nicht übertragene Änderungen'). */
export const REJECTION_MESSAGES = {
  invalidArgs: 'Ungültige Angaben für diese Änderung.',
  serverError: 'Serverfehler bei dieser Änderung',
  alreadySettled: 'Diese Änderung wurde bereits übertragen.',
  quantity: 'Menge muss zwischen 1 und 9999 liegen.',
  unknownMutation: 'Diese Änderung kennt der Server nicht.',
  needsAuftrag: 'Keine Berechtigung: Bestellen ist für Ihr Konto nicht freigeschaltet.',
  needsUser: 'Keine Berechtigung für diese Aktion.',
  ownerOnly: 'Nur der Ersteller dieses Warenkorbs kann das ändern.',
  basketNotFound: 'Warenkorb nicht gefunden.',
  rowNotFound: 'Position nicht gefunden.',
  notificationNotFound: 'Benachrichtigung nicht gefunden.',
  foreignBasket: 'Dieser Warenkorb gehört zu einem anderen Kunden.',
  foreignCustomer: 'Für diesen Lieferkunden dürfen Sie keinen Warenkorb anlegen.',
  /** The customer was taken from the user after the change was made (issue 26). */
  customerNotAssigned: 'Kunde nicht mehr zugeordnet',
  idTaken: 'Diese Kennung ist bereits vergeben.',
  noteHasNoQuantity: 'Eine Notizzeile hat keine Menge.',
  wrongCheckDigit: (pzn: string) => `Die PZN ${pzn} ist ungültig (falsche Prüfziffer).`,
  notInCatalogue: (pzns: readonly string[]) =>
    pzns.length === 1
      ? `Artikel mit PZN ${pzns[0]} ist nicht im Sortiment.`
      : `Artikel mit PZN ${germanList(pzns)} sind nicht im Sortiment.`,
  listFull: `Eine Liste darf höchstens ${thousands(LIST_ROWS_MAX)} Positionen haben.`,
  duplicateRowIds: 'Dieselbe Positionskennung kommt mehrfach vor.',
  transferOtherCustomer:
    'Positionen lassen sich nur zwischen Listen desselben Lieferkunden übertragen.',
  orderEmpty: 'Der Warenkorb ist leer.',
  orderTooManyRows: `Ein Auftrag darf höchstens ${thousands(LIST_ROWS_MAX)} Positionen haben.`,
  orderFromWishList:
    'Eine Merkliste kann nicht bestellt werden. Übernehmen Sie die Artikel zuerst in einen Warenkorb.',
  orderQuantity: (position: number) =>
    `Position ${position}: Menge muss zwischen 1 und 9999 liegen.`,
} as const;

function thousands(n: number) {
  return new Intl.NumberFormat('de-DE').format(n);
}

/** 'a', 'a und b', 'a, b und c'; beyond five items 'a, b, c, d, e und 7 weitere'. */
function germanList(items: readonly string[]) {
  const shown = items.length > 5 ? [...items.slice(0, 5), `${items.length - 5} weitere`] : items;
  return shown.length < 2
    ? shown.join('')
    : `${shown.slice(0, -1).join(', ')} und ${shown.at(-1) ?? ''}`;
}

export const rejectInvalid = (message: string = REJECTION_MESSAGES.invalidArgs) =>
  new Rejection(REJECTION.invalidArgs, message);
export const rejectNotFound = (message: string) => new Rejection(REJECTION.notFound, message);
export const rejectForbidden = (message: string) => new Rejection(REJECTION.forbidden, message);
export const rejectOrder = (message: string) => new Rejection(REJECTION.orderRefused, message);
export const rejectForeign = (message: string = REJECTION_MESSAGES.foreignBasket) =>
  new Rejection(REJECTION.foreignCustomer, message);
export const rejectNotAssigned = () =>
  new Rejection(REJECTION.customerNotAssigned, REJECTION_MESSAGES.customerNotAssigned);
