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
      updated: '2026-11-24',
      sections: [
        {
          heading: 'Medieninhaber, Herausgeber und Diensteanbieter',
          paragraphs: [
            'Angaben gemäß § 5 E-Commerce-Gesetz (ECG), § 14 Unternehmensgesetzbuch (UGB) und § 25 Mediengesetz (MedienG).',
            'Alpenpharm Großhandel GmbH',
            'Innrain 142, 6020 Innsbruck, Österreich',
            'Telefon: +43 512 908070-0, E-Mail: kundenservice@alpenpharm.example',
          ],
        },
        {
          heading: 'Firmendaten',
          paragraphs: [
            'Rechtsform: Gesellschaft mit beschränkter Haftung, Sitz: Innsbruck',
            'Firmenbuchnummer: FN 487215 m, Firmenbuchgericht: Landesgericht Innsbruck',
            'UID-Nummer: ATU71234567',
            'Geschäftsführung: Mag. pharm. Katharina Egger, DI Stefan Hofer',
          ],
        },
        {
          heading: 'Unternehmensgegenstand',
          paragraphs: [
            'Pharmazeutischer Großhandel mit Arzneimitteln, Medizinprodukten und apothekenüblichen Waren für Apotheken und andere zum Bezug berechtigte Unternehmen.',
          ],
        },
        {
          heading: 'Aufsichtsbehörden',
          paragraphs: [
            'Betriebsbewilligung als Arzneimittel-Großhändler gemäß § 63 Arzneimittelgesetz (AMG); zuständige Aufsichtsbehörde: Bundesamt für Sicherheit im Gesundheitswesen (BASG), Traisengasse 5, 1200 Wien.',
            'Gewerbebehörde: Stadtmagistrat Innsbruck, Maria-Theresien-Straße 18, 6020 Innsbruck.',
          ],
        },
        {
          heading: 'Kammerzugehörigkeit und Berufsrecht',
          paragraphs: [
            'Mitglied der Wirtschaftskammer Tirol, Sparte Handel, Landesgremium des Handels mit Arzneimitteln, Drogerie- und Parfümeriewaren sowie Chemikalien und Farben.',
            'Anwendbare Rechtsvorschriften: Gewerbeordnung 1994, Arzneimittelgesetz, Arzneimittelbetriebsordnung 2009, Medizinproduktegesetz 2021 und Suchtmittelgesetz, abrufbar im Rechtsinformationssystem des Bundes unter www.ris.bka.gv.at.',
          ],
        },
        {
          heading: 'Offenlegung gemäß § 25 Mediengesetz',
          paragraphs: [
            'Medieninhaber: Alpenpharm Großhandel GmbH, Innrain 142, 6020 Innsbruck.',
            'Beteiligungsverhältnisse: Die Alpenpharm Holding AG, Innsbruck, hält 100 % der Anteile. Am Medieninhaber bestehen keine weiteren unmittelbaren oder mittelbaren Beteiligungen.',
            'Grundlegende Richtung (Blattlinie): Information der Kundinnen und Kunden über Sortiment, Preise, Verfügbarkeit, Bestellwesen und Serviceleistungen der Alpenpharm Großhandel GmbH; das Portal dient der Abwicklung von Bestellungen.',
          ],
        },
        {
          heading: 'Haftung für Inhalte',
          paragraphs: [
            'Die Inhalte dieses Portals werden mit größter Sorgfalt erstellt. Für die Richtigkeit, Vollständigkeit und Aktualität der Inhalte übernehmen wir dennoch keine Gewähr. Preise und Verfügbarkeiten sind unverbindlich, bis eine Bestellung bestätigt wurde. Für Inhalte verlinkter fremder Seiten sind ausschließlich deren Betreiber verantwortlich.',
          ],
        },
      ],
    },
    datenschutz: {
      title: 'Datenschutzerklärung',
      updated: '2026-11-24',
      sections: [
        {
          heading: 'Verantwortlicher',
          paragraphs: [
            'Verantwortlich für die Verarbeitung personenbezogener Daten in diesem Portal im Sinne des Art. 4 Z 7 Datenschutz-Grundverordnung (DSGVO) ist die Alpenpharm Großhandel GmbH, Innrain 142, 6020 Innsbruck, Telefon +43 512 908070-0, E-Mail kundenservice@alpenpharm.example.',
            'Unsere Datenschutzbeauftragte erreichen Sie unter datenschutz@alpenpharm.example oder unter der obigen Anschrift mit dem Zusatz „z. H. Datenschutzbeauftragte“.',
          ],
        },
        {
          heading: 'Welche Daten wir verarbeiten',
          paragraphs: [
            'Stammdaten Ihres Unternehmens und Ihrer Lieferanschriften; Name, E-Mail-Adresse und Telefonnummer der Benutzerinnen und Benutzer; Zugangsdaten (die E-Mail-Adresse und ein nur als Hash gespeichertes Passwort); Angaben aus der Registrierung; Bestell-, Liefer- und Rechnungsdaten, Warenkörbe, Merklisten und Kassabuch-Einträge; Ihre Zustimmung zu den Nutzungsbedingungen mit Zeitpunkt; technische Protokolldaten (IP-Adresse, Zeitpunkt und Art des Zugriffs, Anmeldeversuche).',
          ],
        },
        {
          heading: 'Zwecke und Rechtsgrundlagen',
          paragraphs: [
            'Vertragserfüllung und vorvertragliche Maßnahmen (Art. 6 Abs. 1 lit. b DSGVO): Registrierung, Benutzerkonto, Bestellungen, Lieferung, Abrechnung und Kundenservice.',
            'Rechtliche Verpflichtungen (Art. 6 Abs. 1 lit. c DSGVO): Dokumentationspflichten nach Arzneimittelgesetz, Arzneimittelbetriebsordnung und Suchtmittelgesetz, Aufbewahrung nach Unternehmensgesetzbuch und Bundesabgabenordnung.',
            'Berechtigte Interessen (Art. 6 Abs. 1 lit. f DSGVO): Sicherheit des Portals (Schutz vor Missbrauch, Begrenzung von Anmeldeversuchen, Freischaltung neuer IP-Adressen), Nachweis der Zustimmung zu unseren Bedingungen und die Geltendmachung oder Abwehr von Rechtsansprüchen.',
            'Einwilligung (Art. 6 Abs. 1 lit. a DSGVO): nur für die optionalen Funktionen im folgenden Abschnitt.',
          ],
        },
        {
          heading: 'Optionale Funktionen mit Einwilligung',
          paragraphs: [
            'Fehlerberichte: Tritt im Portal ein Fehler auf, kann ein technischer Bericht (Fehlermeldung, betroffene Seite, Browser und Gerät) an unseren Fehlerdienst übermittelt werden; auf Wunsch mit Ihrer Benutzerkennung (personalisierte Fehlerberichte) und mit Leistungsdaten (Ladezeiten).',
            'Nutzungsanalyse: anonymisierte Auswertung, welche Seiten wie genutzt werden, um das Portal zu verbessern; auf Wunsch personalisiert mit Ihrer Benutzerkennung.',
            'Diese Funktionen sind ausgeschaltet, bis Sie im Dialog „Privatsphäre“ zustimmen (Art. 6 Abs. 1 lit. a DSGVO, § 165 Abs. 3 Telekommunikationsgesetz 2021). Sie können Ihre Einwilligung jederzeit über den Link „Privatsphäre“ in der Fußzeile mit Wirkung für die Zukunft widerrufen; die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung bleibt unberührt.',
          ],
        },
        {
          heading: 'Cookies und lokale Speicherung',
          paragraphs: [
            'Für die Anmeldung setzen wir ein technisch notwendiges Sitzungs-Cookie, das mit der Abmeldung oder nach spätestens 12 Stunden endet. Damit das Portal auch ohne Internetverbindung funktioniert, speichert Ihr Browser Programmdateien und Ihre Arbeitsdaten lokal auf Ihrem Gerät; Ihre Privatsphäre-Einstellungen werden ebenfalls lokal gespeichert. Diese Speicherung ist für den von Ihnen gewünschten Dienst unbedingt erforderlich (§ 165 Abs. 3 TKG 2021).',
          ],
        },
        {
          heading: 'Empfänger',
          paragraphs: [
            'Ihre Daten erhalten nur, wer sie für die genannten Zwecke benötigt: unsere Rechenzentrums- und IT-Dienstleister sowie gegebenenfalls die Anbieter der optionalen Fehlerberichte und Nutzungsanalyse, jeweils als Auftragsverarbeiter nach Art. 28 DSGVO; Logistikpartner für die Zustellung; Steuerberatung und Wirtschaftsprüfung; Behörden und Gerichte, soweit wir gesetzlich dazu verpflichtet sind (etwa das BASG). Die Verarbeitung erfolgt in der Europäischen Union; eine Übermittlung in Drittländer findet nicht statt.',
          ],
        },
        {
          heading: 'Speicherdauer',
          paragraphs: [
            'Bestell-, Rechnungs- und Buchhaltungsdaten bewahren wir gemäß § 132 Bundesabgabenordnung und § 212 Unternehmensgesetzbuch sieben Jahre auf, arzneimittelrechtliche Dokumentation so lange, wie es die Arzneimittelbetriebsordnung verlangt. Kontodaten speichern wir für die Dauer der Geschäftsbeziehung; Nachweise über die Zustimmung zu unseren Bedingungen darüber hinaus bis zum Ablauf der Verjährungsfristen. Sitzungen enden nach 30 Minuten ohne Aktivität oder spätestens nach 12 Stunden, Zähler fehlgeschlagener Anmeldungen nach 15 Minuten; Protokolldaten löschen wir nach höchstens 90 Tagen, Synchronisationsdaten nicht mehr genutzter Geräte nach 180 Tagen.',
          ],
        },
        {
          heading: 'Pflicht zur Bereitstellung',
          paragraphs: [
            'Die Angaben der Registrierung und die Zugangsdaten sind für die Nutzung des Portals erforderlich; ohne sie können wir kein Benutzerkonto einrichten. Die optionalen Funktionen können Sie ohne Nachteil ablehnen. Eine automatisierte Entscheidungsfindung einschließlich Profiling findet nicht statt.',
          ],
        },
        {
          heading: 'Ihre Rechte',
          paragraphs: [
            'Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18), Datenübertragbarkeit (Art. 20) und Widerspruch gegen Verarbeitungen auf Grund berechtigter Interessen (Art. 21) sowie das Recht, eine Einwilligung jederzeit zu widerrufen (Art. 7 Abs. 3). Wenden Sie sich dazu an datenschutz@alpenpharm.example.',
            'Sie können sich außerdem bei der Aufsichtsbehörde beschweren: Österreichische Datenschutzbehörde, Barichgasse 40–42, 1030 Wien, Telefon +43 1 52 152-0, E-Mail dsb@dsb.gv.at, www.dsb.gv.at.',
          ],
        },
      ],
    },
    agbs: {
      title: 'Allgemeine Geschäftsbedingungen',
      updated: '2026-11-24',
      sections: [
        {
          heading: '1. Geltungsbereich',
          paragraphs: [
            'Diese Allgemeinen Geschäftsbedingungen gelten für alle Lieferungen und Leistungen der Alpenpharm Großhandel GmbH an Apotheken und andere berechtigte Unternehmen, insbesondere für Bestellungen über das Kundenportal. Das Portal richtet sich ausschließlich an Unternehmer im Sinne des Unternehmensgesetzbuches; Verbraucher können nicht bestellen. Abweichende Bedingungen des Kunden gelten nur, wenn wir ihnen schriftlich zustimmen.',
          ],
        },
        {
          heading: '2. Berechtigung und Zugang',
          paragraphs: [
            'Arzneimittel liefern wir nur an Empfänger, die nach dem Arzneimittelgesetz zum Bezug berechtigt sind; der Kunde weist seine Berechtigung auf Verlangen nach und teilt Änderungen unverzüglich mit. Ein Benutzerkonto entsteht erst mit unserer Freischaltung der Registrierung.',
            'Zugangsdaten sind persönlich und geheim zu halten. Bestellungen, die unter den Zugangsdaten eines Benutzers des Kunden abgegeben werden, gelten als vom Kunden abgegeben, sofern er den Missbrauch nicht zu vertreten hat und uns unverzüglich informiert hat.',
          ],
        },
        {
          heading: '3. Vertragsabschluss',
          paragraphs: [
            'Die Darstellung der Artikel im Portal ist kein verbindliches Angebot. Mit dem Absenden einer Bestellung gibt der Kunde ein verbindliches Angebot ab; der Vertrag kommt mit unserer Auftragsbestätigung oder mit der Lieferung zustande. Ohne Internetverbindung erfasste Bestellungen gelten erst als abgegeben, wenn sie an uns übertragen wurden.',
          ],
        },
        {
          heading: '4. Preise und Zahlung',
          paragraphs: [
            'Es gelten die im Portal zum Zeitpunkt der Bestellung angezeigten Preise in Euro zuzüglich der gesetzlichen Umsatzsteuer; für preisgeregelte Arzneimittel gelten die gesetzlichen Höchstaufschläge. Rechnungen sind, sofern nicht anders vereinbart, innerhalb von 30 Tagen ab Rechnungsdatum ohne Abzug zahlbar. Bei Zahlungsverzug gelten die gesetzlichen Verzugszinsen nach § 456 UGB.',
          ],
        },
        {
          heading: '5. Lieferung und Gefahrübergang',
          paragraphs: [
            'Wir liefern an die im Portal gewählte Lieferanschrift im Rahmen unserer Tourenplanung unter Einhaltung der Guten Vertriebspraxis (Kühlkette, Suchtgiftvorschriften). Liefertermine sind unverbindlich, soweit sie nicht ausdrücklich als verbindlich bestätigt wurden. Die Gefahr geht mit der Übergabe an der Lieferanschrift auf den Kunden über.',
          ],
        },
        {
          heading: '6. Eigentumsvorbehalt',
          paragraphs: [
            'Die gelieferte Ware bleibt bis zur vollständigen Bezahlung unser Eigentum. Die Abgabe im gewöhnlichen Geschäftsbetrieb der Apotheke ist gestattet.',
          ],
        },
        {
          heading: '7. Mängelrüge und Gewährleistung',
          paragraphs: [
            'Der Kunde prüft die Ware bei Übernahme und rügt erkennbare Mängel, Fehlmengen und Falschlieferungen unverzüglich, spätestens innerhalb von drei Werktagen, versteckte Mängel unverzüglich nach ihrer Entdeckung (§ 377 UGB). Bei berechtigten Mängeln liefern wir nach unserer Wahl Ersatz oder schreiben den Wert gut.',
          ],
        },
        {
          heading: '8. Rücksendungen',
          paragraphs: [
            'Rücksendungen sind nur nach vorheriger Retourenanmeldung und unter Einhaltung der arzneimittelrechtlichen Vorgaben möglich. Kühlpflichtige Ware und Suchtgifte sind von der Rücknahme ausgeschlossen, sofern kein Mangel vorliegt.',
          ],
        },
        {
          heading: '9. Haftung',
          paragraphs: [
            'Wir haften für Schäden nur bei Vorsatz und grober Fahrlässigkeit; dies gilt nicht für Personenschäden und nicht, soweit zwingende Bestimmungen, insbesondere das Produkthaftungsgesetz, entgegenstehen. Für die ständige Verfügbarkeit des Portals übernehmen wir keine Gewähr; Bestellungen sind bei einer Störung auch telefonisch möglich.',
          ],
        },
        {
          heading: '10. Änderungen dieser Bedingungen',
          paragraphs: [
            'Wir können diese Bedingungen mit Wirkung für künftige Bestellungen ändern. Eine neue Fassung wird im Portal angezeigt und muss vor der weiteren Nutzung akzeptiert werden; ohne Zustimmung ist die Nutzung des Portals nicht möglich.',
          ],
        },
        {
          heading: '11. Datenschutz',
          paragraphs: [
            'Wie wir personenbezogene Daten verarbeiten, beschreibt unsere Datenschutzerklärung.',
          ],
        },
        {
          heading: '12. Gerichtsstand und anwendbares Recht',
          paragraphs: [
            'Es gilt österreichisches Recht unter Ausschluss des UN-Kaufrechts und der Verweisungsnormen des internationalen Privatrechts. Gerichtsstand ist das für Innsbruck sachlich zuständige Gericht.',
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
