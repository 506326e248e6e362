// SPEC 5 "Registration form" and "Registration e-mail": every field rule with its exact message,
// and the same verdict as the server's zod contract for the same values.
import { describe, expect, it } from 'vitest';
import { RegistrationBody } from '../../../src/api/registration';
import { COUNTRY_CODES, REGISTRATION_MAX } from '../../../src/api/registrationRules';
import {
  EMPTY_REGISTRATION,
  checkableEmail,
  companyNameNotice,
  toRequest,
  validateRegistration,
  type RegisterValues,
} from '../../../src/features/register/registerForm';
import { loginErrorMessage } from '../../../src/features/auth/loginForm';
import { HttpError } from '../../../src/worker/http';

const REQUIRED = 'Wird benötigt!';
const CHARSET = 'Es sind unerlaubte Zeichen enthalten. Es wird nur ISO-8859-1 unterstützt.';
const context = { countryCodes: [...COUNTRY_CODES], configRequired: true };
const INTERESTS = ['Newsletter', 'Aktionen und Angebote'];

const VALID: RegisterValues = {
  ...EMPTY_REGISTRATION,
  is_customer: true,
  company_name: 'Löwen-Apotheke',
  company_uid: 'ATU13585627',
  firstname: 'Jürgen',
  lastname: 'Öztürk-Müller',
  street: 'Hauptstraße',
  housenr: '12a',
  plz: '1010',
  city: 'Wien',
  telnr: '+43 1 2345678',
  mail: 'jm@example.at',
  password: 'Sicher#2026',
  agb: true,
  dsgvo: true,
  config_accepted: true,
  interests: { Newsletter: true },
};

const errorsOf = (changes: Partial<RegisterValues>, ctx = context) =>
  validateRegistration({ ...VALID, ...changes }, ctx);

/** The server's verdict on what the form would send. */
const serverAccepts = (values: RegisterValues) =>
  RegistrationBody.safeParse({
    ...toRequest(values, INTERESTS),
    agb: values.agb,
    dsgvo: values.dsgvo,
  }).success;

