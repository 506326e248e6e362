// The role and feature table of SPEC section 6, in one place. The client's route guards read it
// by screen path; the server's routes name an area in their access declaration
// (server/plugins/guard.ts) and the sync API checks collections and mutations against it, so a
// screen and its API can never disagree about who may use them.

export const ROLE = {
  User: 'User',
  Admin: 'Admin',
  Vertreter: 'Vertreter',
  Auftrag: 'Auftrag',
  Kundeneinstellungen: 'Kundeneinstellungen',
  Kunde: 'Kunde',
} as const;

const ANALYTICS_DOCUMENT_ROLES = [
  'Dokumente Lieferschein',
  'Dokumente DTP Lieferschein',
  'Dokumente Rechnung',
] as const;
/**
 * SPEC 6 lists the statistics roles as 'Statistiken - Umsatz Gemischt', 'Nur Hochpreis', …; issue
 * 14 names them "the seven 'Statistiken - …' roles": the prefix belongs to each (a bare 'Import'
 * role would read as something else in the admin's role list), so every one carries it.
 */
export const STATISTICS_ROLES = [
  'Statistiken - Umsatz Gemischt',
  'Statistiken - Nur Hochpreis',
  'Statistiken - Ohne Hochpreis',
  'Statistiken - Import',
  'Statistiken - Magistral',
  'Statistiken - Emballagen',
  'Statistiken - Problemartikel',
] as const;

/** The roles of the analytics areas: any of them opens the analytics menu. */
export const ANALYTICS_ROLES = [
  ...ANALYTICS_DOCUMENT_ROLES,
  ...STATISTICS_ROLES,
  'Dokument Chargendokumentation',
  'Rueckstaende',
  'Abrufvereinbarungen und Vorauszahlungen',
  'Auftragsarchiv',
  'Lieferapotheke',
] as const;

/** The shell's menus: the main menu and the two sub-menus it opens. */
export type MenuGroup = 'main' | 'analytics' | 'enrollment';

export interface AreaRule {
  /** The user needs at least one of these roles; an empty list means role User suffices. */
  readonly anyRole: readonly string[];
  /** A server-side feature flag that must be enabled as well. */
  readonly feature?: string;
  /** Screen paths of the area (a path and everything below it). */
  readonly paths: readonly string[];
  /**
   * The menu that links the area's first path, titled `de.screens[key]`
   * (app/client/shell/navigation.ts): a module's screen reaches the menu by this word alone.
   */
  readonly menu?: MenuGroup;
}

interface AreaExtra {
  readonly feature?: string;
  readonly menu?: MenuGroup;
}

/** Generic in the extra, so that the menu's areas are known to the compiler (their titles are checked). */
const area = <const Extra extends AreaExtra = Record<never, never>>(
  anyRole: readonly string[],
  paths: readonly string[],
  extra?: Extra,
) => ({ anyRole, paths, ...extra }) as AreaRule & Extra;

// The menu's entries follow this order within each group.
export const AREAS = {
  /** Surveys (issue 13 item 6): a dialog in the shell, no screen of its own. */
  surveys: area([ROLE.User], []),
  shop: area([ROLE.Auftrag], ['/shop']),
  documents: area(ANALYTICS_DOCUMENT_ROLES, ['/analytics/documents'], {
    feature: 'Dokumentensuche',
    menu: 'analytics',
  }),
  /**
   * The invoices and credit notes inside the documents screen (issue 14): only role 'Dokumente
   * Rechnung' receives their rows, so a user with delivery-note roles alone never holds them.
   */
  documentInvoices: area(['Dokumente Rechnung'], [], { feature: 'Dokumentensuche' }),
  statistics: area(STATISTICS_ROLES, ['/analytics/statistics'], {
    feature: 'Statistiken',
    menu: 'analytics',
  }),
  batchDocumentation: area(['Dokument Chargendokumentation'], ['/analytics/batch-documentation'], {
    menu: 'analytics',
  }),
  residues: area(['Rueckstaende'], ['/analytics/residues'], { menu: 'analytics' }),
  abrufvereinbarungen: area(
    ['Abrufvereinbarungen und Vorauszahlungen'],
    ['/analytics/abrufvereinbarungen'],
    { menu: 'analytics' },
  ),
  orderArchive: area(['Auftragsarchiv'], ['/analytics/order-archive'], { menu: 'analytics' }),
  deliveryPharmacy: area(['Lieferapotheke'], ['/analytics/delivery-pharmacy'], {
    menu: 'analytics',
  }),
  stockLevels: area(['Bestandsmeldungen'], ['/enrollment/stock-levels'], { menu: 'enrollment' }),
  enclosedShipping: area(
    ['Beipackanmeldung', 'Beipackanmeldung Dokumente an Betriebsstätte'],
    ['/enrollment/enclosed-shipping'],
    { menu: 'enrollment' },
  ),
  returnRegistration: area(['Apotheken'], ['/enrollment/return'], { menu: 'enrollment' }),
  preOrder: area(['Vorbestellung'], ['/enrollment/pre-order'], { menu: 'enrollment' }),
  recipeUpload: area([], ['/enrollment/recipe-upload'], {
    feature: 'RezeptUpload',
    menu: 'enrollment',
  }),
  destruction: area(['Vernichtungserklärung'], ['/enrollment/declaration-of-destruction'], {
    menu: 'enrollment',
  }),
  calendar: area(['Kalender'], ['/calendar'], { menu: 'main' }),
  tourBrowser: area(['Tourenbrowser'], ['/tour-browser'], { menu: 'main' }),
  callPlan: area(['Anrufplan'], ['/call-plan'], { menu: 'main' }),
  lastChance: area(['Noch verfügbare Artikel'], ['/last-chance-articles'], { menu: 'main' }),
  cashbook: area(['Kassabuch'], ['/cashbook'], { menu: 'main' }),
  downloads: area(['Download'], ['/downloads'], { menu: 'main' }),
  suppliers: area(['Lieferantenbestellung'], ['/suppliers'], {
    feature: 'Lieferantenbestellung',
    menu: 'main',
  }),
  temperatureLogger: area(['Temperatur Logger'], ['/temperature-logger'], { menu: 'main' }),
  drugBook: area(['Suchtgiftbuch'], ['/drug-book'], { menu: 'main' }),
  medTest: area(['Arzneitmittelprüfung'], ['/med-test'], { menu: 'main' }),
  /** News, video library and account (issue 15): role User, as SPEC 6 lists them for all. */
  news: area([ROLE.User], ['/news'], { menu: 'main' }),
  notifications: area([ROLE.User], ['/notifications'], { menu: 'main' }),
  video: area([ROLE.User], ['/video'], { menu: 'main' }),
  customerSettings: area([ROLE.Kunde], ['/customer-settings'], { menu: 'main' }),
  settings: area([ROLE.User], ['/settings'], { menu: 'main' }),
  account: area([ROLE.User], ['/account'], { menu: 'main' }),
  enrollmentMenu: area(['Preissenkung', 'Beipackanmeldung'], ['/enrollment']),
  analyticsMenu: area(ANALYTICS_ROLES, ['/analytics']),
  admin: area([ROLE.Admin], ['/admin']),
} as const satisfies Record<string, AreaRule>;

