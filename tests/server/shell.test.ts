// The shell's calls (issue 13): the help button's contact is the session's own delivery
// customer's (its sales office and representative), needs a session with role User, and the
// domain suggestions come in their order, http(s) links only.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/api/paths.ts';
import type { DomainSuggestions, HelpContact } from '../../src/api/shell.ts';
import {
  customerContacts,
  domainSuggestions,
  lieferkunden,
  sessions,
  userLieferkunden,
  users,
} from '../../server/db/schema.ts';
import { DEMO_USERS, pharmacyLogin } from '../../server/seed/demo.ts';
import {
  DEMO_DOMAIN_SUGGESTIONS,
  DEMO_SALES_OFFICES,
  officeOfPlz,
} from '../../server/seed/shell.ts';
import { DEFAULT_DOMAIN } from '../../server/services/domainConfig.ts';
import { choose, loginAs, must } from './support/sync.ts';
import { client, createTestApp, createUser, type TestApp } from './support/testApp.ts';

const contactUrl = `/api${API.helpContact}`;
const suggestionsUrl = `/api${API.domainSuggestions}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const officeOf = (id: string) => {
  const office = must(
    DEMO_SALES_OFFICES.find((o) => o.id === id),
    id,
  );
  return {
    name: office.name,
    phone: office.phone,
    email: office.email,
    openingHours: office.openingHours,
  };
};

async function customersOf(email: string) {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return t.db
    .select({ nr: lieferkunden.lieferkundeNr, plz: lieferkunden.plz })
    .from(userLieferkunden)
    .innerJoin(lieferkunden, eq(lieferkunden.lieferkundeNr, userLieferkunden.lieferkundeNr))
    .where(eq(userLieferkunden.userId, must(user).id))
    .orderBy(lieferkunden.lieferkundeNr);
}

describe('help contact', () => {
  it('is the sales office and representative of the session’s delivery customer', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100101);
    const res = await c.get(contactUrl);
    expect(res.statusCode).toBe(200);
    expect(res.json<HelpContact>()).toEqual({
      lieferkundeNr: 100101,
      salesOffice: officeOf('graz'), // Herrengasse 12, 8010 Graz
      representative: {
        name: 'Thomas Huber',
        phone: '+43 664 3218850',
        email: DEMO_USERS.vertreter.email,
      },
    });
  });

  it('follows the customer chosen, for another pharmacy too', async () => {
    const login = pharmacyLogin(2);
    const [first] = await customersOf(login.email);
    const customer = must(first, 'customer of apotheke-02');
    const c = await loginAs(t.app, login, customer.nr);
    const answer = (await c.get(contactUrl)).json<HelpContact>();
    expect(answer.lieferkundeNr).toBe(customer.nr);
    expect(answer.salesOffice).toEqual(officeOf(officeOfPlz(customer.plz)));

    // The same login on another of the demo pharmacy's addresses gets that address's contact.
    const gruber = await loginAs(t.app, DEMO_USERS.apotheke, 100101);
    await choose(gruber, 100103);
    expect((await gruber.get(contactUrl)).json<HelpContact>().lieferkundeNr).toBe(100103);
  });

  it('says so when nothing is assigned, or no customer is chosen', async () => {
    const rep = await loginAs(t.app, DEMO_USERS.vertreter);
    expect((await rep.get(contactUrl)).json<HelpContact>()).toEqual({
      lieferkundeNr: null,
      salesOffice: null,
      representative: null,
    });

    const [customer] = await customersOf(DEMO_USERS.vertreter.email);
    const nr = must(customer).nr;
    await t.db
      .update(customerContacts)
      .set({ salesOfficeId: null, vertreterId: null })
      .where(eq(customerContacts.lieferkundeNr, nr));
    await choose(rep, nr);
    expect((await rep.get(contactUrl)).json<HelpContact>()).toEqual({
      lieferkundeNr: nr,
      salesOffice: null,
      representative: null,
    });
  });

  it('names nobody once the representative’s assignment to the customer is gone', async () => {
    // Issue 23, finding 8: the session's customer is re-checked like on every customer route.
    const none = { lieferkundeNr: null, salesOffice: null, representative: null };
    const rep = await createUser(t.db, { roles: ['User'], vertreter: true });
    await t.db.insert(userLieferkunden).values({ userId: rep.id, lieferkundeNr: 100101 });
    const c = client(t.app);
    await c.login(rep.email, rep.password);
    expect((await c.get(contactUrl)).json<HelpContact>()).toEqual(none);
    await choose(c, 100101);
    expect((await c.get(contactUrl)).json<HelpContact>()).toMatchObject({
      lieferkundeNr: 100101,
      salesOffice: officeOf('graz'),
    });

    // The assignment is taken away while the session lives on.
    await t.db.delete(userLieferkunden).where(eq(userLieferkunden.userId, rep.id));
    const revoked = await c.get(contactUrl);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<HelpContact>()).toEqual(none);

    // A session row that names a customer he was never assigned to.
    await t.db.insert(userLieferkunden).values({ userId: rep.id, lieferkundeNr: 300001 });
    await t.db.update(sessions).set({ lieferkundeNr: 100101 }).where(eq(sessions.userId, rep.id));
    expect((await c.get(contactUrl)).json<HelpContact>()).toEqual(none);
    // ... while the one he is assigned to is answered.
    await choose(c, 300001);
    expect((await c.get(contactUrl)).json<HelpContact>().lieferkundeNr).toBe(300001);
  });

  it('in differential mode is the contact of the customer delivered to', async () => {
    const rep = await loginAs(t.app, DEMO_USERS.vertreter);
    type Found = { items: { LieferkundeNr: number }[] };
    const base = must(
      (await rep.get('/api/lieferkunden?search=Mag.')).json<Found>().items[1],
      'base customer',
    ).LieferkundeNr;
    const target = must(
      (
        await rep.get('/api/lieferkunden?search=Krankenhausapotheke&differential=true')
      ).json<Found>().items[0],
      'hospital customer',
    ).LieferkundeNr;
    // Distinct offices, so the answer shows whose contact it is.
    for (const [nr, office] of [
      [base, 'wien'],
      [target, 'linz'],
    ] as const) {
      await t.db
        .update(customerContacts)
        .set({ salesOfficeId: office })
        .where(eq(customerContacts.lieferkundeNr, nr));
    }
    await choose(rep, base);
    expect((await rep.get(contactUrl)).json<HelpContact>().salesOffice).toEqual(officeOf('wien'));
    const entered = await rep.put('/api/lieferkunden/current', {
      LieferkundeNr: target,
      differential: true,
    });
    expect(entered.statusCode).toBe(200);
    const answer = (await rep.get(contactUrl)).json<HelpContact>();
    expect(answer).toMatchObject({ lieferkundeNr: target, salesOffice: officeOf('linz') });
  });

  it('is refused without a session and without role User', async () => {
    expect((await client(t.app).get(contactUrl)).statusCode).toBe(401);
    const noUserRole = await createUser(t.db, { roles: ['Kunde', 'Auftrag'] });
    const c = client(t.app);
    await c.login(noUserRole.email, noUserRole.password);
    expect((await c.get(contactUrl)).statusCode).toBe(403);
    expect((await c.get(suggestionsUrl)).statusCode).toBe(403);
  });
});

describe('domain suggestions', () => {
  it('lists the domain’s suggestions in order, only http(s) links, for a session', async () => {
    expect((await client(t.app).get(suggestionsUrl)).statusCode).toBe(401);
    const c = await loginAs(t.app, DEMO_USERS.mitarbeiter);
    const first = await c.get(suggestionsUrl);
    expect(first.statusCode).toBe(200);
    expect(first.json<DomainSuggestions>().items).toEqual(
      DEMO_DOMAIN_SUGGESTIONS.map(({ id, label, url }) => ({ id, label, url })),
    );

    await t.db.insert(domainSuggestions).values([
      {
        id: 'evil',
        domain: DEFAULT_DOMAIN,
        label: 'Böse',
        url: 'javascript:alert(1)',
        position: 0,
      },
      {
        id: 'first',
        domain: DEFAULT_DOMAIN,
        label: 'Zuerst',
        url: 'https://a.example/',
        position: -1,
      },
    ]);
    const ids = (await c.get(suggestionsUrl)).json<DomainSuggestions>().items.map((s) => s.id);
    expect(ids).toEqual(['first', ...DEMO_DOMAIN_SUGGESTIONS.map((s) => s.id)]);
  });
});
