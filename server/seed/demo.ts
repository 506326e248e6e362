// Deterministic demo data: the domain config, four demo users of the README, further pharmacies,
// and the delivery customers they act for. Runs once, on an empty database.
import { count } from 'drizzle-orm';
import type { DomainConfig } from '../../src/api/schemas.ts';
import type { Db } from '../db/client.ts';
import { lockScope } from '../db/locks.ts';
import { domainConfig, lieferkunden, userLieferkunden, users } from '../db/schema.ts';
import { DEFAULT_DOMAIN } from '../services/domainConfig.ts';
import { hashPassword } from '../services/passwords.ts';
import { serverModules } from '../serverModules.ts';
import { seedRegistrations } from './registrations.ts';
import { seedShellData } from './shell.ts';
import { FIRST_NAMES, HOSPITALS, LAST_NAMES, PHARMACY_NAMES, STREETS, TOWNS } from './austria.ts';
import { createRandom, seededUuid, type Random } from './random.ts';

export const DEMO_DOMAIN_CONFIG: DomainConfig = {
  logofilename: '/logo.svg',
  logofilenameInversed: '/logo-inverse.svg',
  pagetitle: 'Alpenpharm Kundenportal',
  login_welcome_message:
    'Willkommen im Kundenportal der Alpenpharm Großhandel GmbH. Bitte melden Sie sich an.',
  show_customer_numbers: true,
  showA2KndNrOverwrite: 'A2KndNrDefault',
  url_datenschutz: '/docs/datenschutz',
  // Hospital pharmacies supplied on behalf of a hospital are served in differential mode.
  differential_lieferkunde_regex_vorname: '^(Krankenhaus|Anstalts)apotheke',
  differential_lieferkunde_regex_nachname: '^(LKH|Klinikum|Krankenhaus) ',
  DomainVertreterShowLkndInHead: true,
};

/** Roles a pharmacy owner has; two feature roles (drug book, medicine test) are left out. */
const PHARMACY_ROLES = [
  'User',
  'Kunde',
  'Auftrag',
  'Kundeneinstellungen',
  'Dokumente Lieferschein',
  'Dokumente Rechnung',
  'Statistiken - Umsatz Gemischt',
  'Dokument Chargendokumentation',
  'Rueckstaende',
  'Abrufvereinbarungen und Vorauszahlungen',
  'Auftragsarchiv',
  'Lieferapotheke',
  'Bestandsmeldungen',
  'Beipackanmeldung',
  'Apotheken',
  'Vorbestellung',
  'Vernichtungserklärung',
  'Download',
  'Kalender',
  'Tourenbrowser',
  'Anrufplan',
  'Kassabuch',
  'Temperatur Logger',
  'Arzneitmittelprüfung',
  'Noch verfügbare Artikel',
  'Preissenkung',
  'Lieferantenbestellung',
];
/** The supplier-order feature stays off, so its role alone is not enough (SPEC 6: both hold). */
const PHARMACY_FEATURES = ['Dokumentensuche', 'Statistiken', 'RezeptUpload'];

export const DEMO_USERS = {
  apotheke: { email: 'apotheke@demo.at', password: 'Apotheke#2026' },
  mitarbeiter: { email: 'mitarbeiter@demo.at', password: 'Mitarbeiter#2026' },
  vertreter: { email: 'vertreter@demo.at', password: 'Vertreter#2026' },
  admin: { email: 'admin@demo.at', password: 'Admin#2026!' },
  /** A second user (User, Auftrag) of apotheke-13's pharmacy, for the shared-basket specs. */
  kollege: { email: 'kollege-13@demo.at', password: 'Kollege#2026' },
  /** Issue 12: logs in only from unlocked addresses (a mailed /validate-ip link unlocks one). */
  ipschutz: { email: 'ipschutz@demo.at', password: 'Ipschutz#2026' },
  /** Issue 12: must change the password after the next login (SPEC 8). */
  passwort: { email: 'passwort@demo.at', password: 'Passwort#2026' },
  /** Issue 12: has not yet accepted the current version of a legal condition. */
  bedingungen: { email: 'bedingungen@demo.at', password: 'Bedingungen#2026' },
} as const;

