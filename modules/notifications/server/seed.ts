// Demo notifications (issue 3) and the demo pharmacy's shop data (modules/shop/server/seed.ts):
// deterministic, from their own PRNG stream so the ids of the older demo data stay as they were.
import { notifications } from './tables.ts';
import type { Tx } from '../../../server/sync/types.ts';
import { SEED_TIME } from '../../../server/seed/random.ts';
import { seedShopData } from '../../shop/server/seed.ts';

interface DemoNotification {
  label: string;
  text: string;
  icon: string;
  url: string | null;
  /** Hours before SEED_TIME. */
  hoursAgo: number;
  seen: boolean;
  dismissable?: boolean;
}

const WELCOME: DemoNotification = {
  label: 'Willkommen im Kundenportal',
  text: 'Alle Mitteilungen der Alpenpharm finden Sie ab sofort gesammelt unter „Benachrichtigungen“.',
  icon: 'bell',
  url: '/notifications',
  hoursAgo: 24 * 30,
  seen: true,
};
const DELAY: DemoNotification = {
  label: 'Lieferverzögerung Tour Graz-Süd',
  text: 'Wegen eines Fahrzeugausfalls verzögert sich die Nachmittagslieferung der Tour Graz-Süd heute um etwa 90 Minuten.',
  icon: 'truck',
  url: null,
  hoursAgo: 1,
  seen: false,
};
const HOLIDAY: DemoNotification = {
  label: 'Feiertagsbelieferung 8. Dezember',
  text: 'Zu Mariä Empfängnis beliefern wir Sie mit einer Sondertour am Vormittag. Bestellschluss ist am 7. Dezember um 16:00 Uhr.',
  icon: 'calendar',
  url: null,
  hoursAgo: 20,
  seen: false,
};
const RECALL: DemoNotification = {
  label: 'Rückruf einer Charge',
  text: 'Chargenrückruf: Ibuprofen Alpenpharm 400 mg Filmtabletten, Charge 24B117. Bitte prüfen Sie Ihre Bestände und melden Sie betroffene Packungen über die Retourenanmeldung zurück.',
  icon: 'alert',
  url: '/enrollment/return',
  hoursAgo: 6,
  seen: false,
  dismissable: false,
};

const APOTHEKE: DemoNotification[] = [
  WELCOME,
  {
    label: 'Wartungsarbeiten am Samstag',
    text: 'Am Samstag zwischen 22:00 und 24:00 Uhr ist das Kundenportal wegen Wartungsarbeiten nur eingeschränkt erreichbar.',
    icon: 'info',
    url: null,
    hoursAgo: 24 * 12,
    seen: true,
  },
  {
    label: 'Fortbildung der Apothekerkammer',
    text: 'Einladung zur Fortbildung „Wechselwirkungen in der Selbstmedikation“ am 3. Dezember in Graz.',
    icon: 'info',
    url: 'https://www.apothekerkammer.at/',
    hoursAgo: 24 * 9,
    seen: true,
  },
  {
    label: 'Rechnungen Oktober verfügbar',
    text: 'Ihre Rechnungen und Lieferscheine für Oktober stehen zum Download bereit.',
    icon: 'document',
    url: '/analytics/documents',
    hoursAgo: 24 * 7,
    seen: true,
  },
  {
    label: 'Lieferengpass Amoxicillin-Saft',
    text: 'Amoxicillin Saft 250 mg/5 ml ist derzeit nicht lieferbar. Der Hersteller erwartet neue Ware ab KW 50.',
    icon: 'alert',
    url: null,
    hoursAgo: 24 * 5,
    seen: true,
  },
  {
    label: 'Neue Konditionen ab 1. Dezember',
    text: 'Ab 1. Dezember gelten neue Rabattstaffeln für das OTC-Sortiment. Die Details finden Sie im Downloadbereich.',
    icon: 'percent',
    url: '/downloads',
    hoursAgo: 24 * 3,
    seen: true,
  },
  {
    label: 'Vorbestellung Grippeimpfstoff',
    text: 'Die Vorbestellung der Grippeimpfstoffe für die Saison 2027/28 ist ab sofort geöffnet.',
    icon: 'calendar',
    url: '/enrollment/pre-order',
    hoursAgo: 24 * 2,
    seen: false,
  },
  {
    label: 'Temperaturlogger auslesen',
    text: 'Bitte lesen Sie die Daten Ihres Temperaturloggers bis Monatsende aus.',
    icon: 'thermometer',
    url: '/temperature-logger',
    hoursAgo: 30,
    seen: true,
  },
  HOLIDAY,
  {
    label: 'Ihr Warenkorb wartet',
    text: 'Im Warenkorb „Wochenbestellung“ liegen noch Artikel. Jetzt prüfen und bestellen.',
    icon: 'cart',
    url: '/shop/warenkoerbe',
    hoursAgo: 8,
    seen: false,
  },
  RECALL,
  DELAY,
];

