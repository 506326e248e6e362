// The rules of enclosed shipping (Beipackanmeldung, issue 15) that the screen, the client half
// and the server share: the two variants and who may use them, the kinds, tours, bounds, and
// which status allows a cancel.
import { addDays } from '../../src/api/days';

/** The role of the full enclosed shipping: every kind to any site. */
export const ROLE_ENCLOSED = 'Beipackanmeldung';
/** The role of the narrow variant: documents to the wholesaler's site only. */
export const ROLE_SITE_DOCUMENTS = 'Beipackanmeldung Dokumente an Betriebsstätte';

/** 'enclosed': the full announcement; 'siteDocuments': documents to a Betriebsstätte. */
export const VARIANTS = ['enclosed', 'siteDocuments'] as const;
export type ShippingVariant = (typeof VARIANTS)[number];

export const SHIPMENT_KINDS = [
  'documents',
  'returnDocuments',
  'samples',
  'prescriptions',
  'other',
] as const;
export type ShipmentKind = (typeof SHIPMENT_KINDS)[number];

/** The kinds each variant may announce. */
export const KINDS_OF: Readonly<Record<ShippingVariant, readonly ShipmentKind[]>> = {
  enclosed: SHIPMENT_KINDS,
  siteDocuments: ['documents'],
};

export const TOURS = ['morning', 'midday', 'evening'] as const;
export type Tour = (typeof TOURS)[number];

/** angemeldet → abgeholt → zugestellt (by the wholesaler); storniert by the pharmacy. */
export const SHIPMENT_STATES = ['announced', 'collected', 'delivered', 'cancelled'] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

export const PACKAGES_MIN = 1;
export const PACKAGES_MAX = 99;
export const DESCRIPTION_MAX = 200;
export const NOTE_MAX = 500;
export const SITE_ID_MAX = 8;
/** How far ahead a tour may be wished. */
export const DAYS_AHEAD_MAX = 60;

export interface Principal {
  readonly roles: readonly string[];
}

/** The variants a user may announce: both with the full role, else only the documents one. */
export function variantsOf(user: Principal): ShippingVariant[] {
  if (user.roles.includes(ROLE_ENCLOSED)) return [...VARIANTS];
  if (user.roles.includes(ROLE_SITE_DOCUMENTS)) return ['siteDocuments'];
  return [];
}

export const mayCancel = (state: ShipmentState) => state === 'announced';

/** Whether a wished tour day lies between today and DAYS_AHEAD_MAX days ahead. */
export function tourDayProblem(day: string, today: string): 'past' | 'tooFar' | null {
  if (day < today) return 'past';
  if (day > addDays(today, DAYS_AHEAD_MAX)) return 'tooFar';
  return null;
}