/** How many further pharmacy logins the seed makes (apotheke-01 … apotheke-45). */
export const DEMO_PHARMACY_LOGINS = 45;

/** The further pharmacy logins apotheke-01 … apotheke-45@demo.at (password of `apotheke`). */
export const pharmacyLogin = (n: number) => ({
  email: `apotheke-${String(n).padStart(2, '0')}@demo.at`,
  password: DEMO_USERS.apotheke.password,
});

type LieferkundeInsert = typeof lieferkunden.$inferInsert;
type UserInsert = typeof users.$inferInsert;

function address(random: Random) {
  const [plz, ort] = random.pick(TOWNS);
  return { strasse: `${random.pick(STREETS)} ${random.int(1, 60)}`, plz, ort };
}

function lieferkunde(
  nr: number,
  a3: { nr: number; label: string },
  fields: Pick<LieferkundeInsert, 'vorname' | 'nachname' | 'strasse' | 'plz' | 'ort'>,
): LieferkundeInsert {
  return {
    lieferkundeNr: nr,
    a2KndNr: `${a3.nr}-${String(nr % 1000).padStart(3, '0')}`,
    a2KndNrDefault: String(nr + 7_000_000),
    a3KundeNr: a3.nr,
    a3KundeLabel: a3.label,
    ...fields,
  };
}

interface Pharmacy {
  user: UserInsert;
  customers: LieferkundeInsert[];
}

/** Pharmacy number i + 1: one owner login (role Auftrag) with one or two delivery customers. */
function otherPharmacy(
  random: Random,
  id: () => string,
  hash: (email: string) => string,
  i: number,
): Pharmacy {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const a3 = { nr: 300000 + i * 100, label: `${last} Apotheken` };
  const customers = [0, 1].slice(0, 1 + (i % 2)).map((k) =>
    lieferkunde(300001 + i * 100 + k, a3, {
      vorname: random.pick(PHARMACY_NAMES),
      nachname: `Mag. pharm. ${first} ${last}`,
      ...address(random),
    }),
  );
  return {
    user: {
      id: id(),
      email: pharmacyLogin(i + 1).email,
      // They log in with the demo pharmacy's password (README); mainly there to be impersonated.
      passwordHash: hash(DEMO_USERS.apotheke.email),
      displayName: `${first} ${last}`,
      kundeNr: a3.nr,
      vertreter: false,
      roles: ['User', 'Kunde', 'Auftrag', 'Kundeneinstellungen'],
      features: [],
    },
    customers,
  };
}

