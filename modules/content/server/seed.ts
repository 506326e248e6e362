// The wholesaler's content (issue 15): downloads, news and videos, the same for every user. The
// definitions here are the source of the synced metadata (seeded at start when the tables are
// empty) and of the files themselves (modules/content/server/files.ts makes them on request).
// Deterministic: fixed ids, days counted back from SEED_TIME, no randomness in the files.
import type { DownloadCategory, FileType, VideoCategory } from '../contract.ts';
import type { Db } from '../../../server/db/client.ts';
import { downloadFiles, newsArticles, videos } from './tables.ts';
import { SEED_TIME } from '../../../server/seed/random.ts';
import { seedOnce } from '../../../server/seed/seedOnce.ts';
import { DAY_MS } from '../../../src/api/days.ts';

export interface DownloadDef {
  readonly key: string;
  readonly category: DownloadCategory;
  readonly title: string;
  readonly description: string;
  readonly fileName: string;
  readonly fileType: FileType;
  /** Days before SEED_TIME it was published. */
  readonly age: number;
  /** PDF: paragraphs; '# ' a heading, '_ ' a form field with a line to write on. */
  readonly body: readonly string[];
  /** CSV: the rows. */
  readonly table?: readonly (readonly string[])[];
  readonly day: string;
}

export interface NewsDef {
  readonly id: string;
  readonly age: number;
  readonly title: string;
  readonly teaser: string;
  readonly paragraphs: readonly string[];
  readonly imageKey: string;
  readonly imageAlt: string;
  readonly motif: 'truck' | 'snow' | 'pill' | 'calendar' | 'shield';
  readonly colors: readonly [string, string, string];
}

export interface VideoDef {
  readonly id: string;
  readonly key: string;
  readonly category: VideoCategory;
  readonly title: string;
  readonly description: string;
  readonly durationSeconds: number;
  readonly age: number;
  /** [from s, to s, text] */
  readonly captions: readonly (readonly [number, number, string])[];
}

const dayBefore = (age: number) =>
  new Date(SEED_TIME.getTime() - age * DAY_MS).toISOString().slice(0, 10);
const uuidOf = (group: number, n: number) =>
  `00000015-${String(group).padStart(4, '0')}-4000-8000-${String(n).padStart(12, '0')}`;

type DownloadInput = Omit<DownloadDef, 'day'>;

const PRICE_ROWS: readonly (readonly string[])[] = [
  ['PZN', 'Artikel', 'Packung', 'AEP (EUR)', 'AVP (EUR)', 'USt (%)', 'gültig ab'],
  ...[
    ['4512345', 'Paracetamol Alpen 500 mg Tabletten', '20 Stk', '1,89', '3,60', '10'],
    ['4512351', 'Ibuprofen Alpen 400 mg Filmtabletten', '30 Stk', '3,12', '5,95', '10'],
    ['4512368', 'Pantoprazol Alpen 20 mg', '14 Stk', '2,75', '5,25', '10'],
    ['4512374', 'Meerwasser-Nasenspray', '20 ml', '2,40', '4,90', '20'],
    ['4512380', 'Vitamin D3 1000 IE Tropfen', '10 ml', '4,95', '9,90', '20'],
    ['4512397', 'Desinfektionsgel "Hand rein"', '100 ml', '1,60', '3,20', '20'],
    ['4512405', 'FFP2-Maske, einzeln verpackt', '10 Stk', '3,50', '7,90', '20'],
    ['4512411', 'Elektrolyt-Pulver Orange', '10 Btl', '3,80', '7,45', '10'],
    ['4512428', 'Wundsalbe Dexpanthenol 5 %', '30 g', '2,95', '5,80', '10'],
    ['4512434', 'Fieberthermometer digital', '1 Stk', '4,20', '8,95', '20'],
  ].map((r) => [...r, dayBefore(10).split('-').reverse().join('.')]),
];