export type AreaKey = keyof typeof AREAS;

/**
 * What a wholesaler system's service account may do at the integration boundary (issue 29,
 * modules/integration): each key holds some of these, and each integration route names one.
 */
export const INTEGRATION_SCOPES = [
  /** Read the outgoing messages (orders, returns …) from the cursor API. */
  'events:read',
  /** Answer orders: confirmations per line and order status. */
  'orders:write',
  /** Send delivery notes and invoices with their lines and PDFs. */
  'documents:write',
  /** Change the catalogue: articles, prices, stock. */
  'catalogue:write',
  /** Read articles' availability and customers' tours (the ERP simulator's view of its stock). */
  'catalogue:read',
  /** Provision delivery customers, users and their assignments. */
  'customers:write',
] as const;
export type IntegrationScope = (typeof INTEGRATION_SCOPES)[number];

/**
 * Who may call a route (server/plugins/guard.ts decides on the matched route): anyone, any
 * session, a logged-in user, an admin, a user of an area, or a service account holding a scope
 * (an API key, never a session: the integration boundary of issue 29).
 */
export type RouteAccess =
  | 'public'
  | 'session'
  | 'user'
  | 'admin'
  | { readonly area: AreaKey }
  | { readonly integration: IntegrationScope };
export const AREA_KEYS = Object.keys(AREAS) as AreaKey[];

export interface Principal {
  readonly roles: readonly string[];
  readonly features: readonly string[];
}

export function hasRole(principal: Principal, role: string): boolean {
  return principal.roles.includes(role);
}

/** Whether the principal may use the area: role User, one of the area's roles, its feature. */
export function canAccess(principal: Principal, key: AreaKey): boolean {
  const rule: AreaRule = AREAS[key];
  if (!hasRole(principal, ROLE.User)) return false;
  if (rule.anyRole.length > 0 && !rule.anyRole.some((r) => principal.roles.includes(r))) {
    return false;
  }
  return rule.feature === undefined || principal.features.includes(rule.feature);
}

/**
 * SPEC 6 names two roles for the customer settings: the area table gives the screen and its API
 * to role Kunde; "other role effects" show the user menu's 'Kunden-Einstellungen' entry to role
 * Kundeneinstellungen when a delivery customer is set. Both hold here: the entry shows only to
 * who also may open the screen, so it never leads to 'Keine Berechtigung'.
 */
export function showsCustomerSettingsEntry(principal: Principal, hasLieferkunde: boolean) {
  return (
    hasLieferkunde &&
    hasRole(principal, ROLE.Kundeneinstellungen) &&
    canAccess(principal, 'customerSettings')
  );
}

function longestMatch(path: string, prefixes: (rule: AreaRule) => readonly string[]) {
  let best: { key: AreaKey; length: number } | undefined;
  for (const key of AREA_KEYS) {
    for (const prefix of prefixes(AREAS[key])) {
      const matches = path === prefix || path.startsWith(prefix + '/');
      if (matches && (!best || prefix.length > best.length)) best = { key, length: prefix.length };
    }
  }
  return best?.key;
}

/** The area a screen path belongs to (the most specific one), if any. */
export function areaOfPath(path: string): AreaKey | undefined {
  return longestMatch(path, (rule) => rule.paths);
}
