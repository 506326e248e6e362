// The customer settings' shape, limits and defaults without zod (SPEC 3 "Customer settings"):
// the screen's form (valibot) and the contract (zod, modules/customerSettings/contract.ts) share them.
// The header-safe e-mail pattern of the registration: a test mail goes to this address.
import { EMAIL_PATTERN, TELNR_FORMAT } from '../../src/api/registrationRules';

export const CUSTOMER_SETTINGS_LIMITS = {
  confirmationEmailMax: 100,
  orderNoteMax: 200,
  contactPhoneMax: 30,
} as const;

/** The notifications that may also go out by e-mail or push (SPEC leaves the kinds open). */
export const NOTIFICATION_KINDS = ['orderConfirmed', 'backorderDelivered', 'newDocuments'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationChannels {
  email: boolean;
  push: boolean;
}

export interface CustomerSettingsValue {
  /** Where order confirmations go; '' means the ordering user's own address. */
  confirmationEmail: string;
  /** Printed on every order of the pharmacy. */
  orderNote: string;
  /** A second number for questions about an order; '' when none. */
  contactPhone: string;
  notifications: Record<NotificationKind, NotificationChannels>;
  /** Send the primary basket at the tour's cut-off (tours come later: stored only). */
  autoSendPrimaryBasket: boolean;
}

export { EMAIL_PATTERN };

/** Whether a value is empty or a valid address. */
export const isConfirmationEmail = (value: string) => value === '' || EMAIL_PATTERN.test(value);
/** Whether a value is empty or a phone number with country code ('+43 1 234567'). */
export const isContactPhone = (value: string) => value === '' || TELNR_FORMAT.test(value);

/** What a pharmacy gets before anyone saved: confirmations by e-mail, backorders by push. */
export const DEFAULT_CUSTOMER_SETTINGS: CustomerSettingsValue = {
  confirmationEmail: '',
  orderNote: '',
  contactPhone: '',
  notifications: {
    orderConfirmed: { email: true, push: false },
    backorderDelivered: { email: false, push: true },
    newDocuments: { email: false, push: false },
  },
  autoSendPrimaryBasket: false,
};