const DOWNLOAD_INPUT: readonly DownloadInput[] = [
  {
    key: 'retourenformular',
    category: 'forms',
    title: 'Retourenformular',
    description: 'Formular für Rücksendungen an die Alpenpharm, mit Rücksendegründen und Kühlware.',
    fileName: 'Retourenformular.pdf',
    fileType: 'pdf',
    age: 40,
    body: [
      'Bitte legen Sie dieses Formular jeder Rücksendung bei. Kühlware (2–8 °C) nur nach telefonischer Rücksprache und im Kühlbehälter zurücksenden.',
      '# Apotheke',
      '_ Kundennummer',
      '_ Apotheke, Ort',
      '_ Lieferschein-Nr.',
      '# Artikel',
      '_ PZN und Artikel',
      '_ Menge / Charge / Verfall',
      '_ Rücksendegrund',
      'Gründe: 1 Falschlieferung, 2 Beschädigt, 3 Verfall zu kurz, 4 Rückruf, 5 Irrtümlich bestellt (nur originalverpackt, innerhalb von 14 Tagen).',
      '_ Datum, Unterschrift',
    ],
  },
  {
    key: 'suchtgift-anforderungsschein',
    category: 'forms',
    title: 'Suchtgift-Anforderungsschein Vorlage',
    description:
      'Vorlage zur Anforderung von Suchtgiften gemäß Suchtgiftverordnung, zum Ausfüllen.',
    fileName: 'Suchtgift-Anforderungsschein.pdf',
    fileType: 'pdf',
    age: 120,
    body: [
      'Suchtgifte werden nur gegen vollständig ausgefüllten und unterschriebenen Anforderungsschein geliefert (§ 7 Suchtgiftverordnung). Das Original geht an die Alpenpharm, die Durchschrift bleibt in der Apotheke.',
      '# Anfordernde Apotheke',
      '_ Name der Apotheke',
      '_ Anschrift',
      '_ Kundennummer',
      '# Angeforderte Suchtgifte',
      '_ Bezeichnung, Darreichungsform',
      '_ Stärke und Menge',
      '_ PZN',
      '_ Datum',
      '_ Unterschrift (verantwortliche/r Apotheker/in)',
    ],
  },
  {
    key: 'kuehlware-reklamation',
    category: 'forms',
    title: 'Reklamation Kühlware',
    description: 'Meldung einer Unterbrechung der Kühlkette bei Anlieferung.',
    fileName: 'Reklamation_Kuehlware.pdf',
    fileType: 'pdf',
    age: 75,
    body: [
      'Melden Sie eine Kühlkettenunterbrechung bitte noch am Tag der Lieferung. Die Ware bis zur Klärung getrennt bei 2–8 °C lagern.',
      '_ Lieferschein-Nr.',
      '_ Artikel, Charge',
      '_ Temperatur bei Anlieferung',
      '_ Uhrzeit der Anlieferung',
      '_ Unterschrift',
    ],
  },
  {
    key: 'preisliste-eigenmarke',
    category: 'priceLists',
    title: 'Preisliste Alpenpharm Eigenmarke',
    description:
      'Apothekeneinkaufs- und Verkaufspreise der Eigenmarke als CSV, zum Öffnen in Excel.',
    fileName: 'Preisliste_Eigenmarke.csv',
    fileType: 'csv',
    age: 10,
    body: [],
    table: PRICE_ROWS,
  },
  {
    key: 'aktionspreise-winter',
    category: 'priceLists',
    title: 'Aktionspreise Erkältungssaison',
    description: 'Sonderkonditionen für Erkältungspräparate von November bis Februar.',
    fileName: 'Aktionspreise_Winter.pdf',
    fileType: 'pdf',
    age: 25,
    body: [
      'Von 1. November bis 28. Februar gelten für die folgenden Sortimente Sonderkonditionen. Die Preise verstehen sich als Apothekeneinkaufspreise zuzüglich Umsatzsteuer.',
      '# Konditionen',
      'Ab 12 Packungen je Artikel: 5 % Naturalrabatt. Ab 24 Packungen: 8 %.',
      'Erkältungstees, Halspastillen, Nasensprays, Vitamin C und Zink, Fieberthermometer.',
    ],
  },
  {
    key: 'produktinfo-kuehlkette',
    category: 'productInfo',
    title: 'Produktinformation Kühlpflichtige Arzneimittel',
    description: 'Lagerung und Transport kühlpflichtiger Arzneimittel, Übersicht der Kühlartikel.',
    fileName: 'Produktinfo_Kuehlkette.pdf',
    fileType: 'pdf',
    age: 60,
    body: [
      'Kühlpflichtige Arzneimittel liefern wir in validierten Kühlboxen mit Datenlogger. Bitte räumen Sie die Ware sofort nach Anlieferung in den Kühlschrank (2–8 °C).',
      '# Prüfung bei Anlieferung',
      'Kontrollieren Sie die Anzeige des Datenloggers. Zeigt er eine Abweichung, nehmen Sie die Ware getrennt an und melden Sie sie mit dem Formular „Reklamation Kühlware“.',
    ],
  },
  {
    key: 'produktinfo-lieferengpaesse',
    category: 'productInfo',
    title: 'Lieferengpässe: Alternativen',
    description: 'Wirkstoffgleiche Alternativen zu derzeit nicht lieferbaren Arzneimitteln.',
    fileName: 'Lieferengpaesse_Alternativen.pdf',
    fileType: 'pdf',
    age: 5,
    body: [
      'Die Liste nennt zu Artikeln, die laut BASG-Vertriebseinschränkungsregister derzeit nicht lieferbar sind, verfügbare wirkstoffgleiche Packungen im Sortiment der Alpenpharm.',
      '# Hinweis',
      'Die Austauschbarkeit ist im Einzelfall pharmazeutisch zu prüfen.',
    ],
  },
  {
    key: 'agb',
    category: 'terms',
    title: 'Allgemeine Geschäftsbedingungen',
    description: 'Die AGB der Alpenpharm Arzneimittel-Großhandel GmbH für Apotheken.',
    fileName: 'AGB_Alpenpharm.pdf',
    fileType: 'pdf',
    age: 300,
    body: [
      '# 1. Geltungsbereich',
      'Diese Bedingungen gelten für alle Lieferungen der Alpenpharm an Apotheken und hausapothekenführende Ärzte in Österreich.',
      '# 2. Bestellungen und Lieferung',
      'Bestellungen bis zum Tourenschluss werden mit der nächsten Tour geliefert. Rückstände werden nachgeliefert, sofern nicht storniert.',
      '# 3. Zahlung',
      'Die Rechnungen sind innerhalb von 30 Tagen netto zahlbar; bei Zahlung innerhalb von 14 Tagen gewähren wir 2 % Skonto, sofern nichts anderes vereinbart ist.',
      '# 4. Eigentumsvorbehalt',
      'Die Ware bleibt bis zur vollständigen Bezahlung Eigentum der Alpenpharm.',
    ],
  },
  {
    key: 'sepa-mandat',
    category: 'terms',
    title: 'SEPA-Lastschriftmandat',
    description: 'Mandat für den Einzug fälliger Rechnungen per SEPA-Firmenlastschrift.',
    fileName: 'SEPA-Lastschriftmandat.pdf',
    fileType: 'pdf',
    age: 200,
    body: [
      'Ich/Wir ermächtige(n) die Alpenpharm Arzneimittel-Großhandel GmbH, Zahlungen von meinem/unserem Konto mittels SEPA-Firmenlastschrift einzuziehen.',
      '_ Kontoinhaber',
      '_ IBAN',
      '_ BIC',
      '_ Ort, Datum, Unterschrift',
    ],
  },
  {
    key: 'schulung-portal',
    category: 'training',
    title: 'Schulungsunterlage Kundenportal',
    description:
      'Bestellen, Merklisten, Rückstände und Dokumente im Kundenportal Schritt für Schritt.',
    fileName: 'Schulung_Kundenportal.pdf',
    fileType: 'pdf',
    age: 30,
    body: [
      '# Bestellen',
      'Suchen Sie Artikel nach Name oder PZN, legen Sie sie in den Warenkorb und senden Sie die Bestellung ab. Ohne Verbindung bleibt die Bestellung auf dem Gerät und wird gesendet, sobald Sie wieder online sind.',
      '# Merklisten',
      'Merklisten halten wiederkehrende Bestellungen; sie lassen sich mit Kolleginnen und Kollegen teilen.',
      '# Dokumente',
      'Lieferscheine und Rechnungen finden Sie unter Auswertungen, Dokumentensuche.',
    ],
  },
  {
    key: 'schulung-fmd',
    category: 'training',
    title: 'Fälschungsschutz (FMD) in der Apotheke',
    description: 'Verifizieren und Ausbuchen von Packungen nach der Fälschungsschutzrichtlinie.',
    fileName: 'Schulung_FMD.pdf',
    fileType: 'pdf',
    age: 150,
    body: [
      'Seit 9. Februar 2019 tragen verschreibungspflichtige Arzneimittel ein individuelles Erkennungsmerkmal und einen Erstöffnungsschutz.',
      '# Bei der Abgabe',
      'Scannen Sie den Data-Matrix-Code; das System prüft die Packung gegen das AMVS und bucht sie aus.',
    ],
  },
];

