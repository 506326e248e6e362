import type { DomainConfig, Lieferkunde, Me, SessionUser } from '../../src/worker/api';

export function makeUser(over: Partial<SessionUser> = {}): SessionUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'apotheke@demo.at',
    benutzerandruckname: 'Anna Gruber',
    kunde: { KundeNr: 100100 },
    vertreter: false,
    impersonated_by: null,
    roles: ['User', 'Kunde', 'Auftrag'],
    features: [],
    mustChangePassword: false,
    ...over,
  };
}

export function makeCustomer(over: Partial<Lieferkunde> = {}): Lieferkunde {
  return {
    LieferkundeNr: 100101,
    A2KndNr: 'OE-100101',
    A2KndNrDefault: '7100101',
    Vorname: 'Löwen-Apotheke',
    Nachname: 'Mag. pharm. Anna Gruber',
    Strasse: 'Herrengasse 12',
    Plz: '8010',
    Ort: 'Graz',
    a3KundeNr: 100100,
    a3KundeLabel: 'Gruber Apotheken KG',
    isDefault: false,
    ...over,
  };
}

export function makeMe(over: Partial<Me> = {}): Me {
  return { user: makeUser(), lieferkunde: makeCustomer(), differential: false, ...over };
}

export function makeConfig(over: Partial<DomainConfig> = {}): DomainConfig {
  return {
    logofilename: '/logo.svg',
    logofilenameInversed: '/logo-inverse.svg',
    pagetitle: 'Alpenpharm Kundenportal',
    login_welcome_message: 'Willkommen',
    show_customer_numbers: true,
    showA2KndNrOverwrite: 'A2KndNrDefault',
    url_datenschutz: '/docs/datenschutz',
    differential_lieferkunde_regex_vorname: '^Krankenhausapotheke',
    differential_lieferkunde_regex_nachname: '^LKH ',
    DomainVertreterShowLkndInHead: true,
    ...over,
  };
}
