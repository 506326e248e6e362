// Texts of the shell's help button, domain suggestions and mobile navbar (issue 13). Imported by
// the logged-in shell only (not spread into de.ts), so /login's bundle does not carry them.
export const shellDe = {
  help: {
    button: 'Hilfe',
    buttonLabel: 'Hilfe und Kontakt',
    title: 'Hilfe und Kontakt',
    intro: 'Bei Fragen zu Bestellungen, Lieferungen oder zum Portal sind wir für Sie da.',
    forCustomer: (customer: string) => `Ihre Ansprechpersonen für ${customer}`,
    salesOffice: 'Ihr Verkaufsbüro (Innendienst)',
    representative: 'Ihr Vertreter (Außendienst)',
    phone: 'Telefon',
    email: 'E-Mail',
    openingHours: 'Erreichbar',
    call: (who: string, phone: string) => `${who} anrufen: ${phone}`,
    write: (who: string, email: string) => `E-Mail an ${who}: ${email}`,
    noOffice: 'Für diesen Lieferkunden ist kein Verkaufsbüro hinterlegt.',
    noRepresentative: 'Für diesen Lieferkunden ist kein Vertreter hinterlegt.',
    noCustomer: 'Bitte wählen Sie zuerst einen Lieferkunden.',
    loading: 'Kontaktdaten werden geladen…',
    notLoaded:
      'Die Kontaktdaten wurden auf diesem Gerät noch nicht geladen. Sie erscheinen, sobald eine Verbindung zum Server besteht.',
    offlineCopy: 'Offline: zuletzt geladene Kontaktdaten.',
    close: 'Schließen',
  },
  suggestions: {
    label: 'Weitere Angebote',
    intro: 'Weitere Angebote von Alpenpharm:',
    newTab: '(öffnet in einem neuen Tab)',
    dismiss: 'Vorschläge ausblenden',
  },
  navbar: {
    back: 'Zurück',
  },
} as const;
