// The guided tutorial and the walkthrough overlay (SPEC 4, 9; issue 13 item 9). Step texts may
// use <b>, <strong>, <em>, <i> and <br> (src/ui/walkthrough/markup.tsx).
import { walkthroughDe } from '../../src/i18n/walkthrough.de';

export const tutorialDe = {
  walkthrough: walkthroughDe,
  /** SPEC 4 "Tutorial". */
  understood: 'Verstanden',
  disable: 'Deaktivieren',
  notNow: 'Jetzt nicht mehr anzeigen',
  /** SPEC 5 "Disable tutorial". */
  disableTitle: 'Tutorials deaktivieren',
  disableText: 'Wirklich deaktivieren? Diese können in den Einstellungen wieder aktiviert werden!',
  /** SPEC 8. */
  disabled: 'Tutorials deaktiviert!',
  /** Read by screen readers with the step (which of how many are still open). */
  progress: (open: number) =>
    open === 1 ? 'Letzter offener Hinweis' : `Noch ${open} Hinweise offen`,
  keyboardHint: 'Esc oder „Verstanden“ schließt diesen Hinweis.',
  steps: {
    dashboard: {
      title: 'Ihr Dashboard',
      text: 'Hier sehen Sie auf einen Blick <b>Benachrichtigungen</b>, Ihren <b>Warenkorb</b>, die <b>letzten Bestellungen</b> und den Stand der Synchronisation. Über „Anpassen“ wählen und ordnen Sie die Widgets.',
    },
    mainMenu: {
      title: 'Das Hauptmenü',
      text: 'Alle Bereiche, die Sie öffnen dürfen, finden Sie hier – auch offline.',
    },
    calendar: {
      title: 'Kalender',
      text: 'Liefertage, Feiertage, Tourenänderungen und Fristen für Vorbestellungen auf einen Blick.',
    },
    shopMenu: {
      title: 'Shop',
      text: 'Artikel suchen – auch ohne Verbindung – und in <b>Warenkörbe</b> oder <b>Merklisten</b> legen.',
    },
    enrollmentMenu: {
      title: 'Meldungen',
      text: 'Retouren, Vorbestellungen, Bestandsmeldungen, Beipack, Rezepte und Vernichtungen melden Sie hier.',
    },
    tourPlan: {
      title: 'Tourenplan',
      text: 'Ihre Touren mit <b>Bestellschluss</b> und Lieferzeiten je Lieferadresse und Wochentag.',
    },
    callPlan: {
      title: 'Anrufplan',
      text: 'Wann Ihr Außendienst oder der Telefonverkauf Sie anruft.',
    },
    lastChance: {
      title: 'Noch verfügbare Artikel',
      text: 'Restmengen und kurz datierte Ware zum Sonderpreis – mit einem Klick in den Warenkorb.',
    },
    cashbook: {
      title: 'Kassabuch',
      text: 'Bareinnahmen und -ausgaben Ihrer Apotheke erfassen, auch offline, mit Tagesabschluss.',
    },
    downloads: {
      title: 'Downloads',
      text: 'Formulare, Preislisten und Informationen zum Herunterladen.',
    },
    analyticsMenu: {
      title: 'Auswertungen',
      text: 'Dokumente, Statistiken, Chargendokumentation, Rückstände und Ihr Auftragsarchiv.',
    },
    customerSettings: {
      title: 'Kunden-Einstellungen',
      text: 'Legen Sie für Ihre Apotheke fest, wohin Bestätigungen gehen und welche Benachrichtigungen auch per E-Mail oder Push kommen.',
    },
    admin: {
      title: 'Administration',
      text: 'Registrierungen freigeben, als Benutzer arbeiten, Bedingungen und Umfragen verwalten.',
    },
    account: {
      title: 'Konto',
      text: 'Offene Posten, Kreditlimit und Zahlungsbedingungen sowie Ihre eigenen Daten.',
    },
    basket: {
      title: 'Ihr Warenkorb',
      text: 'Menge ändern, Zeilen duplizieren, Notizzeilen anlegen, die <b>Verfügbarkeit prüfen</b>, den Warenkorb als primär markieren, mit Kollegen teilen und bestellen.',
    },
    wishList: {
      title: 'Ihre Merkliste',
      text: 'Artikel für später sammeln, Verfügbarkeit prüfen, teilen und in einen Warenkorb übernehmen.',
    },
  },
} as const;
