// The customer settings form's rules (German field messages) and the user menu's role decision
// (SPEC 6: the entry for role Kundeneinstellungen, the screen for role Kunde).
import { describe, expect, it } from 'vitest';
import { showsCustomerSettingsEntry } from '../../../src/api/access';
import { CustomerSettings } from '../../../modules/customerSettings/contract';
import { DEFAULT_CUSTOMER_SETTINGS } from '../../../modules/customerSettings/rules';
import {
  noteCharactersLeft,
  normalizeSettings,
  testableEmail,
  validateCustomerSettings,
} from '../../../modules/customerSettings/ui/customerSettingsForm';
import { customerSettingsDe } from '../../../modules/customerSettings/texts.de';

const m = customerSettingsDe.validation;
const with_ = (change: Partial<typeof DEFAULT_CUSTOMER_SETTINGS>) => ({
  ...DEFAULT_CUSTOMER_SETTINGS,
  ...change,
});

describe('customer settings form', () => {
  it('accepts the defaults and filled, valid values', () => {
    expect(validateCustomerSettings(DEFAULT_CUSTOMER_SETTINGS)).toEqual({});
    expect(
      validateCustomerSettings(
        with_({
          confirmationEmail: ' bestellung@apotheke.at ',
          orderNote: 'x'.repeat(200),
          contactPhone: '+43 1 2345678',
        }),
      ),
    ).toEqual({});
  });

  it('names each invalid field in German', () => {
    expect(validateCustomerSettings(with_({ confirmationEmail: 'apotheke.at' }))).toEqual({
      confirmationEmail: m.invalidEmail,
    });
    expect(
      validateCustomerSettings(with_({ confirmationEmail: `${'a'.repeat(96)}@b.at` })),
    ).toEqual({ confirmationEmail: m.emailTooLong(100) });
    expect(validateCustomerSettings(with_({ orderNote: 'x'.repeat(201) }))).toEqual({
      orderNote: m.noteTooLong(200),
    });
    expect(validateCustomerSettings(with_({ contactPhone: '01 2345678' }))).toEqual({
      contactPhone: m.invalidPhone,
    });
    expect(m.invalidPhone).toContain('Ländervorwahl');
  });

  it('agrees with the server contract on what it accepts', () => {
    const samples = [
      with_({ confirmationEmail: 'a@b.at', contactPhone: '+43 664 1234567' }),
      with_({ confirmationEmail: 'a@b' }),
      with_({ contactPhone: '+43 ab' }),
      with_({ orderNote: 'y'.repeat(201) }),
    ];
    for (const sample of samples) {
      const formValid = Object.keys(validateCustomerSettings(sample)).length === 0;
      expect(CustomerSettings.safeParse(normalizeSettings(sample)).success).toBe(formValid);
    }
  });

  it('trims before saving, counts the note and offers a test only for a valid address', () => {
    expect(normalizeSettings(with_({ confirmationEmail: ' a@b.at ' })).confirmationEmail).toBe(
      'a@b.at',
    );
    expect(noteCharactersLeft('  abc  ')).toBe(197);
    expect(testableEmail(DEFAULT_CUSTOMER_SETTINGS)).toBeNull();
    expect(testableEmail(with_({ confirmationEmail: 'kein' }))).toBeNull();
    expect(testableEmail(with_({ confirmationEmail: ' a@b.at' }))).toBe('a@b.at');
  });
});

describe("the user menu's 'Kunden-Einstellungen' entry", () => {
  const user = (roles: string[]) => ({ roles, features: [] });
  it('shows for Kundeneinstellungen with role Kunde, only when a delivery customer is set', () => {
    expect(showsCustomerSettingsEntry(user(['User', 'Kunde', 'Kundeneinstellungen']), true)).toBe(
      true,
    );
    expect(showsCustomerSettingsEntry(user(['User', 'Kunde', 'Kundeneinstellungen']), false)).toBe(
      false,
    );
  });
  it('never leads to a refused screen, and needs the menu role', () => {
    expect(showsCustomerSettingsEntry(user(['User', 'Kundeneinstellungen']), true)).toBe(false);
    expect(showsCustomerSettingsEntry(user(['User', 'Kunde']), true)).toBe(false);
  });
});