const MITARBEITER: DemoNotification[] = [
  WELCOME,
  { ...RECALL, seen: true },
  HOLIDAY,
  { ...DELAY, url: '/notifications' },
];

const VERTRETER: DemoNotification[] = [
  WELCOME,
  {
    label: 'Schulung Konditionen 2027',
    text: 'Die Unterlagen zur Konditionen-Schulung für den Außendienst stehen bereit.',
    icon: 'percent',
    url: '/downloads',
    hoursAgo: 24 * 4,
    seen: true,
  },
  {
    label: 'Tourenplan KW 48',
    text: 'Der Tourenplan für KW 48 wurde aktualisiert: Leibnitz und Wildon tauschen die Reihenfolge.',
    icon: 'truck',
    url: '/tour-browser',
    hoursAgo: 26,
    seen: false,
  },
  {
    label: 'Neue Kundenzuteilung',
    text: 'Ihnen wurden drei weitere Apotheken in der Südsteiermark zugeteilt. Bitte im Anrufplan berücksichtigen.',
    icon: 'info',
    url: '/call-plan',
    hoursAgo: 3,
    seen: false,
  },
];

const ADMIN: DemoNotification[] = [
  WELCOME,
  {
    label: 'Wartungsfenster bestätigt',
    text: 'Das Wartungsfenster am Samstag von 22:00 bis 24:00 Uhr ist mit dem Rechenzentrum abgestimmt.',
    icon: 'info',
    url: null,
    hoursAgo: 24 * 12,
    seen: true,
  },
  {
    label: 'Neue Registrierungsanfrage',
    text: 'Die Stadt-Apotheke Weiz hat einen Zugang zum Kundenportal beantragt.',
    icon: 'user',
    url: '/admin',
    hoursAgo: 2,
    seen: false,
  },
];

const hoursBefore = (hours: number) => new Date(SEED_TIME.getTime() - hours * 3_600_000);

export interface DemoSyncUsers {
  apotheke: string;
  mitarbeiter: string;
  vertreter: string;
  admin: string;
}

/** Seeds notifications of the four demo users and the pharmacy owner's baskets and orders. */
export async function seedSyncData(tx: Tx, users: DemoSyncUsers, id: () => string) {
  const perUser: [string, DemoNotification[]][] = [
    [users.apotheke, APOTHEKE],
    [users.mitarbeiter, MITARBEITER],
    [users.vertreter, VERTRETER],
    [users.admin, ADMIN],
  ];
  // Oldest first, so versions ascend with time like rows that arrived one by one.
  const rows = perUser
    .flatMap(([userId, list]) =>
      list.map((n) => ({
        id: id(),
        userId,
        label: n.label,
        text: n.text,
        icon: n.icon,
        url: n.url,
        dismissable: n.dismissable ?? true,
        datInsert: hoursBefore(n.hoursAgo),
        datSeen: n.seen ? hoursBefore(n.hoursAgo - 1) : null,
      })),
    )
    .sort((a, b) => a.datInsert.getTime() - b.datInsert.getTime());
  await tx.insert(notifications).values(rows);

  await seedShopData(tx, users, id, hoursBefore);
}
