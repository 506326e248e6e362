// The customer settings (SPEC 3, 6, 7): one object per pharmacy (KundeNr), read with its
// defaults, saved as a whole, bounded, kept apart per pharmacy, role Kunde only, and the test of
// the confirmation address delivers a real mail (an SMTP server started here).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_CUSTOMER_SETTINGS,
  type CustomerSettings,
  type CustomerSettingsAnswer,
  type SaveCustomerSettingsAnswer,
} from '../../modules/customerSettings/contract.ts';
import { API } from '../../src/api/paths.ts';
import { customerSettingsDe } from '../../modules/customerSettings/texts.de.ts';
import { MAIL_FROM_DEFAULT } from '../../server/config.ts';
import { sessions, userLieferkunden } from '../../server/db/schema.ts';
import { TEST_MAIL_INTERVAL_SECONDS } from '../../modules/customerSettings/server/routes.ts';
import { DEMO_USERS, pharmacyLogin } from '../../server/seed/demo.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtpInbox.ts';
import { choose, must } from './support/sync.ts';
import { client, createTestApp, createUser, type TestApp } from './support/testApp.ts';

const url = `/api${API.customerSettings}`;
const testUrl = `/api${API.customerSettingsTest}`;

const changed: CustomerSettings = {
  confirmationEmail: 'bestellung@apotheke-gruber.at',
  orderNote: 'Bitte Kühlware gesondert verpacken.',
  contactPhone: '+43 1 2345678',
  notifications: {
    orderConfirmed: { email: true, push: true },
    backorderDelivered: { email: true, push: false },
    newDocuments: { email: false, push: true },
  },
  autoSendPrimaryBasket: true,
};

let inbox: SmtpInbox;
let t: TestApp;

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

async function loggedIn(user: { email: string; password: string }) {
  const c = client(t.app);
  await c.login(user.email, user.password);
  return c;
}

