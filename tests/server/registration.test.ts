// Self-registration and its approval (issue 12): every rule of the form again on the server
// (raw bodies, no client), the taken address, the text-only handling of markup, the login before
// the approval, the approval that creates a working login, the rejection with its reason, the
// mails through a real SMTP server, and who may call the admin routes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE } from '../../src/api/errors.ts';
import { API } from '../../src/api/paths.ts';
import type { AdminRegistrations, PendingRegistration } from '../../src/api/registration.ts';
import { REGISTRATION_MAX, REJECT_REASON_MAX } from '../../src/api/registrationRules.ts';
import { registerDe } from '../../src/i18n/register.de.ts';
import { MAIL_FROM_DEFAULT } from '../../server/config.ts';
import { registrations, userLieferkunden, users } from '../../server/db/schema.ts';
import { REGISTER_CONFIG } from '../../server/routes/registration.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { DEMO_REGISTRATIONS } from '../../server/seed/registrations.ts';
import { linkIn, startSmtpInbox, type SmtpInbox } from '../support/smtpInbox.ts';
import { client, createTestApp, type TestApp } from './support/testApp.ts';

const url = (path: string) => `/api${path}`;

let inbox: SmtpInbox;
let t: TestApp;
let counter = 0;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({
    config: { mail: { smtpUrl: inbox.url, from: MAIL_FROM_DEFAULT, outboxDir: '/nonexistent' } },
  });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

/** A complete, valid registration with an address of its own. */
function valid(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    is_customer: false,
    company_name: 'Löwen-Apotheke Müller',
    company_uid: 'ATU13585627',
    firstname: 'Anna',
    lastname: 'Müller',
    street: 'Hauptstraße',
    housenr: '12a',
    country: 'AT',
    plz: '1010',
    city: 'Wien',
    telnr: '+43 1 2345678',
    mail: `neu-${counter}-${Date.now()}@example.at`,
    password: 'Sicher#2026',
    agb: true,
    dsgvo: true,
    config_accepted: true,
    interests: { Newsletter: true, 'Aktionen und Angebote': false },
    ...overrides,
  };
}

const register = (body: unknown) => client(t.app).post(url(API.register), body);

describe('public settings and config', () => {
  it('lists the countries (AT first) and interests, and the acknowledgement', async () => {
    const settings = await client(t.app).get(url(API.registerSettings));
    expect(settings.statusCode).toBe(200);
    const body = settings.json<{
      countries: { code: string; label: string }[];
      interests: string[];
    }>();
    expect(body.countries.map((c) => c.code)).toEqual([
      'AT',
      'DE',
      'IT',
      'CH',
      'SI',
      'HU',
      'CZ',
      'SK',
      'LI',
    ]);
    expect(body.countries[0]).toEqual({ code: 'AT', label: 'Österreich' });
    expect(body.interests).toContain('Newsletter');
    const config = await client(t.app).get(url(API.registerConfig));
    expect(config.json()).toEqual(REGISTER_CONFIG);
    expect(REGISTER_CONFIG.required).toBe(true);
    expect(REGISTER_CONFIG.text.length).toBeGreaterThan(20);
  });
});