const owner = (random: Random) =>
  `Mag. pharm. ${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;

/** The key of the demo accounts' seed under the migrations' lock (server/db/locks.ts). */
const DEMO_ACCOUNTS_LOCK_KEY = 1;

export async function isSeeded(db: Db) {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) > 0;
}

/**
 * Writes the demo accounts and their customers into a database without users; false when it has
 * some. The check and the writing share one transaction under a lock, so two servers starting on
 * one new database at the same moment seed once (the other waits, then finds the users).
 */
export async function seedDemoData(db: Db, seed = 20261121): Promise<boolean> {
  const random = createRandom(seed);
  const hashes = await Promise.all(
    Object.values(DEMO_USERS).map(async (u) => [u.email, await hashPassword(u.password)] as const),
  );
  const hashOf = new Map<string, string>(hashes);
  const hash = (email: string) => hashOf.get(email) ?? '';
  const id = () => seededUuid(random);

  return db.transaction(async (tx) => {
    await lockScope(tx, 'migrations', DEMO_ACCOUNTS_LOCK_KEY);
    const [existing] = await tx.select({ n: count() }).from(users);
    if ((existing?.n ?? 0) > 0) return false;
    // Kept when present: a server started without demo data already wrote the default.
    await tx
      .insert(domainConfig)
      .values({ domain: DEFAULT_DOMAIN, config: DEMO_DOMAIN_CONFIG })
      .onConflictDoNothing();

    // The demo pharmacy: three delivery addresses under one parent customer number.
    const gruber = { nr: 100100, label: 'Gruber Apotheken KG' };
    const pharmacyCustomers = [
      lieferkunde(100101, gruber, {
        vorname: 'Löwen-Apotheke',
        nachname: 'Mag. pharm. Anna Gruber',
        strasse: 'Herrengasse 12',
        plz: '8010',
        ort: 'Graz',
      }),
      lieferkunde(100102, gruber, {
        vorname: 'Filiale Löwen-Apotheke Lend',
        nachname: 'Mag. pharm. Anna Gruber',
        strasse: 'Lendplatz 5',
        plz: '8020',
        ort: 'Graz',
      }),
      lieferkunde(100103, gruber, {
        vorname: 'Löwen-Apotheke Seiersberg',
        nachname: 'Mag. pharm. Anna Gruber',
        strasse: 'Feldkirchner Straße 3',
        plz: '8055',
        ort: 'Seiersberg-Pirka',
      }),
    ];

    // The representative's customers: pharmacies of several parent customers, some of them
    // hospital pharmacies that match the differential-mode regexes.
    const repCustomers: LieferkundeInsert[] = [];
    for (let i = 0; i < 48; i += 1) {
      const a3Nr = 200000 + Math.floor(i / 4) * 100;
      const hospital = i % 8 === 5;
      const a3 = hospital
        ? { nr: 0, label: '' }
        : { nr: a3Nr, label: `${random.pick(LAST_NAMES)} Pharma OG` };
      const fields = hospital
        ? {
            vorname: 'Krankenhausapotheke',
            nachname: HOSPITALS[(i >> 3) % HOSPITALS.length] ?? 'LKH Graz',
            ...address(random),
          }
        : { vorname: random.pick(PHARMACY_NAMES), nachname: owner(random), ...address(random) };
      repCustomers.push(lieferkunde(200001 + i * 7, a3, fields));
    }

    // Further pharmacies with one login each, so the admin list has real entries. 01–12 are
    // used by the e2e specs of issues 2 and 3; 13–20 come from their own stream (so 01–12 and
    // the users below keep their ids) for the shop specs, and 13 has a colleague.
    const otherPharmacies: Pharmacy[] = [];
    for (let i = 0; i < 12; i += 1) otherPharmacies.push(otherPharmacy(random, id, hash, i));
    const shopRandom = createRandom(seed + 2);
    const shopId = () => seededUuid(shopRandom);
    for (let i = 12; i < 20; i += 1) {
      otherPharmacies.push(otherPharmacy(shopRandom, shopId, hash, i));
    }
    // 21–45: one more stream (01–20 keep their ids), so each later e2e spec has a login that no
    // other spec touches: specs run in parallel, and a user's stored automatic customer or
    // settings changed by one spec would surprise another. Its own seed: seed + 3 is the cash
    // book's (below), whose first ids these pharmacies' would otherwise repeat.
    const laterRandom = createRandom(seed + 5);
    for (let i = 20; i < DEMO_PHARMACY_LOGINS; i += 1) {
      otherPharmacies.push(otherPharmacy(laterRandom, () => seededUuid(laterRandom), hash, i));
    }
    // apotheke-24 is the analytics e2e spec's own login (issue 14): it keeps the batch
    // documentation and the order archive, so its analytics menu shows exactly those two.
    const analyticsPharmacy = otherPharmacies[23];
    if (!analyticsPharmacy) throw new Error('pharmacy 24 missing');
    analyticsPharmacy.user.roles = [
      ...(analyticsPharmacy.user.roles ?? []),
      'Dokument Chargendokumentation',
      'Auftragsarchiv',
    ];
    // apotheke-25 is the backorders and order archive spec's own login (issue 14).
    const archivePharmacy = otherPharmacies[24];
    if (!archivePharmacy) throw new Error('pharmacy 25 missing');
    archivePharmacy.user.roles = [
      ...(archivePharmacy.user.roles ?? []),
      'Rueckstaende',
      'Auftragsarchiv',
    ];
    // apotheke-26 is the documents e2e spec's own login (issue 14): the three document roles
    // and the feature Dokumentensuche, so the analytics seed covers its addresses too.
    const documentsPharmacy = otherPharmacies[25];
    if (!documentsPharmacy) throw new Error('pharmacy 26 missing');
    documentsPharmacy.user.roles = [
      ...(documentsPharmacy.user.roles ?? []),
      'Dokumente Lieferschein',
      'Dokumente DTP Lieferschein',
      'Dokumente Rechnung',
    ];
    documentsPharmacy.user.features = [
      ...(documentsPharmacy.user.features ?? []),
      'Dokumentensuche',
    ];
    // apotheke-27 is the statistics e2e spec's own login (issue 14): three of the seven
    // statistics views, so the others must stay hidden from it.
    const statisticsPharmacy = otherPharmacies[26];
    if (!statisticsPharmacy) throw new Error('pharmacy 27 missing');
    statisticsPharmacy.user.roles = [
      ...(statisticsPharmacy.user.roles ?? []),
      'Statistiken - Umsatz Gemischt',
      'Statistiken - Nur Hochpreis',
      'Statistiken - Import',
    ];
    statisticsPharmacy.user.features = [...(statisticsPharmacy.user.features ?? []), 'Statistiken'];
    // apotheke-28 is the call-off agreements e2e spec's own login (issue 14).
    const callOffPharmacy = otherPharmacies[27];
    if (!callOffPharmacy) throw new Error('pharmacy 28 missing');
    callOffPharmacy.user.roles = [
      ...(callOffPharmacy.user.roles ?? []),
      'Abrufvereinbarungen und Vorauszahlungen',
    ];
    // apotheke-29 is the delivery pharmacy e2e spec's own login (issue 14).
    const deliveryPharmacy = otherPharmacies[28];
    if (!deliveryPharmacy) throw new Error('pharmacy 29 missing');
    deliveryPharmacy.user.roles = [...(deliveryPharmacy.user.roles ?? []), 'Lieferapotheke'];
    // apotheke-30 is the temperature logger e2e spec's own login (issue 15).
    const loggerPharmacy = otherPharmacies[29];
    if (!loggerPharmacy) throw new Error('pharmacy 30 missing');
    loggerPharmacy.user.roles = [...(loggerPharmacy.user.roles ?? []), 'Temperatur Logger'];
    // apotheke-31 is the last-chance articles e2e spec's own login (issue 15).
    const lastChancePharmacy = otherPharmacies[30];
    if (!lastChancePharmacy) throw new Error('pharmacy 31 missing');
    lastChancePharmacy.user.roles = [
      ...(lastChancePharmacy.user.roles ?? []),
      'Noch verfügbare Artikel',
    ];
    // apotheke-32 is the drug book e2e spec's own login, apotheke-33 the medicine test's (issue 15).
    const drugBookPharmacy = otherPharmacies[31];
    if (!drugBookPharmacy) throw new Error('pharmacy 32 missing');
    drugBookPharmacy.user.roles = [...(drugBookPharmacy.user.roles ?? []), 'Suchtgiftbuch'];
    const medTestPharmacy = otherPharmacies[32];
    if (!medTestPharmacy) throw new Error('pharmacy 33 missing');
    medTestPharmacy.user.roles = [...(medTestPharmacy.user.roles ?? []), 'Arzneitmittelprüfung'];
    // apotheke-36 is the enclosed shipping and recipe upload e2e spec's own login (issue 15).
    const uploadPharmacy = otherPharmacies[35];
    if (!uploadPharmacy) throw new Error('pharmacy 36 missing');
    uploadPharmacy.user.roles = [...(uploadPharmacy.user.roles ?? []), 'Beipackanmeldung'];
    uploadPharmacy.user.features = [...(uploadPharmacy.user.features ?? []), 'RezeptUpload'];
    // apotheke-39 is the downloads, news, video and account e2e spec's own login (issue 15).
    const contentPharmacy = otherPharmacies[38];
    if (!contentPharmacy) throw new Error('pharmacy 39 missing');
    contentPharmacy.user.roles = [...(contentPharmacy.user.roles ?? []), 'Download'];
    // apotheke-34 is the returns and declaration of destruction e2e spec's own login (issue 15).
    const returnsPharmacy = otherPharmacies[33];
    if (!returnsPharmacy) throw new Error('pharmacy 34 missing');
    returnsPharmacy.user.roles = [
      ...(returnsPharmacy.user.roles ?? []),
      'Apotheken',
      'Vernichtungserklärung',
    ];
    // apotheke-37 is the tours, calendar and call plan e2e spec's own login (issue 15).
    const toursPharmacy = otherPharmacies[36];
    if (!toursPharmacy) throw new Error('pharmacy 37 missing');
    toursPharmacy.user.roles = [
      ...(toursPharmacy.user.roles ?? []),
      'Tourenbrowser',
      'Kalender',
      'Anrufplan',
    ];
    // apotheke-38 is the supplier orders e2e spec's own login (issue 15): the role and the
    // feature flag, which SPEC 6 both asks for (apotheke@demo.at has the role alone).
    const suppliersPharmacy = otherPharmacies[37];
    if (!suppliersPharmacy) throw new Error('pharmacy 38 missing');
    suppliersPharmacy.user.roles = [
      ...(suppliersPharmacy.user.roles ?? []),
      'Lieferantenbestellung',
    ];
    suppliersPharmacy.user.features = [
      ...(suppliersPharmacy.user.features ?? []),
      'Lieferantenbestellung',
    ];
    // apotheke-35 is the pre-order and stock levels e2e spec's own login (issue 15).
    const enrollmentPharmacy = otherPharmacies[34];
    if (!enrollmentPharmacy) throw new Error('pharmacy 35 missing');
    enrollmentPharmacy.user.roles = [
      ...(enrollmentPharmacy.user.roles ?? []),
      'Vorbestellung',
      'Bestandsmeldungen',
      'Preissenkung',
    ];
    const first = otherPharmacies[12];
    if (!first) throw new Error('pharmacy 13 missing');
    const kollege: UserInsert = {
      id: shopId(),
      email: DEMO_USERS.kollege.email,
      passwordHash: hash(DEMO_USERS.kollege.email),
      displayName: `${shopRandom.pick(FIRST_NAMES)} ${shopRandom.pick(LAST_NAMES)}`,
      kundeNr: first.user.kundeNr,
      vertreter: false,
      roles: ['User', 'Auftrag'],
      features: [],
    };

    await tx
      .insert(lieferkunden)
      .values([
        ...pharmacyCustomers,
        ...repCustomers,
        ...otherPharmacies.flatMap((p) => p.customers),
      ]);

    const apotheke: UserInsert = {
      id: id(),
      email: DEMO_USERS.apotheke.email,
      passwordHash: hash(DEMO_USERS.apotheke.email),
      displayName: 'Mag. pharm. Anna Gruber',
      kundeNr: gruber.nr,
      vertreter: false,
      roles: PHARMACY_ROLES,
      features: PHARMACY_FEATURES,
    };
    const mitarbeiter: UserInsert = {
      id: id(),
      email: DEMO_USERS.mitarbeiter.email,
      passwordHash: hash(DEMO_USERS.mitarbeiter.email),
      displayName: 'Lisa Pichler',
      kundeNr: gruber.nr,
      vertreter: false,
      roles: ['User', 'Auftrag'],
      features: [],
    };
    const vertreter: UserInsert = {
      id: id(),
      email: DEMO_USERS.vertreter.email,
      passwordHash: hash(DEMO_USERS.vertreter.email),
      displayName: 'Thomas Huber',
      kundeNr: null,
      vertreter: true,
      roles: ['User', 'Vertreter', 'Auftrag', 'Kalender', 'Tourenbrowser', 'Anrufplan'],
      features: [],
      phone: '+43 664 3218850',
    };
    const admin: UserInsert = {
      id: id(),
      email: DEMO_USERS.admin.email,
      passwordHash: hash(DEMO_USERS.admin.email),
      displayName: 'Sabine Leitner',
      kundeNr: null,
      vertreter: false,
      roles: ['User', 'Admin'],
      features: [],
    };
    await tx
      .insert(users)
      .values([
        apotheke,
        mitarbeiter,
        vertreter,
        admin,
        ...otherPharmacies.map((p) => p.user),
        kollege,
      ]);

    const links = [
      ...[apotheke, mitarbeiter].flatMap((u) =>
        pharmacyCustomers.map((c) => ({
          userId: u.id,
          lieferkundeNr: c.lieferkundeNr,
          isDefault: c.lieferkundeNr === 100101,
        })),
      ),
      ...repCustomers.map((c) => ({
        userId: vertreter.id,
        lieferkundeNr: c.lieferkundeNr,
        isDefault: false,
      })),
      ...otherPharmacies.flatMap((p) =>
        p.customers.map((c, k) => ({
          userId: p.user.id,
          lieferkundeNr: c.lieferkundeNr,
          isDefault: k === 0,
        })),
      ),
      ...first.customers.map((c, k) => ({
        userId: kollege.id,
        lieferkundeNr: c.lieferkundeNr,
        isDefault: k === 0,
      })),
    ];
    await tx.insert(userLieferkunden).values(links);

    // The account-lifecycle demo users (issue 12): staff of the Gruber pharmacy, own stream.
    const accountRandom = createRandom(seed + 4);
    const staff = (
      key: 'ipschutz' | 'passwort' | 'bedingungen',
      displayName: string,
      flags: Partial<UserInsert>,
    ): UserInsert => ({
      id: seededUuid(accountRandom),
      email: DEMO_USERS[key].email,
      passwordHash: hash(DEMO_USERS[key].email),
      displayName,
      kundeNr: gruber.nr,
      vertreter: false,
      roles: ['User', 'Auftrag'],
      features: [],
      ...flags,
    });
    const accountUsers = [
      staff('ipschutz', 'Martin Berger', { requireKnownIp: true }),
      staff('passwort', 'Eva Wimmer', { mustChangePassword: true }),
      staff('bedingungen', 'Julia Hofer', {}),
    ];
    await tx.insert(users).values(accountUsers);
    await tx.insert(userLieferkunden).values(
      accountUsers.flatMap((u) =>
        pharmacyCustomers.map((c) => ({
          userId: u.id,
          lieferkundeNr: c.lieferkundeNr,
          isDefault: c.lieferkundeNr === 100101,
        })),
      ),
    );
    await seedRegistrations(tx); // two pending self-registrations for /admin (issue 12)
    // Sales offices, who looks after each customer, domain suggestions (issue 13, the shell).
    await seedShellData(tx, { vertreter: vertreter.id });
    // The modules' rows of the demo accounts (notifications and a basket, the cash book, the
    // conditions and who accepted them), in this transaction: all of it or nothing.
    const accounts = {
      seed,
      users: {
        apotheke: apotheke.id,
        mitarbeiter: mitarbeiter.id,
        vertreter: vertreter.id,
        admin: admin.id,
      },
    };
    for (const module of serverModules()) await module.seedDemoAccounts?.(tx, accounts);
    return true;
  });
}
