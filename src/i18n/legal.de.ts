// Legal documents of the demo wholesaler. The company is fictitious; the texts are realistic
// placeholders that the operator replaces with its own before going live.

export interface LegalSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export interface LegalDocument {
  readonly title: string;
  readonly updated: string;
  readonly sections: readonly LegalSection[];
}

const DEMO_NOTE =
  'Hinweis: Die Alpenpharm Großhandel GmbH ist ein fiktives Demonstrationsunternehmen. Alle Angaben dienen als Platzhalter.';

export const legal = {
  demoNote: DEMO_NOTE,
  updatedLabel: (date: string) => `Stand: ${date}`,
  documents: {
    impressum: {
      title: 'Impressum',
      updated: '2026-11-01',
      sections: [
        {
          heading: 'Medieninhaber und Betreiber',
          paragraphs: [
            'Alpenpharm Großhandel GmbH',
            'Innrain 142, 6020 Innsbruck, Österreich',
            'Telefon: +43 512 908070-0, E-Mail: kundenservice@alpenpharm.example',
          ],
        },
        {
          heading: 'Firmendaten',
          paragraphs: [
            'Rechtsform: Gesellschaft mit beschränkter Haftung',
            'Firmenbuchnummer: FN 487215 m, Firmenbuchgericht: Landesgericht Innsbruck',
            'UID-Nummer: ATU71234567',
            'Geschäftsführung: Mag. pharm. Katharina Egger, DI Stefan Hofer',
          ],
        },
        {
          heading: 'Unternehmensgegenstand und Aufsicht',
          paragraphs: [
            'Pharmazeutischer Großhandel mit Arzneimitteln und Medizinprodukten für Apotheken.',
            'Betriebsbewilligung als Arzneimittel-Großhändler gemäß § 63 Arzneimittelgesetz (AMG).',
            'Aufsichtsbehörde: Bundesamt für Sicherheit im Gesundheitswesen (BASG), Traisengasse 5, 1200 Wien.',
            'Mitglied der Wirtschaftskammer Tirol, Sparte Handel. Anwendbare Rechtsvorschriften: Gewerbeordnung, Arzneimittelgesetz, Arzneimittelbetriebsordnung, abrufbar unter www.ris.bka.gv.at.',
          ],
        },
        {
          heading: 'Haftung für Inhalte',
          paragraphs: [
            'Die Inhalte dieses Portals werden mit größter Sorgfalt erstellt. Für die Richtigkeit, Vollständigkeit und Aktualität der Inhalte übernehmen wir dennoch keine Gewähr. Preise und Verfügbarkeiten sind unverbindlich, bis eine Bestellung bestätigt wurde.',
          ],
        },
      ],
    },
    datenschutz: {
      title: 'Datenschutzerklärung',
      updated: '2026-11-01',
      sections: [
        {
          heading: 'Verantwortlicher',
          paragraphs: [
            'Verantwortlich für die Verarbeitung personenbezogener Daten in diesem Portal ist die Alpenpharm Großhandel GmbH, Innrain 142, 6020 Innsbruck. Unsere Datenschutzbeauftragte erreichen Sie unter datenschutz@alpenpharm.example.',
          ],
        },
        {
          heading: 'Welche Daten wir verarbeiten',
          paragraphs: [
            'Stammdaten Ihres Unternehmens und Ihrer Lieferanschriften, Ihre Zugangsdaten (E-Mail-Adresse und ein verschlüsselt gespeichertes Passwort), Bestell- und Lieferdaten sowie technische Protokolldaten (IP-Adresse, Zeitpunkt und Art des Zugriffs).',
          ],
        },
        {
          heading: 'Zwecke und Rechtsgrundlagen',
          paragraphs: [
            'Wir verarbeiten diese Daten zur Erfüllung unserer Lieferverträge mit Ihnen (Art. 6 Abs. 1 lit. b DSGVO), zur Erfüllung gesetzlicher Pflichten, insbesondere nach dem Arzneimittelgesetz und dem Unternehmensgesetzbuch (Art. 6 Abs. 1 lit. c DSGVO), sowie zur Sicherheit des Portals (Art. 6 Abs. 1 lit. f DSGVO).',
          ],
        },
        {
          heading: 'Cookies und lokale Speicherung',
          paragraphs: [
            'Für die Anmeldung setzen wir ein technisch notwendiges Sitzungs-Cookie. Damit das Portal auch ohne Internetverbindung funktioniert, speichert Ihr Browser Programmdateien und Ihre Arbeitsdaten lokal auf Ihrem Gerät. Optionale Auswertungen erfolgen nur mit Ihrer Zustimmung.',
          ],
        },
        {
          heading: 'Speicherdauer',
          paragraphs: [
            'Bestell- und Rechnungsdaten bewahren wir gemäß den unternehmensrechtlichen und steuerrechtlichen Aufbewahrungsfristen sieben Jahre auf, Protokolldaten höchstens 90 Tage.',
          ],
        },
        {
          heading: 'Ihre Rechte',
          paragraphs: [
            'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch. Beschwerden können Sie bei der Österreichischen Datenschutzbehörde, Barichgasse 40–42, 1030 Wien, einbringen.',
          ],
        },
      ],
    },
    agbs: {
      title: 'Allgemeine Geschäftsbedingungen',
      updated: '2026-11-01',
      sections: [
        {
          heading: '1. Geltungsbereich',
          paragraphs: [
            'Diese Allgemeinen Geschäftsbedingungen gelten für alle Bestellungen, die Apotheken und andere berechtigte Unternehmen über das Kundenportal der Alpenpharm Großhandel GmbH aufgeben. Das Portal richtet sich ausschließlich an Unternehmer.',
          ],
        },
        {
          heading: '2. Vertragsabschluss',
          paragraphs: [
            'Die Darstellung der Artikel im Portal ist kein verbindliches Angebot. Mit dem Absenden einer Bestellung geben Sie ein verbindliches Angebot ab; der Vertrag kommt mit unserer Auftragsbestätigung oder mit der Lieferung zustande.',
          ],
        },
        {
          heading: '3. Preise und Zahlung',
          paragraphs: [
            'Es gelten die im Portal zum Zeitpunkt der Bestellung angezeigten Preise in Euro zuzüglich der gesetzlichen Umsatzsteuer. Rechnungen sind, sofern nicht anders vereinbart, innerhalb von 30 Tagen ab Rechnungsdatum ohne Abzug zahlbar.',
          ],
        },
        {
          heading: '4. Lieferung',
          paragraphs: [
            'Wir liefern an die im Portal gewählte Lieferanschrift im Rahmen unserer Tourenplanung. Liefertermine sind unverbindlich, soweit sie nicht ausdrücklich als verbindlich bestätigt wurden.',
          ],
        },
        {
          heading: '5. Rücksendungen',
          paragraphs: [
            'Rücksendungen sind nur nach vorheriger Retourenanmeldung und unter Einhaltung der arzneimittelrechtlichen Vorgaben möglich. Kühlpflichtige Ware und Suchtgifte sind von der Rücknahme ausgeschlossen, sofern kein Mangel vorliegt.',
          ],
        },
        {
          heading: '6. Gerichtsstand und anwendbares Recht',
          paragraphs: [
            'Es gilt österreichisches Recht unter Ausschluss des UN-Kaufrechts. Gerichtsstand ist Innsbruck.',
          ],
        },
      ],
    },
  },
} as const satisfies {
  demoNote: string;
  updatedLabel: (date: string) => string;
  documents: Record<string, LegalDocument>;
};

export type LegalDocumentKey = keyof typeof legal.documents;
