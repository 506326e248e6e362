// The contract of the customer settings (SPEC 3 "Customer settings": one object saved as a whole;
// SPEC 7 "Customer settings: get, set (whole object), test (two arguments)"). The settings belong
// to the pharmacy (KundeNr), not to a user; the server decides the KundeNr from the session.
// Every string is bounded; the objects are strict (an unknown field is a 400, not ignored).
import { z } from 'zod';
import {
  CUSTOMER_SETTINGS_LIMITS,
  EMAIL_PATTERN,
  isConfirmationEmail,
  isContactPhone,
  type CustomerSettingsValue,
} from './rules';

export * from './rules';
import { endpoint } from '../../src/api/endpoint';
import { API } from '../../src/api/paths';

const Channels = z.strictObject({ email: z.boolean(), push: z.boolean() });

export const CustomerSettings = z.strictObject({
  confirmationEmail: z
    .string()
    .max(CUSTOMER_SETTINGS_LIMITS.confirmationEmailMax)
    .refine(isConfirmationEmail),
  orderNote: z.string().max(CUSTOMER_SETTINGS_LIMITS.orderNoteMax),
  contactPhone: z.string().max(CUSTOMER_SETTINGS_LIMITS.contactPhoneMax).refine(isContactPhone),
  notifications: z.strictObject({
    orderConfirmed: Channels,
    backorderDelivered: Channels,
    newDocuments: Channels,
  }),
  autoSendPrimaryBasket: z.boolean(),
}) satisfies z.ZodType<CustomerSettingsValue>;
export type CustomerSettings = z.infer<typeof CustomerSettings>;

/** The stored object of a customer, with who saved it last (null: never saved, the defaults). */
export const CustomerSettingsAnswer = z.object({
  kundeNr: z.number().int(),
  settings: CustomerSettings,
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type CustomerSettingsAnswer = z.infer<typeof CustomerSettingsAnswer>;

/**
 * Set: the whole object, and the updatedAt it was based on (null when the defaults were shown).
 * When someone else saved in between, the answer is ok false with the stored state (SPEC 8
 * 'Fehler!'); saving again with that updatedAt overwrites it deliberately.
 */
export const SaveCustomerSettingsBody = z.strictObject({
  settings: CustomerSettings,
  baseUpdatedAt: z.string().max(40).nullable(),
});
export type SaveCustomerSettingsBody = z.infer<typeof SaveCustomerSettingsBody>;

export const SaveCustomerSettingsAnswer = z.object({
  ok: z.boolean(),
  current: CustomerSettingsAnswer,
});
export type SaveCustomerSettingsAnswer = z.infer<typeof SaveCustomerSettingsAnswer>;

/** Test (two arguments): which setting, and the value to test (the form's, saved or not). */
export const CUSTOMER_SETTING_TESTS = ['confirmationEmail'] as const;
export const TestCustomerSettingBody = z.strictObject({
  setting: z.enum(CUSTOMER_SETTING_TESTS),
  value: z.string().min(1).max(CUSTOMER_SETTINGS_LIMITS.confirmationEmailMax).regex(EMAIL_PATTERN),
});
export type TestCustomerSettingBody = z.infer<typeof TestCustomerSettingBody>;

export const TestCustomerSettingAnswer = z.object({ to: z.string() });

/** SPEC 7's calls of the customer settings (the screen shows its own errors). */
export const CUSTOMER_SETTINGS_ENDPOINTS = {
  /** Get: the pharmacy's object. */
  customerSettings: endpoint({
    method: 'GET',
    path: API.customerSettings,
    access: { area: 'customerSettings' },
    answer: CustomerSettingsAnswer,
    silent: true,
  }),
  /** Set: the whole object; ok false when someone saved since. */
  saveCustomerSettings: endpoint({
    method: 'PUT',
    path: API.customerSettings,
    access: { area: 'customerSettings' },
    body: SaveCustomerSettingsBody,
    answer: SaveCustomerSettingsAnswer,
    silent: true,
  }),
  /** Test (two arguments): which setting, with which value. */
  testCustomerSetting: endpoint({
    method: 'POST',
    path: API.customerSettingsTest,
    access: { area: 'customerSettings' },
    body: TestCustomerSettingBody,
    answer: TestCustomerSettingAnswer,
    silent: true,
  }),
};
