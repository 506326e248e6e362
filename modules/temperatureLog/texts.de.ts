// Texts of the temperature log (Temperatur Logger, issue 15): the screen, its forms and field
// messages, the CSV import's line errors, the chart, the report and the descriptions of its
// changes in 'Nicht übertragene Änderungen'. Imports nothing (the bottom layer).

/** Tenths of °C as German text (the same as formatTenths in modules/temperatureLog/rules.ts). */
const temp = (tenths: number) => {
  const abs = Math.abs(tenths);
  return `${tenths < 0 ? '−' : ''}${Math.floor(abs / 10)},${abs % 10} °C`;
};

export const temperatureLogDe = {
  intro:
    'Kühlschrank- und Raumtemperaturen nach Guter Vertriebspraxis: Messwerte erfassen oder aus der CSV-Datei eines Loggers einlesen, Abweichungen bestätigen, Monatsbericht als PDF. Fehler werden durch eine Korrektur berichtigt; der ursprüngliche Wert bleibt erhalten.',
  noCustomer: 'Bitte wählen Sie zuerst einen Lieferkunden.',
  loading: 'Temperaturaufzeichnungen werden geladen…',
  kind: { fridge: 'Kühlschrank', freezer: 'Tiefkühler', room: 'Raum' },
  source: { manual: 'Manuell', import: 'Import' },
  temp,
  limits: (min: number, max: number) => `Grenzwerte ${temp(min)} bis ${temp(max)}`,
  devices: {
    title: 'Geräte und Räume',
    empty:
      'Noch keine Geräte angelegt. Legen Sie unten Ihren Arzneimittelkühlschrank und die Lagerräume an.',
    last: 'Letzter Messwert',
    none: 'Noch keine Messwerte',
    today: 'Heute min./max.',
    todayNone: 'Heute noch nicht gemessen',
    ok: 'Im Grenzbereich',
    open: (n: number) => (n === 1 ? '1 offene Abweichung' : `${n} offene Abweichungen`),
    select: (name: string) => `${name} anzeigen`,
    selected: 'ausgewählt',
  },
  excursion: {
    low: 'Unter Grenzwert',
    high: 'Über Grenzwert',
    acknowledged: 'Bestätigt',
    open: 'Offen',
  },
  month: {
    label: 'Monat',
    previous: 'Vorheriger Monat',
    next: 'Nächster Monat',
  },
  chart: {
    title: (device: string, month: string) => `Verlauf ${device}, ${month} (°C)`,
    description: (min: number, max: number, count: number, excursions: number) =>
      `Liniendiagramm: ${count} Messwerte, Grenzbereich ${temp(min)} bis ${temp(max)}, ${excursions} außerhalb (als Dreieck markiert). Alle Werte stehen in der Tabelle.`,
    empty: 'In diesem Monat gibt es keine Messwerte.',
    value: 'Temperatur',
    limit: 'Grenzbereich',
    excursion: 'Abweichung',
  },
  table: {
    caption: (device: string, month: string) => `Messwerte ${device}, ${month}`,
    measuredAt: 'Gemessen',
    value: 'Temperatur',
    state: 'Status',
    source: 'Quelle',
    by: 'Erfasst von',
    actions: 'Aktionen',
    inRange: 'OK',
    corrected: 'korrigiert',
    correctionOf: (value: number) => `Korrektur von ${temp(value)}`,
    correct: 'Korrigieren',
    correctRow: (at: string) => `Messwert vom ${at} korrigieren`,
    provisional: 'nicht übertragen',
  },
  form: {
    title: 'Messwert erfassen',
    device: 'Gerät',
    day: 'Datum',
    dayPlaceholder: 'TT.MM.JJJJ',
    time: 'Uhrzeit',
    timePlaceholder: 'HH:MM',
    value: 'Temperatur (°C)',
    valuePlaceholder: 'z. B. 5,3',
    submit: 'Speichern',
    saved: (value: number, device: string) => `${temp(value)} für ${device} gespeichert.`,
    outside: (value: number) =>
      `${temp(value)} liegt außerhalb der Grenzwerte: Die Abweichung ist zu bestätigen.`,
  },
  device: {
    title: 'Gerät oder Raum anlegen',
    name: 'Bezeichnung',
    namePlaceholder: 'z. B. Arzneimittelkühlschrank Labor',
    kind: 'Art',
    min: 'Untere Grenze (°C)',
    max: 'Obere Grenze (°C)',
    submit: 'Anlegen',
    saved: (name: string) => `${name} angelegt.`,
  },
  correct: {
    title: 'Messwert korrigieren',
    text: (at: string, value: number) =>
      `Der Messwert vom ${at} (${temp(value)}) bleibt in der Aufzeichnung und wird als korrigiert gekennzeichnet.`,
    value: 'Richtiger Wert (°C)',
    note: 'Grund der Korrektur',
    notePlaceholder: 'z. B. Tippfehler, Thermometer abgelesen: 5,3 °C',
    submit: 'Korrektur speichern',
    cancel: 'Abbrechen',
    saved: 'Korrektur gespeichert.',
  },
  acknowledge: {
    title: 'Offene Abweichungen',
    empty: 'Keine offenen Abweichungen.',
    item: (device: string, at: string, value: number) => `${device}: ${temp(value)} am ${at}`,
    note: 'Maßnahme / Bemerkung',
    notePlaceholder: 'z. B. Tür offen nach Lieferung, Ware geprüft, verwendbar',
    submit: 'Bestätigen',
    submitFor: (device: string, at: string) => `Abweichung ${device} vom ${at} bestätigen`,
    saved: 'Abweichung bestätigt.',
    done: (by: string, at: string, note: string) => `Bestätigt von ${by} am ${at}: ${note}`,
    recent: 'Zuletzt bestätigt',
  },
  import: {
    title: 'CSV eines Loggers einlesen',
    hint: 'Spalten Datum;Uhrzeit;Temperatur (z. B. 24.11.2026;08:00;5,3) oder Zeitstempel;Temperatur (2026-11-24T08:00). Eine Kopfzeile wird übersprungen.',
    file: 'CSV-Datei',
    preview: (n: number, outside: number, duplicates: number) =>
      `${n} Messwerte, davon ${outside} außerhalb der Grenzwerte; ${duplicates} bereits erfasste übersprungen.`,
    errors: (n: number) => (n === 1 ? '1 Zeile ist fehlerhaft:' : `${n} Zeilen sind fehlerhaft:`),
    line: (n: number, message: string) => `Zeile ${n}: ${message}`,
    submit: (n: number) => `${n} Messwerte übernehmen`,
    cancel: 'Verwerfen',
    saved: (n: number) => `${n} Messwerte übernommen.`,
    nothing: 'Die Datei enthält keine neuen Messwerte.',
    tooLarge: 'Die Datei ist zu groß (höchstens 2 MB).',
  },
  csvErrors: {
    columns: 'erwartet Datum;Uhrzeit;Temperatur oder Zeitstempel;Temperatur',
    date: (text: string) => `„${text}“ ist kein gültiges Datum (TT.MM.JJJJ oder JJJJ-MM-TT)`,
    time: (text: string) => `„${text}“ ist keine gültige Uhrzeit (HH:MM)`,
    value: (text: string) => `„${text}“ ist keine Temperatur (z. B. 5,3)`,
    range: (text: string) => `${text} °C liegt außerhalb des Messbereichs (−40 bis 60 °C)`,
    early: 'Datum vor dem Jahr 2000 (Uhr des Loggers prüfen)',
    future: 'Zeitpunkt liegt in der Zukunft',
    twice: (line: number) => `gleicher Zeitpunkt wie Zeile ${line}`,
  },
  errors: {
    dayRequired: 'Bitte geben Sie das Datum ein.',
    day: 'Bitte geben Sie das Datum als TT.MM.JJJJ ein.',
    timeRequired: 'Bitte geben Sie die Uhrzeit ein.',
    time: 'Bitte geben Sie die Uhrzeit als HH:MM ein.',
    future: 'Der Zeitpunkt liegt in der Zukunft.',
    valueRequired: 'Bitte geben Sie die Temperatur ein.',
    value: 'Bitte geben Sie eine Zahl mit höchstens einer Nachkommastelle ein, z. B. 5,3.',
    range: 'Die Temperatur muss zwischen −40,0 und 60,0 °C liegen.',
    duplicate:
      'Für diesen Zeitpunkt gibt es schon einen Messwert; korrigieren Sie ihn in der Tabelle.',
    noteRequired: 'Bitte geben Sie eine Bemerkung ein.',
    noteTooLong: (max: number) => `Höchstens ${max} Zeichen.`,
    nameRequired: 'Bitte geben Sie eine Bezeichnung ein.',
    nameTooLong: (max: number) => `Höchstens ${max} Zeichen.`,
    limits: 'Die obere Grenze muss über der unteren liegen.',
    sameValue: 'Der richtige Wert ist gleich dem bisherigen.',
  },
  report: {
    title: 'Monatsbericht',
    download: (device: string, month: string) => `Monatsbericht ${device} ${month} (PDF)`,
    offline: 'Der Monatsbericht wird vom Server erstellt und ist nur online abrufbar.',
    csv: 'CSV exportieren',
    fileName: (device: string, month: string) =>
      `Temperatur_${device.replace(/[^\p{L}\p{N}]+/gu, '_')}_${month}.csv`,
  },
  describe: {
    addDevice: (name: string) => `Gerät „${name}“ anlegen`,
    record: (n: number, device: string | undefined) =>
      `${n === 1 ? '1 Messwert' : `${n} Messwerte`} für ${device ?? 'ein Gerät'} erfassen`,
    correct: (value: number) => `Messwert auf ${temp(value)} korrigieren`,
    acknowledge: 'Temperaturabweichung bestätigen',
  },
  rejections: {
    foreignCustomer: 'Dieses Gerät gehört nicht zum gewählten Lieferkunden.',
    deviceNotFound: 'Dieses Gerät gibt es nicht (mehr).',
    readingNotFound: 'Diesen Messwert gibt es nicht (mehr).',
    idTaken: 'Diese Kennung ist bereits vergeben.',
    future: 'Ein Messwert liegt mehr als einen Tag in der Zukunft.',
    alreadyCorrected: 'Dieser Messwert wurde bereits korrigiert; korrigieren Sie die Korrektur.',
    notExcursion: 'Dieser Messwert liegt innerhalb der Grenzwerte.',
    alreadyAcknowledged: 'Diese Abweichung wurde bereits bestätigt.',
    corrected: 'Dieser Messwert wurde korrigiert; maßgeblich ist die Korrektur.',
  },
};