describe('the registration form (SPEC 5)', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(VALID, context)).toEqual({});
  });

  it("marks every required field 'Wird benötigt!', both checkboxes and the customer choice", () => {
    const errors = validateRegistration(EMPTY_REGISTRATION, context);
    expect(errors).toEqual({
      is_customer: REQUIRED,
      company_uid: REQUIRED,
      firstname: REQUIRED,
      lastname: REQUIRED,
      street: REQUIRED,
      housenr: REQUIRED,
      plz: REQUIRED,
      city: REQUIRED,
      telnr: REQUIRED,
      mail: REQUIRED,
      password: REQUIRED,
      agb: REQUIRED,
      dsgvo: REQUIRED,
      config_accepted: REQUIRED,
    });
    expect(errorsOf({ firstname: '   ' }).firstname).toBe(REQUIRED);
  });

  it('lets an empty company name pass, but shows it as required', () => {
    expect(errorsOf({ company_name: '' })).toEqual({});
    expect(companyNameNotice({ ...VALID, company_name: '' })).toBe(REQUIRED);
    expect(companyNameNotice(VALID)).toBeUndefined();
    expect(errorsOf({ company_name: 'Apotheke & Co' }).company_name).toBe(CHARSET);
  });

  it.each(['company_name', 'firstname', 'lastname', 'street', 'housenr', 'city'] as const)(
    '%s allows letters, digits, space, hyphen and Latin-1 accents only',
    (field) => {
      expect(errorsOf({ [field]: 'Àéßÿ Ø-1' })[field]).toBeUndefined();
      for (const bad of ['a.b', 'a/b', 'a&b', '<b>', 'Łódź', 'a_b', 'a×b', 'x€']) {
        expect(errorsOf({ [field]: bad })[field], bad).toBe(CHARSET);
      }
    },
  );

  it('plz allows letters and digits only', () => {
    expect(errorsOf({ plz: 'A1010' }).plz).toBeUndefined();
    expect(errorsOf({ plz: '10 10' }).plz).toBe(CHARSET);
    expect(errorsOf({ plz: '10-10' }).plz).toBe(CHARSET);
  });

  it('telnr allows plus and spaces and needs the country code', () => {
    expect(errorsOf({ telnr: '+43 1 2345678' }).telnr).toBeUndefined();
    expect(errorsOf({ telnr: '+4912345678' }).telnr).toBeUndefined();
    expect(errorsOf({ telnr: '+43 1/2345678' }).telnr).toBe(CHARSET);
    expect(errorsOf({ telnr: '+43-1-2345678' }).telnr).toBe(CHARSET);
    const countryCode = 'Bitte mit Ländervorwahl angeben, z. B. +43 1 2345678!';
    expect(errorsOf({ telnr: '01 2345678' }).telnr).toBe(countryCode);
    expect(errorsOf({ telnr: '0043 1 2345678' }).telnr).toBe(countryCode);
    expect(errorsOf({ telnr: '+43' }).telnr).toBe(countryCode);
  });

  it('enforces the maximum lengths, the larger reading for housenr (20) and telnr (30)', () => {
    const cases: [keyof typeof REGISTRATION_MAX, string][] = [
      ['company_name', 'A'],
      ['firstname', 'A'],
      ['lastname', 'A'],
      ['street', 'A'],
      ['housenr', '1'],
      ['plz', '1'],
      ['city', 'A'],
    ];
    for (const [field, char] of cases) {
      const max = REGISTRATION_MAX[field];
      expect(errorsOf({ [field]: char.repeat(max) })[field], field).toBeUndefined();
      expect(errorsOf({ [field]: char.repeat(max + 1) })[field], field).toBe(`Max ${max} Zeichen`);
    }
    expect(REGISTRATION_MAX.housenr).toBe(20);
    expect(REGISTRATION_MAX.telnr).toBe(30);
    expect(errorsOf({ telnr: `+43 ${'1'.repeat(26)}` }).telnr).toBeUndefined();
    expect(errorsOf({ telnr: `+43 ${'1'.repeat(27)}` }).telnr).toBe('Max 30 Zeichen');
    expect(errorsOf({ company_uid: 'ATU13585627 000' }).company_uid).toBe('Max 14 Zeichen');
    expect(errorsOf({ mail: `${'a'.repeat(95)}@x.at` }).mail).toBeUndefined();
    expect(errorsOf({ mail: `${'a'.repeat(96)}@x.at` }).mail).toBe('Max 100 Zeichen');
  });

  it("checks the UID's format and check digit", () => {
    expect(errorsOf({ company_uid: 'DE136695976' }).company_uid).toBeUndefined();
    expect(errorsOf({ company_uid: 'ATU13585626' }).company_uid).toBe('Ungültige UID-Nummer!');
    expect(errorsOf({ company_uid: 'DE136695975' }).company_uid).toBe('Ungültige UID-Nummer!');
    expect(errorsOf({ company_uid: '12345678' }).company_uid).toBe('Ungültige UID-Nummer!');
  });

  it("password: 8 to 30 letters, digits and specials, else 'Ungültig!'", () => {
    for (const ok of ['abcdefgh', 'Ab1#Ab1#', `A${'b'.repeat(29)}`, 'Äpfel#2026', '(){}[]:.']) {
      expect(errorsOf({ password: ok }).password, ok).toBeUndefined();
    }
    for (const bad of [
      'Ab1#Ab1',
      `A${'b'.repeat(30)}`,
      'Sicher 2026',
      'Sicher<2026>',
      'Passwort€1',
    ]) {
      expect(errorsOf({ password: bad }).password, bad).toBe('Ungültig!');
    }
  });

  it('e-mail: required, then the pattern; only a valid one is checked for existence', () => {
    expect(errorsOf({ mail: 'keine-adresse' }).mail).toBe('Ungültige E-Mail Adresse!');
    expect(errorsOf({ mail: 'a<b@example.at>' }).mail).toBe('Ungültige E-Mail Adresse!');
    expect(checkableEmail('')).toBeNull();
    expect(checkableEmail('keine-adresse')).toBeNull();
    expect(checkableEmail(' Jm@Example.AT ')).toBe('jm@example.at');
  });

  it('needs the acknowledgement only when the config requires it', () => {
    expect(errorsOf({ config_accepted: false }).config_accepted).toBe(REQUIRED);
    expect(errorsOf({ config_accepted: false }, { ...context, configRequired: false })).toEqual({});
  });

  it('accepts only a country of the settings (AT by default)', () => {
    expect(EMPTY_REGISTRATION.country).toBe('AT');
    expect(errorsOf({ country: 'FR' }).country).toBe('Bitte ein Land auswählen!');
  });

  it('sends trimmed values, the normalized UID and a flag for every interest', () => {
    const body = toRequest(
      { ...VALID, firstname: ' Jürgen ', company_uid: 'atu 13585627' },
      INTERESTS,
    );
    expect(body.firstname).toBe('Jürgen');
    expect(body.company_uid).toBe('ATU13585627');
    expect(body.interests).toEqual({ Newsletter: true, 'Aktionen und Angebote': false });
  });
});

describe('the same verdict as the server', () => {
  const samples: Partial<RegisterValues>[] = [
    {},
    { company_name: '' },
    { company_name: 'A&B' },
    { firstname: 'Anna.' },
    { housenr: '1'.repeat(20) },
    { housenr: '1'.repeat(21) },
    { telnr: '01 234567' },
    { telnr: `+43 ${'1'.repeat(26)}` },
    { company_uid: 'ATU13585626' },
    { company_uid: 'de136695976' },
    { mail: 'a;b@example.at' },
    { password: 'kurz' },
    { password: 'Äpfel#2026' },
    { plz: '1010 ' },
    { city: 'Wień' },
    { agb: false },
    { dsgvo: false },
  ];
  it.each(samples)('agrees on %o', (changes) => {
    const values = { ...VALID, ...changes };
    const clientOk = Object.keys(validateRegistration(values, context)).length === 0;
    expect(serverAccepts(values)).toBe(clientOk);
  });
});

describe('the login before approval', () => {
  it("shows the server's message, not 'Zugangsdaten falsch!'", () => {
    const pending =
      'Ihre Registrierung wird noch geprüft. Sie erhalten eine E-Mail, sobald Ihr Zugang freigeschaltet ist.';
    expect(loginErrorMessage(new HttpError(403, 'registration_pending', pending, true))).toBe(
      pending,
    );
  });
});