export const DOWNLOADS: readonly DownloadDef[] = DOWNLOAD_INPUT.map((d) => ({
  ...d,
  day: dayBefore(d.age),
}));

export const NEWS: readonly NewsDef[] = [
  {
    id: uuidOf(2, 1),
    age: 1,
    title: 'Zusätzliche Abendtour ab Dezember',
    teaser: 'Ab 1. Dezember fahren wir in Graz und Umgebung eine dritte Tour am Abend.',
    paragraphs: [
      'Wegen der hohen Nachfrage in der Erkältungssaison fahren wir ab 1. Dezember werktags eine zusätzliche Abendtour. Bestellungen bis 16:30 Uhr werden noch am selben Abend bis 19:00 Uhr geliefert.',
      'Die neue Tour steht allen Apotheken im Großraum Graz zur Verfügung. Ihre Tourenzeiten sehen Sie im Tourenplan.',
    ],
    imageKey: 'abendtour',
    imageAlt: 'Illustration: ein Lieferwagen der Alpenpharm vor grünem Hintergrund',
    motif: 'truck',
    colors: ['#0f5e4b', '#ffffff', '#9fd8c4'],
  },
  {
    id: uuidOf(2, 2),
    age: 4,
    title: 'Winterdienst: Lieferungen bei Schneefall',
    teaser: 'So informieren wir Sie, wenn sich Touren wegen Schnee und Glatteis verspäten.',
    paragraphs: [
      'Bei starkem Schneefall kann es auf Bergstrecken zu Verspätungen kommen. Wir informieren Sie in diesem Fall über eine Benachrichtigung im Portal und per SMS, sofern Sie eine Mobilnummer hinterlegt haben.',
      'Kühlware liefern wir auch bei Verspätung in validierten Kühlboxen; die Kühlkette bleibt gewahrt.',
    ],
    imageKey: 'winterdienst',
    imageAlt: 'Illustration: eine große Schneeflocke auf blauem Hintergrund',
    motif: 'snow',
    colors: ['#1d4e89', '#ffffff', '#a8c8f0'],
  },
  {
    id: uuidOf(2, 3),
    age: 9,
    title: 'Neu im Sortiment: Eigenmarke Alpen',
    teaser: 'Zehn Präparate der Selbstmedikation zu günstigen Konditionen.',
    paragraphs: [
      'Unsere Eigenmarke „Alpen“ umfasst ab sofort zehn häufig verlangte Präparate der Selbstmedikation, von Paracetamol bis Vitamin D3.',
      'Die Preisliste finden Sie unter Downloads, Preislisten, als CSV-Datei zum Öffnen in Excel.',
    ],
    imageKey: 'eigenmarke',
    imageAlt: 'Illustration: eine Kapsel in Orange und Weiß',
    motif: 'pill',
    colors: ['#f4a340', '#7a3b00', '#ffe1b3'],
  },
  {
    id: uuidOf(2, 4),
    age: 16,
    title: 'Feiertage: geänderte Lieferzeiten',
    teaser: 'Am 8. Dezember und zwischen Weihnachten und Neujahr gelten Sondertouren.',
    paragraphs: [
      'Am 8. Dezember (Mariä Empfängnis) liefern wir nur an Apotheken im Notdienst. Zwischen 24. Dezember und 6. Jänner gelten geänderte Tourenzeiten; Details folgen im Tourenplan.',
      'Bitte planen Sie Ihre Bestellungen vor den Feiertagen rechtzeitig.',
    ],
    imageKey: 'feiertage',
    imageAlt: 'Illustration: ein Kalenderblatt mit markierten Tagen',
    motif: 'calendar',
    colors: ['#7b2d8b', '#ffffff', '#e1b6ea'],
  },
  {
    id: uuidOf(2, 5),
    age: 30,
    title: 'Fälschungsschutz: neue Prüfung bei Retouren',
    teaser: 'Retournierte verschreibungspflichtige Packungen prüfen wir jetzt gegen das AMVS.',
    paragraphs: [
      'Seit November prüfen wir jede retournierte verschreibungspflichtige Packung gegen das österreichische Arzneimittelverifizierungssystem (AMVS). Packungen, die in der Apotheke bereits ausgebucht wurden, können nicht gutgeschrieben werden.',
      'Bitte legen Sie jeder Rücksendung das Retourenformular bei.',
    ],
    imageKey: 'faelschungsschutz',
    imageAlt: 'Illustration: ein Schild mit Häkchen als Zeichen für geprüfte Sicherheit',
    motif: 'shield',
    colors: ['#2f4858', '#ffffff', '#86bbd8'],
  },
];

