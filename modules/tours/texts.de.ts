// Texts of the tour browser, the basket's cut-off countdown, the 'Nächste Lieferung' widget, the
// calendar and the call plan (issue 15). Imported by their features directly (not part of `de`,
// which /login loads). Imports nothing (the bottom layer).

const WEEKDAY_LONG = [
  'Montag',
  'Dienstag',
  'Mittwoch',
  'Donnerstag',
  'Freitag',
  'Samstag',
  'Sonntag',
];
const WEEKDAY_SHORT = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'];
const MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

const two = (n: number) => String(n).padStart(2, '0');
/** '2026-12-08' → '08.12.2026'. */
const date = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
const weekdayIndex = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
/** '2026-12-08' → 'Di, 08.12.2026'. */
const shortDay = (day: string) => `${WEEKDAY_SHORT[weekdayIndex(day)] ?? ''}, ${date(day)}`;
/** '2026-12-08' → 'Dienstag, 8. Dezember 2026'. */
const longDay = (day: string) =>
  `${WEEKDAY_LONG[weekdayIndex(day)] ?? ''}, ${Number(day.slice(8, 10))}. ${MONTHS[Number(day.slice(5, 7)) - 1] ?? ''} ${day.slice(0, 4)}`;

/** Milliseconds left as words: 'noch 2 Tage 3 Std.', 'noch 1 Std. 5 Min.', 'noch 4:05 Min.'. */
function left(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `noch ${days} ${days === 1 ? 'Tag' : 'Tage'} ${hours} Std.`;
  if (hours > 0) return `noch ${hours} Std. ${minutes} Min.`;
  return `noch ${minutes}:${two(seconds % 60)} Min.`;
}