describe('POST /register validates every rule again', () => {
  const refused: [string, Record<string, unknown>][] = [
    ['company_name with a forbidden character', { company_name: 'Apotheke & Co' }],
    ['company_name too long', { company_name: 'A'.repeat(REGISTRATION_MAX.company_name + 1) }],
    ['company_uid missing', { company_uid: '' }],
    ['company_uid with a wrong check digit (AT)', { company_uid: 'ATU13585626' }],
    ['company_uid with a wrong check digit (DE)', { company_uid: 'DE136695975' }],
    ['company_uid too long', { company_uid: 'ATU13585627    1' }],
    ['firstname missing', { firstname: '' }],
    ['firstname blank', { firstname: '   ' }],
    ['firstname with markup', { firstname: '<b>Anna</b>' }],
    ['firstname too long', { firstname: 'A'.repeat(REGISTRATION_MAX.firstname + 1) }],
    ['lastname missing', { lastname: '' }],
    ['lastname too long', { lastname: 'M'.repeat(REGISTRATION_MAX.lastname + 1) }],
    ['street missing', { street: '' }],
    ['street with a dot', { street: 'Hauptstr.' }],
    ['street too long', { street: 'S'.repeat(REGISTRATION_MAX.street + 1) }],
    ['housenr missing', { housenr: '' }],
    ['housenr with a slash', { housenr: '12/3' }],
    ['housenr too long', { housenr: '1'.repeat(REGISTRATION_MAX.housenr + 1) }],
    ['country not in the list', { country: 'FR' }],
    ['plz missing', { plz: '' }],
    ['plz with a space', { plz: '10 10' }],
    ['plz too long', { plz: '1'.repeat(REGISTRATION_MAX.plz + 1) }],
    ['city missing', { city: '' }],
    ['city with a non-Latin-1 letter', { city: 'Wień' }],
    ['city too long', { city: 'W'.repeat(REGISTRATION_MAX.city + 1) }],
    ['telnr missing', { telnr: '' }],
    ['telnr without country code', { telnr: '01 2345678' }],
    ['telnr with a slash', { telnr: '+43 1/2345678' }],
    ['telnr too long', { telnr: `+43 ${'1'.repeat(REGISTRATION_MAX.telnr)}` }],
    ['mail missing', { mail: '' }],
    ['mail invalid', { mail: 'keine-adresse' }],
    ['mail too long', { mail: `${'a'.repeat(REGISTRATION_MAX.mail)}@example.at` }],
    ['password missing', { password: '' }],
    ['password too short', { password: 'Ab#12' }],
    ['password too long', { password: `Ab#${'1'.repeat(28)}` }],
    ['password with a space', { password: 'Sicher 2026!' }],
    ['password with a forbidden special', { password: 'Sicher<2026>' }],
    ['agb not accepted', { agb: false }],
    ['dsgvo not accepted', { dsgvo: false }],
    ['an unknown interest', { interests: { Lotto: true } }],
    ['is_customer not a boolean', { is_customer: 'ja' }],
    ['an unknown field', { admin: true }],
  ];
  it.each(refused)('refuses %s with 400', async (_label, overrides) => {
    const res = await register(valid(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: string }>().code).toBe(ERROR_CODE.validation);
  });

  it.each(['company_uid', 'firstname', 'plz', 'telnr', 'mail', 'password', 'agb', 'interests'])(
    'refuses a body without %s',
    async (field) => {
      const body = Object.fromEntries(Object.entries(valid()).filter(([key]) => key !== field));
      expect((await register(body)).statusCode).toBe(400);
    },
  );

  it('refuses a registration whose acknowledgement is not ticked, with a German message', async () => {
    const res = await register(valid({ config_accepted: false }));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(registerDe.server.configNotAccepted);
  });

  it('accepts the limits themselves, an empty company name, the larger readings and DE UIDs', async () => {
    const res = await register(
      valid({
        company_name: '',
        company_uid: 'DE136695976',
        country: 'DE',
        firstname: 'Ä'.repeat(REGISTRATION_MAX.firstname),
        housenr: '1'.repeat(REGISTRATION_MAX.housenr),
        telnr: `+49 ${'1'.repeat(REGISTRATION_MAX.telnr - 4)}`,
        password: `Ab#${'1'.repeat(27)}`,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(true);
  });
});

describe('storing a registration', () => {
  it('stores it pending with an argon2 hash only and mails the registrant', async () => {
    const body = valid({ mail: `Gross.Schreibung-${Date.now()}@Example.at` });
    const res = await register(body);
    expect(res.json()).toBe(true);
    const address = String(body.mail).toLowerCase();
    const [row] = await t.db.select().from(registrations).where(eq(registrations.email, address));
    expect(row?.status).toBe('pending');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain(String(body.password));
    expect(row?.interests).toEqual(['Newsletter']);
    expect(row?.companyUid).toBe('ATU13585627');
    const mail = await inbox.waitFor((m) => m.to.includes(address));
    expect(mail.subject).toBe(registerDe.mail.received.subject);
    expect(mail.text).toContain('Guten Tag Anna Müller,');
    expect(mail.text).toContain('prüfen sie');
    expect(mail.text).not.toContain(String(body.password));
  });

  it('refuses an address a user or a pending registration has, without the existence check', async () => {
    const before = await t.db.select().from(registrations);
    expect((await register(valid({ mail: DEMO_USERS.apotheke.email }))).json()).toBe(false);
    expect((await register(valid({ mail: DEMO_USERS.apotheke.email.toUpperCase() }))).json()).toBe(
      false,
    );
    expect((await register(valid({ mail: DEMO_REGISTRATIONS.neukunde.email }))).json()).toBe(false);
    const after = await t.db.select().from(registrations);
    expect(after).toHaveLength(before.length);
  });

  it('answers the existence check for users and pending registrations', async () => {
    const exists = (email: string) =>
      client(t.app)
        .post(url(API.registerTestUserExists), { email })
        .then((r) => r.json<{ BenutzerExistiert: boolean }>().BenutzerExistiert);
    expect(await exists(DEMO_USERS.admin.email)).toBe(true);
    expect(await exists(DEMO_REGISTRATIONS.bestandskunde.email.toUpperCase())).toBe(true);
    expect(await exists('niemand-hier@example.at')).toBe(false);
    const tooLong = await client(t.app).post(url(API.registerTestUserExists), {
      email: `${'a'.repeat(REGISTRATION_MAX.mail)}@x.at`,
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it.each([
    'company_name',
    'firstname',
    'lastname',
    'street',
    'housenr',
    'city',
    'plz',
    'telnr',
    'mail',
  ])(
    'refuses markup in %s: nothing is stored that a screen or a mail could interpret',
    async (field) => {
      const res = await register(valid({ [field]: '<img src=x onerror=alert(1)>' }));
      expect(res.statusCode).toBe(400);
    },
  );

  it('refuses addresses a mail header would read differently', async () => {
    for (const mail of ['a<b@example.at>', '"x"@example.at', 'a,b@example.at', 'a;b@example.at']) {
      expect((await register(valid({ mail }))).statusCode).toBe(400);
    }
  });
});

describe('login, approval and rejection', () => {
  async function adminClient() {
    const admin = client(t.app);
    await admin.login(DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    return admin;
  }
  async function pendingFor(email: string): Promise<PendingRegistration> {
    const list = (
      await (await adminClient()).get(url(API.adminRegistrations))
    ).json<AdminRegistrations>();
    const item = list.items.find((i) => i.mail === email);
    if (!item) throw new Error(`no pending registration for ${email}`);
    return item;
  }

  it('answers a login before the approval with the pending message, a wrong password as before', async () => {
    const { email, password } = DEMO_REGISTRATIONS.neukunde;
    const res = await client(t.app).post(url(API.login), { username: email, password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: ERROR_CODE.registrationPending,
      message: registerDe.login.pending,
    });
    const wrong = await client(t.app).post(url(API.login), {
      username: email,
      password: 'Falsch#2026',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json<{ code: string }>().code).toBe(ERROR_CODE.invalidCredentials);
  });

  it('lists the demo registrations with their data and the customer numbers', async () => {
    const admin = await adminClient();
    const res = await admin.get(url(API.adminRegistrations));
    expect(res.statusCode).toBe(200);
    const list = res.json<AdminRegistrations>();
    const demo = list.items.find((i) => i.id === DEMO_REGISTRATIONS.bestandskunde.id);
    expect(demo).toMatchObject({
      is_customer: true,
      company_uid: 'DE136695976',
      firstname: 'Jürgen',
      lastname: 'Moser',
      country: 'DE',
      telnr: '+49 8651 98765',
      mail: DEMO_REGISTRATIONS.bestandskunde.email,
    });
    expect(list.customers).toContainEqual({ kundeNr: 100100, label: 'Gruber Apotheken KG' });
    expect(list.customers.every((c) => c.kundeNr > 0)).toBe(true);
  });

  it('approves: a user with the chosen roles and the addresses of the customer, a mail with the login link, a working login', async () => {
    const body = valid();
    const email = String(body.mail);
    expect((await register(body)).json()).toBe(true);
    const pending = await pendingFor(email);
    const admin = await adminClient();

    const unknownCustomer = await admin.post(url(API.adminRegistrationApprove), {
      id: pending.id,
      kundeNr: 999_999,
      roles: [],
    });
    expect(unknownCustomer.statusCode).toBe(400);
    expect(unknownCustomer.json<{ message: string }>().message).toBe(
      registerDe.server.unknownCustomer,
    );
    const adminRole = await admin.post(url(API.adminRegistrationApprove), {
      id: pending.id,
      kundeNr: 100100,
      roles: ['Admin'],
    });
    expect(adminRole.statusCode).toBe(400);

    const res = await admin.post(url(API.adminRegistrationApprove), {
      id: pending.id,
      kundeNr: 100100,
      roles: ['Auftrag', 'Kunde'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mailSent: true });
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ displayName: 'Anna Müller', kundeNr: 100100, vertreter: false });
    expect(user?.roles).toEqual(['User', 'Kunde', 'Auftrag']);
    const links = await t.db
      .select()
      .from(userLieferkunden)
      .where(eq(userLieferkunden.userId, user?.id ?? ''));
    expect(links.map((l) => l.lieferkundeNr).sort()).toEqual([100101, 100102, 100103]);
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, pending.id));
    expect(row).toMatchObject({ status: 'approved', userId: user?.id });

    const mail = await inbox.waitFor(
      (m) => m.to.includes(email) && m.subject === registerDe.mail.approved.subject,
    );
    const loginPath = linkIn(mail, '/login');
    expect(loginPath).toBe('/login');
    expect(mail.text).toContain(`${t.config.publicUrl}/login`);

    // The user logs in with the password of the registration, and picks a delivery address.
    const userClient = client(t.app);
    const login = await userClient.login(email, String(body.password));
    expect(login.json<{ user: { benutzerandruckname: string } }>().user.benutzerandruckname).toBe(
      'Anna Müller',
    );
    const addresses = await userClient.get(url(`${API.lieferkunden}?limit=20`));
    expect(addresses.statusCode).toBe(200);
    // The general terms ticked at registration count as accepted; a pattern condition (the
    // cash book's terms) is met later, where it applies.
    const open = await userClient.get(url(API.conditions));
    const openCodes = open.json<{ items: { matchcode: string }[] }>().items.map((c) => c.matchcode);
    expect(openCodes).not.toContain('AGB');
    expect(openCodes).toContain('KASSABUCH');

    // Decided once: a second approval or a rejection is refused.
    const again = await admin.post(url(API.adminRegistrationApprove), {
      id: pending.id,
      kundeNr: 100100,
      roles: [],
    });
    expect(again.statusCode).toBe(409);
    const reject = await admin.post(url(API.adminRegistrationReject), {
      id: pending.id,
      reason: 'x',
    });
    expect(reject.statusCode).toBe(409);
  });

  it('rejects with a required reason that is mailed; the login then says so', async () => {
    const body = valid();
    const email = String(body.mail);
    expect((await register(body)).json()).toBe(true);
    const pending = await pendingFor(email);
    const admin = await adminClient();
    const empty = await admin.post(url(API.adminRegistrationReject), {
      id: pending.id,
      reason: '  ',
    });
    expect(empty.statusCode).toBe(400);
    const tooLong = await admin.post(url(API.adminRegistrationReject), {
      id: pending.id,
      reason: 'x'.repeat(REJECT_REASON_MAX + 1),
    });
    expect(tooLong.statusCode).toBe(400);

    const reason = 'Keine gültige Apothekenkonzession <b>nachgewiesen</b>.';
    const res = await admin.post(url(API.adminRegistrationReject), { id: pending.id, reason });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mailSent: true });
    const mail = await inbox.waitFor(
      (m) => m.to.includes(email) && m.subject === registerDe.mail.rejected.subject,
    );
    // Plain text as written; in the HTML part escaped, so the markup is shown, never applied.
    expect(mail.text).toContain(`Begründung: ${reason}`);
    const htmlPart = mail.raw.replace(/=\r?\n/g, '').split(/content-type: text\/html/i)[1] ?? '';
    expect(htmlPart).toContain('&#60;b&#62;nachgewiesen&#60;/b&#62;');
    expect(htmlPart).not.toContain('<b>nachgewiesen</b>');

    // The admin list shows it no more; the row keeps the reason as written.
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, pending.id));
    expect(row).toMatchObject({ status: 'rejected', rejectReason: reason });

    const login = await client(t.app).post(url(API.login), {
      username: email,
      password: body.password,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({
      code: ERROR_CODE.registrationRejected,
      message: registerDe.login.rejected,
    });
    // A rejected address may register again.
    expect((await register(valid({ mail: email }))).json()).toBe(true);
    const again = await client(t.app).post(url(API.login), {
      username: email,
      password: body.password,
    });
    expect(again.json<{ code: string }>().code).toBe(ERROR_CODE.registrationPending);
  });

  it('refuses the admin routes to non-admins (403) and visitors (401)', async () => {
    const pharmacy = client(t.app);
    await pharmacy.login(DEMO_USERS.apotheke.email, DEMO_USERS.apotheke.password);
    const anonymous = client(t.app);
    const approve = { id: DEMO_REGISTRATIONS.neukunde.id, kundeNr: 100100, roles: [] };
    const reject = { id: DEMO_REGISTRATIONS.neukunde.id, reason: 'Nein' };
    expect((await pharmacy.get(url(API.adminRegistrations))).statusCode).toBe(403);
    expect((await pharmacy.post(url(API.adminRegistrationApprove), approve)).statusCode).toBe(403);
    expect((await pharmacy.post(url(API.adminRegistrationReject), reject)).statusCode).toBe(403);
    expect((await anonymous.get(url(API.adminRegistrations))).statusCode).toBe(401);
    expect((await anonymous.post(url(API.adminRegistrationApprove), approve)).statusCode).toBe(401);
    expect((await anonymous.post(url(API.adminRegistrationReject), reject)).statusCode).toBe(401);
    const [row] = await t.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, DEMO_REGISTRATIONS.neukunde.id));
    expect(row?.status).toBe('pending');
  });
});

describe('rate limits', () => {
  it('counts the existence check tighter than the general limit', async () => {
    const limited = await createTestApp({ config: { rateLimit: { max: 300, windowMs: 60_000 } } });
    try {
      const c = client(limited.app, '10.9.8.7');
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await c.post(url(API.registerTestUserExists), { email: 'x@example.at' });
        codes.push(res.statusCode);
      }
      // 300 / 100 = 3 checks a minute; the general limit would allow 300.
      expect(codes).toEqual([200, 200, 200, 429]);
      expect((await c.get(url(API.registerSettings))).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