export const VIDEOS: readonly VideoDef[] = [
  {
    id: uuidOf(3, 1),
    key: 'bestellen-im-portal',
    category: 'portal',
    title: 'Bestellen im Portal',
    description: 'Artikel suchen, in den Warenkorb legen und die Bestellung absenden.',
    durationSeconds: 12,
    age: 20,
    captions: [
      [0, 4, 'Suchen Sie den Artikel nach Name oder PZN.'],
      [4, 8, 'Legen Sie ihn mit der Menge in den Warenkorb.'],
      [8, 12, 'Prüfen Sie den Warenkorb und senden Sie die Bestellung ab.'],
    ],
  },
  {
    id: uuidOf(3, 2),
    key: 'kuehlkette',
    category: 'pharmacy',
    title: 'Kühlkette 2–8 °C',
    description: 'Kühlware bei Anlieferung prüfen und richtig lagern.',
    durationSeconds: 12,
    age: 45,
    captions: [
      [0, 4, 'Kühlware kommt in der Kühlbox mit Datenlogger.'],
      [4, 8, 'Prüfen Sie die Anzeige des Datenloggers.'],
      [8, 12, 'Räumen Sie die Ware sofort in den Kühlschrank.'],
    ],
  },
  {
    id: uuidOf(3, 3),
    key: 'retoure-anmelden',
    category: 'products',
    title: 'Retoure anmelden',
    description: 'Eine Rücksendung anmelden und das Retourenformular beilegen.',
    durationSeconds: 12,
    age: 90,
    captions: [
      [0, 4, 'Wählen Sie den Lieferschein und die Artikel.'],
      [4, 8, 'Geben Sie den Rücksendegrund an.'],
      [8, 12, 'Legen Sie das Retourenformular der Sendung bei.'],
    ],
  },
];