describe('customer settings', () => {
  it('reads the defaults before anyone saved, then saves and reads the whole object', async () => {
    const c = await loggedIn(DEMO_USERS.apotheke);
    const first = await c.get(url);
    expect(first.statusCode).toBe(200);
    const initial = first.json<CustomerSettingsAnswer>();
    expect(initial).toMatchObject({
      settings: DEFAULT_CUSTOMER_SETTINGS,
      updatedAt: null,
      updatedBy: null,
    });
    expect(initial.kundeNr).toBeGreaterThan(0);

    const saved = await c.put(url, { settings: changed, baseUpdatedAt: null });
    expect(saved.statusCode).toBe(200);
    const answer = saved.json<SaveCustomerSettingsAnswer>();
    expect(answer.ok).toBe(true);
    expect(answer.current.settings).toEqual(changed);
    expect(answer.current.updatedAt).toBe(t.clock().toISOString());
    expect(answer.current.updatedBy).toBe('Mag. pharm. Anna Gruber');

    // A new session (another window) reads what was saved.
    const again = await (await loggedIn(DEMO_USERS.apotheke)).get(url);
    expect(again.json<CustomerSettingsAnswer>().settings).toEqual(changed);

    // Saving on a stale base is refused with ok false and the stored state; nothing changes.
    const stale = await c.put(url, {
      settings: { ...changed, orderNote: 'veraltet' },
      baseUpdatedAt: null,
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json<SaveCustomerSettingsAnswer>()).toMatchObject({
      ok: false,
      current: { settings: changed, updatedAt: answer.current.updatedAt },
    });
    // Based on the stored state, it goes through.
    t.clock.advance(1000);
    const next = await c.put(url, {
      settings: { ...changed, orderNote: 'neu' },
      baseUpdatedAt: answer.current.updatedAt,
    });
    expect(next.json<SaveCustomerSettingsAnswer>()).toMatchObject({
      ok: true,
      current: { settings: { orderNote: 'neu' } },
    });
  });

  it('refuses what is out of bounds or not in the contract with 400', async () => {
    const c = await loggedIn(DEMO_USERS.apotheke);
    const put = (settings: unknown) => c.put(url, { settings, baseUpdatedAt: null });
    const local = 'a'.repeat(96);
    const bad: unknown[] = [
      { ...changed, confirmationEmail: `${local}@b.at` }, // 101 characters
      { ...changed, confirmationEmail: 'kein-at-zeichen' },
      { ...changed, confirmationEmail: 'a@b.at\r\nBcc: x@y.at' },
      { ...changed, orderNote: 'x'.repeat(201) },
      { ...changed, contactPhone: '01 2345678' }, // no country code
      { ...changed, contactPhone: `+43 ${'1'.repeat(30)}` },
      { ...changed, unknown: true },
      { ...changed, notifications: { ...changed.notifications, sms: { email: true, push: true } } },
      { ...changed, autoSendPrimaryBasket: 'ja' },
    ];
    for (const settings of bad) {
      expect((await put(settings)).statusCode, JSON.stringify(settings)).toBe(400);
    }
    // The limits themselves pass.
    const atLimit = {
      ...changed,
      confirmationEmail: `${'a'.repeat(95)}@b.at`, // 100 characters
      orderNote: 'x'.repeat(200),
    };
    const base = (await c.get(url)).json<CustomerSettingsAnswer>().updatedAt;
    const ok = await c.put(url, { settings: atLimit, baseUpdatedAt: base });
    expect(ok.json<SaveCustomerSettingsAnswer>().ok).toBe(true);
    expect((await c.put(url, { settings: changed })).statusCode).toBe(400);
  });

  it("keeps pharmacies apart: another pharmacy's user sees only its own settings", async () => {
    const gruber = (
      await (await loggedIn(DEMO_USERS.apotheke)).get(url)
    ).json<CustomerSettingsAnswer>();
    const other = await loggedIn(pharmacyLogin(1));
    const own = (await other.get(url)).json<CustomerSettingsAnswer>();
    expect(own.kundeNr).not.toBe(gruber.kundeNr);
    expect(own.settings).toEqual(DEFAULT_CUSTOMER_SETTINGS);
    // Saving changes its own object only.
    const saved = await other.put(url, {
      settings: { ...DEFAULT_CUSTOMER_SETTINGS, orderNote: 'Apotheke 01' },
      baseUpdatedAt: null,
    });
    expect(saved.json<SaveCustomerSettingsAnswer>().current.kundeNr).toBe(own.kundeNr);
    const after = (
      await (await loggedIn(DEMO_USERS.apotheke)).get(url)
    ).json<CustomerSettingsAnswer>();
    expect(after.settings).toEqual(gruber.settings);
  });

  it("a representative acts for the current delivery customer's parent", async () => {
    const pharmacy = await loggedIn(DEMO_USERS.apotheke);
    const gruber = (await pharmacy.get(url)).json<CustomerSettingsAnswer>();
    const list = await pharmacy.get(`/api${API.lieferkunden}`);
    const address = list.json<{ items: { LieferkundeNr: number; a3KundeNr: number }[] }>().items[0];
    expect(address?.a3KundeNr).toBe(gruber.kundeNr);

    const rep = await createUser(t.db, {
      roles: ['User', 'Vertreter', 'Kunde'],
      vertreter: true,
    });
    await t.db
      .insert(userLieferkunden)
      .values({ userId: rep.id, lieferkundeNr: address?.LieferkundeNr ?? 0 });
    const c = await loggedIn(rep);
    // No customer chosen yet: nothing to act for.
    const none = await c.get(url);
    expect(none.statusCode).toBe(409);
    expect(none.json<{ message: string }>().message).toBe(customerSettingsDe.server.noCustomer);
    const chosen = await c.put(`/api${API.currentLieferkunde}`, {
      LieferkundeNr: address?.LieferkundeNr,
      differential: false,
    });
    expect(chosen.statusCode).toBe(200);
    const seen = (await c.get(url)).json<CustomerSettingsAnswer>();
    expect(seen.kundeNr).toBe(gruber.kundeNr);
    expect(seen.settings).toEqual(gruber.settings);
  });

  it('refuses a representative whose assignment to the session’s customer is gone, like one without a customer', async () => {
    // Issue 23, finding 8: the session's customer is re-checked like on every customer route.
    const pharmacy = await loggedIn(DEMO_USERS.apotheke);
    const gruber = (await pharmacy.get(url)).json<CustomerSettingsAnswer>();
    const list = await pharmacy.get(`/api${API.lieferkunden}`);
    const nr = must(
      list.json<{ items: { LieferkundeNr: number }[] }>().items[0],
      'address',
    ).LieferkundeNr;
    const rep = await createUser(t.db, { roles: ['User', 'Vertreter', 'Kunde'], vertreter: true });
    await t.db.insert(userLieferkunden).values({ userId: rep.id, lieferkundeNr: nr });
    const c = await loggedIn(rep);
    const noCustomer = await c.get(url);
    expect(noCustomer.statusCode).toBe(409);
    await choose(c, nr);
    expect((await c.get(url)).json<CustomerSettingsAnswer>().kundeNr).toBe(gruber.kundeNr);

    const refusedAll = async () => {
      const read = await c.get(url);
      expect(read.statusCode).toBe(409);
      expect(read.json()).toEqual(noCustomer.json());
      const write = await c.put(url, {
        settings: { ...changed, orderNote: 'Vom ehemaligen Vertreter' },
        baseUpdatedAt: gruber.updatedAt,
      });
      expect(write.statusCode).toBe(409);
      expect(write.json()).toEqual(noCustomer.json());
      const mails = inbox.mails.length;
      t.clock.advance(TEST_MAIL_INTERVAL_SECONDS * 1000);
      const test = await c.post(testUrl, { setting: 'confirmationEmail', value: 'x@example.at' });
      expect(test.statusCode).toBe(409);
      expect(inbox.mails).toHaveLength(mails);
      const stored = (await pharmacy.get(url)).json<CustomerSettingsAnswer>();
      expect(stored.settings).toEqual(gruber.settings);
    };

    // The assignment is taken away while the session lives on.
    await t.db
      .delete(userLieferkunden)
      .where(and(eq(userLieferkunden.userId, rep.id), eq(userLieferkunden.lieferkundeNr, nr)));
    await refusedAll();

    // A session row that names a customer he was never assigned to.
    await t.db.insert(userLieferkunden).values({ userId: rep.id, lieferkundeNr: nr });
    expect((await c.get(url)).statusCode).toBe(200);
    await t.db.delete(userLieferkunden).where(eq(userLieferkunden.userId, rep.id));
    await t.db.insert(userLieferkunden).values({ userId: rep.id, lieferkundeNr: 300001 });
    await t.db.update(sessions).set({ lieferkundeNr: nr }).where(eq(sessions.userId, rep.id));
    await refusedAll();
  });

  it('is for role Kunde only (SPEC 6), and needs a session', async () => {
    const kollege = await loggedIn(DEMO_USERS.kollege); // User, Auftrag
    expect((await kollege.get(url)).statusCode).toBe(403);
    expect((await kollege.put(url, { settings: changed, baseUpdatedAt: null })).statusCode).toBe(
      403,
    );
    const onlyMenuRole = await createUser(t.db, {
      roles: ['User', 'Kundeneinstellungen'],
      kundeNr: 424242,
    });
    expect((await (await loggedIn(onlyMenuRole)).get(url)).statusCode).toBe(403);
    const anonymous = client(t.app);
    expect((await anonymous.get(url)).statusCode).toBe(401);
    expect((await anonymous.put(url, { settings: changed, baseUpdatedAt: null })).statusCode).toBe(
      401,
    );
    expect(
      (await anonymous.post(testUrl, { setting: 'confirmationEmail', value: 'a@b.at' })).statusCode,
    ).toBe(401);
  });

  it('tests the confirmation address with a real mail, once per interval', async () => {
    const c = await loggedIn(DEMO_USERS.apotheke);
    const kundeNr = (await c.get(url)).json<CustomerSettingsAnswer>().kundeNr;
    const before = inbox.mails.length;
    const sent = await c.post(testUrl, {
      setting: 'confirmationEmail',
      value: 'neu@apotheke-gruber.at',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ to: 'neu@apotheke-gruber.at' });
    expect(inbox.mails).toHaveLength(before + 1);
    const mail = inbox.mails.at(-1);
    expect(mail?.to).toEqual(['neu@apotheke-gruber.at']);
    expect(mail?.subject).toBe(customerSettingsDe.server.testMailSubject);
    expect(mail?.text).toContain(`Kundennummer ${kundeNr}`);

    const tooSoon = await c.post(testUrl, { setting: 'confirmationEmail', value: 'a@b.at' });
    expect(tooSoon.statusCode).toBe(429);
    expect(inbox.mails).toHaveLength(before + 1);
    t.clock.advance(TEST_MAIL_INTERVAL_SECONDS * 1000);
    expect(
      (await c.post(testUrl, { setting: 'confirmationEmail', value: 'a@b.at' })).statusCode,
    ).toBe(200);
    t.clock.advance(TEST_MAIL_INTERVAL_SECONDS * 1000);
    // Two arguments, both checked: an unknown setting, a bad or header-injecting address.
    for (const body of [
      { setting: 'orderNote', value: 'a@b.at' },
      { setting: 'confirmationEmail', value: 'kein-at' },
      { setting: 'confirmationEmail', value: 'a@b.at\r\nBcc: x@y.at' },
      { setting: 'confirmationEmail' },
    ]) {
      expect((await c.post(testUrl, body)).statusCode).toBe(400);
    }
  });
});