export const toursDe = {
  weekdayLong: WEEKDAY_LONG,
  weekdayShort: WEEKDAY_SHORT,
  months: MONTHS,
  date,
  shortDay,
  longDay,
  left,
  clock: (time: string) => `${time} Uhr`,
  window: (from: string, to: string) => `${from}–${to} Uhr`,
  holidays: {
    neujahr: 'Neujahr',
    heiligeDreiKoenige: 'Heilige Drei Könige',
    ostermontag: 'Ostermontag',
    staatsfeiertag: 'Staatsfeiertag',
    christiHimmelfahrt: 'Christi Himmelfahrt',
    pfingstmontag: 'Pfingstmontag',
    fronleichnam: 'Fronleichnam',
    mariaeHimmelfahrt: 'Mariä Himmelfahrt',
    nationalfeiertag: 'Nationalfeiertag',
    allerheiligen: 'Allerheiligen',
    mariaeEmpfaengnis: 'Mariä Empfängnis',
    christtag: 'Christtag',
    stefanitag: 'Stefanitag',
  },
  tour: (name: string, nr: string) => `${name} (${nr})`,
  browser: {
    intro:
      'Ihre Touren je Wochentag mit Bestellschluss und Lieferzeit, mit den Änderungen um Feiertage. Auch ohne Verbindung lesbar.',
    loading: 'Touren werden geladen…',
    noCustomer: 'Bitte wählen Sie zuerst eine Lieferadresse, um deren Touren zu sehen.',
    empty: 'Keine Touren hinterlegt',
    emptyText: 'Für diese Lieferadresse sind beim Großhandel keine Touren hinterlegt.',
    customer: (name: string, nr: number) => `Lieferadresse: ${name} (${nr})`,
    next: 'Nächste Lieferung',
    noNext: 'In den nächsten drei Wochen ist keine Tour geplant.',
    cutoff: 'Bestellschluss',
    delivery: 'Lieferung',
    today: 'heute',
    tomorrow: 'morgen',
    week: 'Wochenübersicht',
    weekCaption: (kw: number, from: string, to: string) =>
      `KW ${kw}: ${date(from)} bis ${date(to)}`,
    previousWeek: 'Vorherige Woche',
    nextWeek: 'Nächste Woche',
    thisWeek: 'Aktuelle Woche',
    day: 'Tag',
    runs: 'Touren',
    notes: 'Hinweise',
    noTour: 'Keine Tour',
    sunday: 'Sonntag: keine Lieferung',
    run: (tour: string, cutoff: string, from: string, to: string) =>
      `${tour}: Bestellschluss ${cutoff} Uhr, Lieferung ${from}–${to} Uhr`,
    changed: 'Geändert',
    holiday: (name: string) => `Feiertag: ${name}`,
    gap: {
      holiday: (tour: string) => `${tour} entfällt (Feiertag)`,
      cancelled: (tour: string) => `${tour} entfällt`,
      moved: (tour: string, to: string) => `${tour} verschoben auf ${to}`,
    },
    changes: 'Tourenänderungen',
    changesIntro: 'Abweichungen vom regelmäßigen Plan in den nächsten 60 Tagen.',
    noChanges: 'In den nächsten 60 Tagen gibt es keine Tourenänderungen.',
    change: {
      cancelled: (tour: string, day: string) => `${shortDay(day)}: ${tour} entfällt`,
      moved: (tour: string, day: string, to: string, cutoff: string) =>
        to === day
          ? `${shortDay(day)}: ${tour} mit Bestellschluss ${cutoff} Uhr`
          : `${tour} vom ${shortDay(day)} fährt am ${shortDay(to)}, Bestellschluss ${cutoff} Uhr`,
    },
    plan: 'Regelmäßiger Tourenplan',
    weekday: 'Wochentag',
  },
  countdown: {
    heading: 'Bestellschluss',
    next: (tour: string, day: string, cutoff: string) => `${tour}, ${day} ${cutoff} Uhr`,
    none: 'Kein Bestellschluss in den nächsten drei Wochen.',
    warning: (cutoff: string) =>
      `Achtung: In weniger als 5 Minuten ist Bestellschluss (${cutoff} Uhr). Bestellen Sie jetzt, damit der Auftrag mit dieser Tour kommt.`,
    warningShort: 'Bestellschluss in weniger als 5 Minuten',
    toBrowser: 'Tourenplan öffnen',
  },
  widget: {
    loading: 'Touren werden geladen…',
    noCustomer: 'Keine Lieferadresse gewählt.',
    empty: 'Keine Touren hinterlegt.',
  },
  calendar: {
    intro:
      'Liefertage aus Ihren Touren, die österreichischen Feiertage und Tourenänderungen. Mit den Pfeiltasten wechseln Sie den Tag, mit Bild auf/ab den Monat.',
    previousMonth: 'Vorheriger Monat',
    nextMonth: 'Nächster Monat',
    today: 'Heute',
    month: (month: number, year: number) => `${MONTHS[month - 1] ?? ''} ${year}`,
    week: 'KW',
    weekOf: (kw: number) => `Kalenderwoche ${kw}`,
    holiday: 'Feiertag',
    deliveries: (n: number) => (n === 1 ? '1 Tour' : `${n} Touren`),
    changed: 'Änderung',
    noDelivery: 'keine Lieferung',
    legend: 'Zeichen: ★ Feiertag, ● Liefertag mit Anzahl der Touren, ⚠ Tourenänderung, ◷ Frist.',
    details: (day: string) => `Details: ${longDay(day)}`,
    dayLabel: (day: string, parts: readonly string[]) =>
      [longDay(day), ...parts].filter(Boolean).join(', '),
    noEntries: 'An diesem Tag gibt es keine Lieferung und keine Termine.',
    noCustomerTours: 'Ohne gewählte Lieferadresse zeigt der Kalender nur die Feiertage.',
    deadlines: 'Fristen',
  },
  callPlan: {
    intro:
      'Wann Ihr Vertreter oder der Telefonverkauf (Innendienst) anruft. Auch ohne Verbindung lesbar.',
    introRep: 'Ihre Anrufe des Tages bei Ihren Kunden, nach Uhrzeit. Auch ohne Verbindung lesbar.',
    loading: 'Anrufplan wird geladen…',
    empty: 'Keine Anrufzeiten hinterlegt',
    emptyText: 'Für Ihre Lieferadressen sind keine regelmäßigen Anrufe vereinbart.',
    kinds: { vertreter: 'Vertreter', innendienst: 'Telefonverkauf (Innendienst)' },
    weekday: 'Wochentag',
    time: 'Uhrzeit',
    caller: 'Wer ruft an',
    callerPhone: 'Rückrufnummer',
    customer: 'Apotheke',
    customerPhone: 'Telefon',
    kind: 'Art',
    next: 'Nächster Anruf',
    nextText: (day: string, time: string, kind: string, name: string) =>
      `${day}, ${time} Uhr: ${kind}, ${name}`,
    dayHeading: (day: string) => `Anrufe am ${longDay(day)}`,
    previousDay: 'Vorheriger Tag',
    nextDay: 'Nächster Tag',
    today: 'Heute',
    onlyMine: 'Nur meine eigenen Anrufe',
    noCalls: 'An diesem Tag sind keine Anrufe geplant.',
    count: (n: number) => (n === 1 ? '1 Anruf' : `${n} Anrufe`),
    holiday: (name: string) => `Feiertag (${name}): Anrufe finden voraussichtlich nicht statt.`,
    forCustomer: (name: string, nr: number) => `${name} (${nr})`,
  },
} as const;