/**
 * Seeds the content when there is none yet (at every start, so an older database gets it too),
 * under the content lock (namespace 23, server/db/locks.ts). `sizeOf` makes a download's bytes
 * (modules/content/server/files.ts), so the synced size is the served one.
 */
export async function seedContent(
  db: Db,
  sizeOf: (def: DownloadDef) => Promise<number>,
): Promise<number> {
  const sizes = await Promise.all(DOWNLOADS.map(sizeOf));
  return seedOnce(db, { lock: 'content', marker: downloadFiles }, async (tx) => {
    await tx.insert(downloadFiles).values(
      DOWNLOADS.map((d, i) => ({
        id: uuidOf(1, i + 1),
        fileKey: d.key,
        category: d.category,
        title: d.title,
        description: d.description,
        fileName: d.fileName,
        fileType: d.fileType,
        sizeBytes: sizes[i] ?? 0,
        day: d.day,
      })),
    );
    await tx.insert(newsArticles).values(
      NEWS.map((n) => ({
        id: n.id,
        day: dayBefore(n.age),
        title: n.title,
        teaser: n.teaser,
        paragraphs: [...n.paragraphs],
        imageKey: n.imageKey,
        imageAlt: n.imageAlt,
      })),
    );
    await tx.insert(videos).values(
      VIDEOS.map((v) => ({
        id: v.id,
        fileKey: v.key,
        category: v.category,
        title: v.title,
        description: v.description,
        durationSeconds: v.durationSeconds,
        day: dayBefore(v.age),
      })),
    );
    return DOWNLOADS.length + NEWS.length + VIDEOS.length;
  });
}
