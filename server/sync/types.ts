// Shared types of the sync server: the transaction handle, a mutation's context, and the
// Rejection a handler throws to refuse a mutation with a recorded, German reason.
import { REJECTION } from '../../src/api/sync.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from '../services/clock.ts';
import type { UserRow } from '../services/sessions.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface MutationContext {
  user: UserRow;
  clock: Clock;
  /** Per push request: whether the user may act for a delivery customer, by its number. */
  mayActFor: Map<number, boolean>;
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
  idTaken: 'Diese Kennung ist bereits vergeben.',
  noteHasNoQuantity: 'Eine Notizzeile hat keine Menge.',
} as const;

export const rejectInvalid = (message: string = REJECTION_MESSAGES.invalidArgs) =>
  new Rejection(REJECTION.invalidArgs, message);
export const rejectNotFound = (message: string) => new Rejection(REJECTION.notFound, message);
export const rejectForbidden = (message: string) => new Rejection(REJECTION.forbidden, message);
export const rejectForeign = (message: string = REJECTION_MESSAGES.foreignBasket) =>
  new Rejection(REJECTION.foreignCustomer, message);
