// Every user-visible German text, by key. Texts quoted in SPEC are used verbatim.
// Components import `de` and never write German strings inline.
import { catalogueDe } from './catalogue.de';
import { positions } from './positions.de';
import { privacyDe } from './privacy.de';
import { shopDe } from './shop.de';

/** Grammar of the two kinds of lists, for the texts that name them. */
const LIST = {
  warenkorb: {
    one: 'Warenkorb',
    primary: 'Hauptwarenkorb',
    ofThe: 'des Warenkorbs',
    intoThe: 'den Warenkorb',
  },
  merkliste: {
    one: 'Merkliste',
    primary: 'Hauptmerkliste',
    ofThe: 'der Merkliste',
    intoThe: 'die Merkliste',
  },
} as const satisfies Record<string, Record<string, string>>;
/** The kinds of list (modules/shop/contract.ts LIST_KINDS): the texts do not import the contract. */
type ListKind = keyof typeof LIST;

export const de = {
  app: {
    name: 'Kundenportal',
    brand: 'Alpenpharm',
    wait: 'Warte',
    versionLabel: (version: string) => `Version ${version}`,
    documentTitle: (page: string, portal: string) => `${page} | ${portal}`,
    loading: 'Lade...',
    navigating: 'Seite wird geladen',
    backToLogin: 'Zur Anmeldung',
    skipToContent: 'Zum Inhalt springen',
  },
  screens: {
    login: 'Anmelden',
    register: 'Registrieren',
    confirmRegistration: 'E-Mail-Adresse bestätigen',
    resetPassword: 'Passwort zurücksetzen',
    newPassword: 'Neues Passwort vergeben',
    validateIp: 'IP-Adresse freischalten',
    docs: 'Rechtliches',
    impressum: 'Impressum',
    datenschutz: 'Datenschutz',
    agbs: 'AGBs',
    mobileFileUploader: 'Datei-Upload',
    dashboard: 'Dashboard',
    menu: 'Menü',
    shop: 'Shop',
    admin: 'Administration',
    logout: 'Abmelden',
    checkConditions: 'Bedingungen prüfen',
    changePassword: 'Passwort ändern',
    news: 'Neuigkeiten',
    notifications: 'Benachrichtigungen',
    settings: 'Einstellungen',
    customerSettings: 'Kunden-Einstellungen',
    account: 'Konto',
    video: 'Video',
    suppliers: 'Lieferanten',
    downloads: 'Downloads',
    calendar: 'Kalender',
    tourBrowser: 'Tourenplan',
    callPlan: 'Anrufplan',
    cashbook: 'Kassabuch',
    temperatureLogger: 'Temperatur Logger',
    lastChance: 'Noch verfügbare Artikel',
    drugBook: 'Suchtgiftbuch',
    medTest: 'Arzneimittelprüfung',
    warenkoerbe: 'Warenkörbe',
    warenkorb: 'Warenkorb',
    merklisten: 'Merklisten',
    merkliste: 'Merkliste',
    bestellungen: 'Bestellungen',
    analytics: 'Auswertungen',
    documents: 'Dokumentensuche',
    statistics: 'Statistiken',
    batchDocumentation: 'Chargendokumentation',
    residues: 'Rückstände',
    abrufvereinbarungen: 'Abrufvereinbarungen und Vorauszahlungen',
    orderArchive: 'Auftragsarchiv',
    deliveryPharmacy: 'Lieferapotheke',
    enrollment: 'Meldungen',
    stockLevels: 'Bestandsmeldungen',
    enclosedShipping: 'Beipackanmeldung',
    returnRegistration: 'Retourenanmeldung',
    preOrder: 'Vorbestellung',
    recipeUpload: 'Rezept-Upload',
    destruction: 'Vernichtungserklärung',
    lieferkunden: 'Lieferkunde',
    clientAppLink: 'App verknüpfen',
    noPermission: 'Keine Berechtigung',
    notFound: 'Nicht gefunden',
    noAgb: 'Auf Wiedersehen',
  },
  validation: {
    required: 'Wird benötigt!',
    invalidEmail: 'Ungültige E-Mail Adresse!',
    passwordMinLength: 'Passwort muss mindestens 8 Zeichen lang sein!',
  },
  password: {
    rules: {
      length: '8 bis 30 Zeichen',
      digit: 'Mindestens eine Ziffer',
      upper: 'Mindestens ein Großbuchstabe',
      lower: 'Mindestens ein Kleinbuchstabe',
      // U+2060 (word joiner): the line never breaks inside the list of characters.
      special: 'Mindestens ein Sonderzeichen aus @$!%*#?&.:_-()\u2060{}\u2060[]',
    },
    checklist: 'Anforderungen an das Passwort',
    mismatch: 'Passwörter stimmen nicht überein!',
    invalid: 'Ungültig!',
  },
  login: {
    title: 'Anmelden',
    username: 'Benutzername (E-Mail)',
    password: 'Passwort',
    submit: 'Anmelden',
    register: 'Registrieren',
    confirmRegistration: 'E-Mail-Adresse bestätigen',
    resetLink: 'Passwort vergessen?',
    badLogin: 'Zugangsdaten falsch!',
    welcomeUser: (name: string) => `Willkommen, ${name}!`,
    loadingPortal: 'Das Portal wird vorbereitet.',
    form: 'Anmeldeformular',
  },
  selector: {
    titleVertreter: 'Kunde auswählen',
    titleKunde: 'Lieferanschrift auswählen',
    titleDifferential: 'Lieferung für',
    autoSelect: 'Künftig automatisch wählen',
    defaultTooltip: 'Standard Lieferkunde',
    search: 'Suche nach Name, Ort oder Kundennummer',
    searchPlaceholder: 'Name, Ort oder Nummer',
    searchRequired: 'Bitte geben Sie einen Suchbegriff ein, um Kunden zu finden.',
    reload: 'Neu laden',
    noHits: 'Keine Treffer',
    /** The server search failed (admins; anyone before the first sync of their customers). */
    needsConnection:
      'Keine Verbindung – die Kundensuche braucht eine Verbindung zum Server. Bitte versuchen Sie es erneut, sobald Sie wieder online sind.',
    parentGroup: (label: string, nr: string) => `${label} (${nr})`,
    parentGroupUnknown: 'Ohne Hauptkunde',
    limitHint: (limit: number) => `Es werden höchstens ${limit} Treffer angezeigt.`,
    selecting: 'Lieferkunde wird gewählt',
    choose: (name: string, nr: string) => `${name}, Nr. ${nr} auswählen`,
    results: 'Lieferkunden',
    current: 'Aktuell gewählt',
    enterDifferential: 'Für anderen Lieferkunden bestellen',
    leaveDifferential: 'Differenzmodus verlassen',
    leaveDifferentialQuestion:
      'Möchten Sie den Differenzmodus verlassen und zu Ihrem ursprünglichen Lieferkunden zurückkehren?',
    differentialBanner: 'Differenzmodus',
    differentialBannerText: (customer: string) => `Lieferung für ${customer}`,
    /** Issue 26: which customers this device keeps, and since when. */
    offlineSince: (time: string) => `Offline verfügbar, Stand ${time}`,
    offlineLoading: 'Offline verfügbar, wird geladen …',
    onlineOnly: 'Nur mit Verbindung',
    offlineTrimmed: 'Wegen Speicherplatz nicht auf diesem Gerät',
    markOffline: 'Offline verfügbar',
    markOfflineFor: (name: string) => `${name} offline verfügbar halten`,
    trimmedNotice: (count: number) =>
      `Der Speicher dieses Geräts ist fast voll: ${count} Kunden werden nicht mehr offline bereitgehalten.`,
  },
  navbar: {
    label: 'Hauptnavigation',
    home: 'Startseite',
    dashboard: 'Dashboard',
    menu: 'Menü',
    toggle: 'Navigationsleiste ein- oder ausblenden',
    customer: 'Aktueller Lieferkunde',
    customerNumber: (nr: string) => `Nr. ${nr}`,
    clock: 'Uhrzeit und Datum',
    updateAvailable: 'Update verfügbar: jetzt installieren und neu laden',
  },
  clock: {
    week: (week: number) => `KW ${week}`,
  },
  dashboard: {
    heading: 'Dashboard',
    greeting: (name: string) => `Willkommen, ${name}!`,
    areas: 'Ihre Bereiche',
  },
  menu: {
    heading: 'Menü',
    areas: 'Bereiche',
  },
  dialog: {
    confirm: 'Ja',
    cancel: 'Abbrechen',
    close: 'Schließen',
  },
  restart: {
    title: 'Neu starten',
    question: 'Möchten Sie das Portal jetzt neu starten?',
    loaderTitle: 'Neustart',
    loaderText: 'Das Portal wird neu gestartet.',
  },
  logout: {
    loaderTitle: 'Abmelden',
    loaderText: 'Sie werden abgemeldet.',
    /** Issue 10 point 13: after a logout with nothing pending, on the login page. */
    localDataKept: (name: string) =>
      `Die Daten von ${name} sind noch auf diesem Gerät gespeichert. Auf einem gemeinsam genutzten Computer können Sie sie entfernen.`,
    removeLocalData: 'Daten dieses Benutzers von diesem Gerät entfernen',
    removingLocalData: 'Daten werden entfernt…',
    localDataRemoved: 'Die Daten dieses Benutzers wurden von diesem Gerät entfernt.',
    localDataPending:
      'Die Daten wurden nicht entfernt: Es gibt noch nicht übertragene Änderungen. Melden Sie sich an, um sie zu senden oder zu verwerfen.',
    localDataFailed: 'Die Daten konnten nicht entfernt werden. Bitte versuchen Sie es erneut.',
  },
  admin: {
    heading: 'Benutzer',
    search: 'Benutzer suchen',
    searchPlaceholder: 'Name oder E-Mail',
    impersonate: 'Imitieren',
    impersonateUser: (name: string) => `${name} imitieren`,
    roles: 'Rollen',
    vertreter: 'Vertreter',
    noHits: 'Keine Treffer',
    searchFailed:
      'Die Benutzersuche ist fehlgeschlagen. Bitte prüfen Sie die Verbindung und versuchen Sie es erneut.',
    impersonateFailed:
      'Die Imitation konnte nicht gestartet werden. Bitte versuchen Sie es erneut.',
    usersList: 'Benutzerliste',
    audit: {
      heading: 'Protokoll der Imitationen',
      caption: 'Wer hat wen wann imitiert, wie endete es und was wurde dabei bestellt',
      admin: 'Administrator',
      user: 'Imitierter Benutzer',
      started: 'Beginn',
      ended: 'Ende',
      endReason: 'Beendet durch',
      orders: 'Bestellungen',
      running: 'läuft',
      reasons: {
        depersonate: 'Imitation beendet',
        logout: 'Abmeldung',
        login: 'Neue Anmeldung',
        expired: 'Sitzung abgelaufen',
        password: 'Passwort geändert',
        limit: 'Zu viele Sitzungen (neue Anmeldung)',
      },
      noOrders: 'keine',
      positions: (count: number, formatted: string) =>
        count === 1 ? '1 Position' : `${formatted} Positionen`,
      order: (label: string, time: string, positions: string, total: string) =>
        `${label} · ${time} · ${positions} · ${total}`,
      empty: 'Bisher wurde niemand imitiert.',
      failed: 'Das Protokoll konnte nicht geladen werden.',
      retry: 'Erneut versuchen',
      more: 'Ältere Einträge laden',
    },
    mail: {
      heading: 'Postausgang',
      modeFile:
        'Es ist kein SMTP-Server eingerichtet: E-Mails werden als Dateien im Ordner „mail“ des Datenverzeichnisses gespeichert und hier angezeigt.',
      modeSmtp: 'E-Mails werden über den eingerichteten SMTP-Server versendet.',
      redactedNote:
        'Links zum Zurücksetzen eines Passworts, zum Freischalten einer IP-Adresse oder zum Bestätigen einer Registrierung werden hier nicht gezeigt: nur der Empfänger darf sie öffnen. Die vollständigen Nachrichten liegen als Dateien (.eml und .txt) im Ordner „mail“ des Datenverzeichnisses auf dem Server.',
      readsHeading: 'Zuletzt eingesehen',
      readsNote: 'Jedes Öffnen des Postausgangs wird protokolliert.',
      readEntry: (name: string, at: string, shown: number) =>
        `${at}: ${name} (${shown === 1 ? '1 E-Mail' : `${shown} E-Mails`} angezeigt)`,
      test: 'Testnachricht an mich senden',
      testing: 'Wird gesendet…',
      testSent: (to: string) => `Testnachricht an ${to} gesendet.`,
      testFailed: 'Die Testnachricht konnte nicht gesendet werden.',
      to: 'An',
      subject: 'Betreff',
      sentAt: 'Gesendet',
      empty: 'Noch keine E-Mails.',
      loading: 'Lade Postausgang…',
      failed: 'Der Postausgang konnte nicht geladen werden.',
      retry: 'Erneut versuchen',
      reload: 'Aktualisieren',
    },
  },
  errors: {
    noPermissionTitle: 'Keine Berechtigung',
    noPermissionText: 'Leider haben Sie nicht die Berechtigung auf diese Ressource zuzugreifen.',
    notFoundTitle: 'Nicht gefunden',
    notFoundText: 'Die angeforderte Ressource wurde nicht gefunden.',
    noAgbTitle: 'Auf Wiedersehen',
    noAgbText: 'Leider können Sie ohne Zustimmung nicht fortfahren.',
    toDashboard: 'Zum Dashboard',
    selectionFailedTitle: 'Es ist ein Fehler aufgetreten!',
    selectionFailedText: 'Applikation muss neugestartet werden!',
    generic: 'Fehlgeschlagen!',
    notFound: 'Nicht gefunden!',
  },
  session: {
    expiredTitle: 'Session abgelaufen!',
    expiredText: 'Sie werden abgemeldet!',
  },
  connectivity: {
    apiUnreachable: 'Server derzeit nicht erreichbar',
    offline: 'Derzeit offline. Bitte Internetverbindung prüfen!',
  },
  sync: {
    updateRequired:
      'Diese Version der Anwendung ist veraltet. Bitte die Anwendung aktualisieren, damit Ihre Änderungen übertragen werden.',
    invalidArgs: (name: string, field: string) =>
      `Ungültige Angaben für die Änderung ${name}${field ? ` (${field})` : ''}.`,
    unknownMutation: (name: string) => `Unbekannte Änderung: ${name}.`,
    noDatabase: 'Die lokale Datenbank ist nicht geöffnet. Bitte melden Sie sich an.',
    databaseUnavailable:
      'Die lokale Datenbank konnte nicht geöffnet werden. Bitte laden Sie die Seite neu.',
    storageError:
      'Die Änderung konnte nicht lokal gespeichert werden (Speicher voll oder nicht verfügbar). Bereits gespeicherte Änderungen bleiben erhalten.',
    localDataLost:
      'Die lokal gespeicherten Daten dieses Geräts sind verloren gegangen (z. B. vom Browser gelöscht). Noch nicht übertragene Änderungen können fehlen; die Daten werden neu geladen.',
    rejected: (reason: string) => `Eine Änderung wurde nicht übernommen: ${reason}`,
    rejectedUnknown: 'Die Änderung wurde vom Server abgelehnt.',
  },
  update: {
    installingTitle: 'Update wird installiert',
    installingText: 'Noch nicht übertragene Änderungen werden gesendet …',
    failedTitle: 'Update Fehlgeschlagen!',
    failedText: 'Applikation startet neu!',
    swUnsupported: 'Service workers are disabled or not supported by this browser',
  },
  notifications: {
    emptyDropdown: 'Derzeit keine Benachrichtigungen',
    emptyPage: 'Keine Benachrichtigungen vorhanden!',
    bell: (unseen: number) =>
      unseen === 0
        ? 'Benachrichtigungen, keine ungelesen'
        : `Benachrichtigungen, ${unseen} ungelesen`,
    dropdownTitle: 'Benachrichtigungen',
    list: 'Benachrichtigungen',
    showMore: 'Mehr anzeigen',
    markShownSeen: 'Angezeigte gesehen',
    markAllSeen: 'Alle gesehen',
    showAll: 'Alle Benachrichtigungen',
    unseen: 'Neu',
    seen: 'Gesehen',
    seenAt: (date: string) => `gesehen am ${date}`,
    insertedAt: (date: string) => `vom ${date}`,
    opensInNewTab: '(öffnet in neuem Tab)',
    unseenShort: (count: number) => `${count} ungelesen`,
    unseenCount: (count: number) =>
      count === 1 ? '1 ungelesene Benachrichtigung' : `${count} ungelesene Benachrichtigungen`,
  },
  queue: {
    label: 'Synchronisierung',
    pending: (count: number) =>
      count === 1 ? '1 Änderung ausstehend' : `${count} Änderungen ausstehend`,
    allSent: 'Alle Änderungen übertragen',
    /** The first pull of the user's and the chosen customer's data is still under way. */
    firstSync: (percent: string) => `Erstabgleich läuft (${percent})`,
    /** In place of an empty list while its first pull is under way (issue 27). */
    firstSyncLoading: 'Daten werden abgeglichen…',
    firstSyncLoadingOf: (percent: string) => `Daten werden abgeglichen… (${percent})`,
    oldest: (age: string) => `älteste ${age}`,
    lastSync: (time: string) => `Zuletzt synchronisiert ${time}`,
    neverSynced: 'Noch nicht synchronisiert',
    syncNow: 'Jetzt synchronisieren',
    syncing: 'Synchronisiere…',
    stalled: 'Änderungen werden seit über 2 Minuten nicht übertragen.',
    failedLink: (count: number) => `Nicht übertragene Änderungen (${count})`,
    ageNow: 'gerade eben',
    ageMinutes: (minutes: number) => `vor ${minutes} Min.`,
    ageHours: (hours: number) => `vor ${hours} Std.`,
    ageDays: (days: number) => (days === 1 ? 'vor 1 Tag' : `vor ${days} Tagen`),
  },
  failedChanges: {
    title: 'Nicht übertragene Änderungen',
    intro:
      'Diese Änderungen hat der Server abgelehnt. Sie können sie erneut senden oder verwerfen.',
    empty: 'Alle Änderungen wurden übertragen. Es gibt keine abgelehnten Änderungen.',
    madeAt: (date: string) => `Erstellt ${date}`,
    failedAt: (date: string) => `Abgelehnt ${date}`,
    reason: 'Grund',
    retry: 'Erneut senden',
    discard: 'Verwerfen',
    retryOne: (what: string) => `Erneut senden: ${what}`,
    discardOne: (what: string) => `Verwerfen: ${what}`,
    discardTitle: 'Änderung verwerfen',
    discardQuestion: (what: string) =>
      `Die Änderung „${what}“ wird endgültig verworfen und nicht übertragen. Fortfahren?`,
    retried: 'Die Änderung wird erneut gesendet.',
    discarded: 'Die Änderung wurde verworfen.',
    describe: {
      markSeen: (count: number) =>
        count === 1
          ? 'Benachrichtigung als gesehen markieren'
          : `${count} Benachrichtigungen als gesehen markieren`,
      markAllSeen: 'Alle Benachrichtigungen als gesehen markieren',
      // Basket texts name the kind of list: a basket (default) or a wish list.
      basketCreate: (label: string, kind: ListKind = 'warenkorb') =>
        `${LIST[kind].one} „${label}“ anlegen`,
      basketRename: (label: string, kind: ListKind = 'warenkorb') =>
        `${LIST[kind].one} umbenennen in „${label}“`,
      basketDelete: (kind: ListKind = 'warenkorb') => `${LIST[kind].one} löschen`,
      basketSetPrimary: (kind: ListKind = 'warenkorb') =>
        `${LIST[kind].one} als ${LIST[kind].primary} festlegen`,
      basketShare: (kind: ListKind = 'warenkorb') => `${LIST[kind].one} mit der Firma teilen`,
      basketUnshare: (kind: ListKind = 'warenkorb') =>
        `${LIST[kind].one} nicht mehr mit der Firma teilen`,
      basketNote: (kind: ListKind = 'warenkorb') => `Interne Notiz ${LIST[kind].ofThe} ändern`,
      addArticle: (pzn: string, quantity: number) =>
        `Artikel PZN ${pzn} hinzufügen (Menge ${quantity})`,
      addNote: (note: string) => `Notiz „${note}“ hinzufügen`,
      addRows: (count: number) =>
        count === 1 ? '1 Position hinzufügen' : `${count} Positionen hinzufügen`,
      // `into` is intoList(…) or '' when the target list is not known on this device.
      copyRows: (count: number, into = '') =>
        `${count === 1 ? '1 Position' : `${count} Positionen`}${into} kopieren`,
      moveRows: (count: number, into = '') =>
        `${count === 1 ? '1 Position' : `${count} Positionen`}${into} verschieben`,
      intoList: (basket: string, kind: ListKind = 'warenkorb') =>
        ` in ${LIST[kind].intoThe} „${basket}“`,
      orderPlace: 'Bestellung senden',
      setQuantity: (quantity: number) => `Menge ändern auf ${quantity}`,
      deleteRow: 'Position löschen',
      inBasket: (what: string, basket: string, kind: ListKind = 'warenkorb') =>
        `${what} – ${LIST[kind].one} „${basket}“`,
      unknown: (name: string) => `Änderung ${name}`,
    },
  },
  logoutPending: {
    title: 'Nicht übertragene Änderungen',
    text: (count: number) =>
      count === 1
        ? 'Es ist noch 1 Änderung nicht übertragen.'
        : `Es sind noch ${count} Änderungen nicht übertragen.`,
    hint: 'Beim Abmelden ohne Senden bleiben die Änderungen auf diesem Gerät gespeichert und werden bei Ihrer nächsten Anmeldung übertragen.',
    sendFirst: 'Zuerst senden',
    sending: 'Änderungen werden gesendet…',
    sendFailed:
      'Die Änderungen konnten nicht gesendet werden. Bitte prüfen Sie die Verbindung oder melden Sie sich trotzdem ab.',
    logoutAnyway: 'Trotzdem abmelden',
  },
  /** Issue 10 point 13: ending an impersonation with changes made during it still unsent. */
  depersonatePending: {
    hint: 'Beim Beenden ohne Senden bleiben die Änderungen auf diesem Gerät gespeichert und werden gesendet, sobald dieser Benutzer hier wieder angemeldet ist oder imitiert wird.',
    endAnyway: 'Trotzdem beenden',
    sendingTitle: 'Imitation beenden',
  },
  baskets: {
    /** Issue 26: a list that is not on this device while offline is not called deleted. */
    notOnDeviceTitle: 'Nicht auf diesem Gerät verfügbar – mit Verbindung laden',
    // Texts that differ between baskets (Warenkorb) and wish lists (Merkliste), by kind.
    kind: {
      warenkorb: {
        one: 'Warenkorb',
        listTitle: 'Warenkörbe',
        list: 'Warenkörbe des Lieferkunden',
        listEmpty: 'Für diesen Lieferkunden gibt es noch keine Warenkörbe.',
        listEmptyHint: 'Legen Sie einen Warenkorb an, um Artikel zu sammeln und zu bestellen.',
        primary: 'Hauptwarenkorb',
        setPrimary: 'Als Hauptwarenkorb festlegen',
        primarySet: (label: string) => `„${label}“ ist jetzt Ihr Hauptwarenkorb.`,
        open: (label: string) => `Warenkorb „${label}“ öffnen`,
        createTitle: 'Neuer Warenkorb',
        defaultLabel: 'Warenkorb',
        notFoundTitle: 'Warenkorb nicht gefunden',
        notFoundText:
          'Diesen Warenkorb gibt es für den gewählten Lieferkunden nicht: Er gehört zu einem anderen Lieferkunden, wurde gelöscht oder ist nicht mehr geteilt.',
        notOnDeviceText:
          'Dieser Warenkorb liegt nicht auf diesem Gerät, etwa weil er zu einem anderen Lieferkunden gehört. Mit Verbindung wählen Sie dessen Lieferkunden und laden ihn.',
        toList: 'Zur Warenkorb-Liste',
        rowsEmpty: 'Dieser Warenkorb ist leer. Suchen Sie oben einen Artikel, um ihn hinzuzufügen.',
        deleteTitle: 'Warenkorb löschen',
        deleteQuestion: (label: string) =>
          `Den Warenkorb „${label}“ mit allen Positionen endgültig löschen?`,
        deleted: (label: string) => `Warenkorb „${label}“ gelöscht.`,
        noPrimaryTitle: 'Kein Hauptwarenkorb',
        noPrimaryText: 'Sie haben für diesen Lieferkunden noch keinen Warenkorb.',
        noPrimaryPick:
          'Keiner Ihrer Warenkörbe ist als Hauptwarenkorb festgelegt. Wählen Sie einen in der Liste oder legen Sie einen neuen an.',
        createPrimary: 'Warenkorb anlegen',
        toOther: 'Zu den Merklisten',
      },
      merkliste: {
        one: 'Merkliste',
        listTitle: 'Merklisten',
        list: 'Merklisten des Lieferkunden',
        listEmpty: 'Für diesen Lieferkunden gibt es noch keine Merklisten.',
        listEmptyHint:
          'Eine Merkliste sammelt Artikel, die Sie später in einen Warenkorb übernehmen.',
        primary: 'Hauptmerkliste',
        setPrimary: 'Als Hauptmerkliste festlegen',
        primarySet: (label: string) => `„${label}“ ist jetzt Ihre Hauptmerkliste.`,
        open: (label: string) => `Merkliste „${label}“ öffnen`,
        createTitle: 'Neue Merkliste',
        defaultLabel: 'Merkliste',
        notFoundTitle: 'Merkliste nicht gefunden',
        notFoundText:
          'Diese Merkliste gibt es für den gewählten Lieferkunden nicht: Sie gehört zu einem anderen Lieferkunden, wurde gelöscht oder ist nicht mehr geteilt.',
        notOnDeviceText:
          'Diese Merkliste liegt nicht auf diesem Gerät, etwa weil sie zu einem anderen Lieferkunden gehört. Mit Verbindung wählen Sie dessen Lieferkunden und laden sie.',
        toList: 'Zur Merklisten-Übersicht',
        rowsEmpty: 'Diese Merkliste ist leer. Suchen Sie oben einen Artikel, um ihn hinzuzufügen.',
        deleteTitle: 'Merkliste löschen',
        deleteQuestion: (label: string) =>
          `Die Merkliste „${label}“ mit allen Positionen endgültig löschen?`,
        deleted: (label: string) => `Merkliste „${label}“ gelöscht.`,
        noPrimaryTitle: 'Keine Hauptmerkliste',
        noPrimaryText: 'Sie haben für diesen Lieferkunden noch keine Merkliste.',
        noPrimaryPick:
          'Keine Ihrer Merklisten ist als Hauptmerkliste festgelegt. Wählen Sie eine in der Übersicht oder legen Sie eine neue an.',
        createPrimary: 'Merkliste anlegen',
        toOther: 'Zu den Warenkörben',
      },
    },
    // The basket kind's title and link name, as the e2e specs use them.
    listTitle: 'Warenkörbe',
    open: (label: string) => `Warenkorb „${label}“ öffnen`,
    /** The one wording of a list's count (shopRules.positionCount: article rows, not notes). */
    positions,
    value: (value: string) => `Wert ${value}`,
    owned: 'Eigene Liste',
    sharedBy: (owner: string) => `Geteilt von ${owner}`,
    sharedWithCompany: 'Mit der Firma geteilt',
    shareSwitch: 'Mit der Firma teilen',
    shareSwitchOf: (label: string) => `„${label}“ mit der Firma teilen`,
    shared: (label: string) => `„${label}“ wird mit der Firma geteilt.`,
    unshared: (label: string) => `„${label}“ wird nicht mehr geteilt.`,
    internalNote: 'Interne Notiz',
    internalNoteHint: 'Nur für Ihre Firma sichtbar, wird nicht mitbestellt.',
    edit: 'Bearbeiten',
    editOf: (label: string) => `„${label}“ bearbeiten`,
    save: 'Speichern',
    delete: 'Löschen',
    deleteOf: (label: string) => `„${label}“ löschen`,
    // Starts with the button's visible text (WCAG 2.5.3: 'Als Hauptwarenkorb festlegen: „…“').
    setPrimaryOf: (action: string, label: string) => `${action}: „${label}“`,
    labelField: 'Bezeichnung',
    create: 'Anlegen',
    labelRequired: 'Wird benötigt!',
    labelTooLong: (max: number) => `Max ${max} Zeichen`,
    noCustomer: 'Bitte wählen Sie zuerst einen Lieferkunden.',
    rows: 'Positionen',
    pzn: 'PZN',
    note: 'Notiz',
    quantity: 'Menge',
    quantityOf: (what: string) => `Menge für ${what}`,
    pznLabel: (pzn: string) => `PZN ${pzn}`,
    noteLabel: (note: string) => `Notiz: ${note}`,
    unknownArticle: 'Artikel nicht im Katalog',
    increase: (what: string) => `Menge erhöhen: ${what}`,
    decrease: (what: string) => `Menge verringern: ${what}`,
    deleteRow: (what: string) => `Position löschen: ${what}`,
    duplicateRow: (what: string) => `Position duplizieren: ${what}`,
    selectRow: (what: string) => `Position auswählen: ${what}`,
    quantityRequired: 'Bitte eine Menge eingeben.',
    quantityNotNumber: 'Bitte eine ganze Zahl eingeben.',
    quantityTooSmall: (min: number) => `Die Menge muss mindestens ${min} sein.`,
    quantityTooLarge: (max: number) => `Die Menge darf höchstens ${max} sein.`,
    noteRequired: 'Wird benötigt!',
    noteTooLong: (max: number) => `Max ${max} Zeichen`,
    addArticleTitle: 'Artikel hinzufügen',
    searchLabel: 'Artikel suchen (Name, Wirkstoff, Hersteller oder PZN)',
    searchPlaceholder: 'z. B. Ibuprofen 400 oder PZN',
    addQuantity: 'Menge',
    addHint: 'Enter übernimmt den gewählten Artikel; ein Scanner liest die PZN samt Enter.',
    addNoteTitle: 'Notiz hinzufügen',
    addNote: 'Notiz hinzufügen',
    saved: 'Gespeichert!',
    rowAdded: (what: string) => `${what} hinzugefügt.`,
    quantityRaised: (what: string, quantity: number) =>
      `Menge von ${what} auf ${quantity.toLocaleString('de-DE')} erhöht.`,
    mergeOverMax: (what: string, max: number) =>
      `${what}: Zusammen wäre die Höchstmenge von ${max.toLocaleString('de-DE')} überschritten, daher als eigene Position hinzugefügt.`,
    rowDuplicated: 'Position dupliziert.',
    rowDeleted: 'Position gelöscht.',
    noteAdded: 'Notiz hinzugefügt.',
    itemColumn: 'Artikel / Notiz',
    actionsColumn: 'Aktionen',
    positionColumn: 'Pos.',
    priceColumn: 'AEP',
    sumColumn: 'Summe',
    noQuantity: 'keine Menge',
    noPrice: 'kein Preis',
    pack: (size: string, unit: string) => `${size} ${unit}`,
    totalsTitle: 'Summen',
    totalAep: 'Summe AEP',
    totalAvp: 'Summe AVP',
    unpriced: (count: number) =>
      count === 1
        ? '1 Artikel ohne Preis (nicht im Katalog) ist nicht enthalten.'
        : `${count} Artikel ohne Preis (nicht im Katalog) sind nicht enthalten.`,
  },
  search: {
    noHits: 'Keine Treffer',
  },
  catalogue: catalogueDe,
  shop: shopDe,
  privacy: privacyDe,
  footer: {
    impressum: 'Impressum',
    datenschutz: 'Datenschutz',
    agbs: 'AGBs',
    privacy: 'Privatsphäre',
    label: 'Rechtliches und Version',
    info: 'Rechtliche Informationen anzeigen',
  },
  userMenu: {
    button: 'Benutzermenü',
    customerSettings: 'Kunden-Einstellungen',
    admin: 'Administration',
    changePassword: 'Passwort ändern',
    /** Accessible name of the menu button: the visible name first (WCAG 2.5.3). */
    buttonNamed: (name: string) => `${name}, Benutzermenü`,
    depersonate: 'Zurück zum eigenen Konto',
    impersonatedBy: (admin: string) => `Imitiert von ${admin}`,
    switchCustomer: 'Kunde wechseln',
    switchAddress: 'Lieferanschrift wechseln',
    impersonationBanner: 'Imitiertes Konto',
    impersonationText: (name: string, email: string, admin: string) =>
      `Sie arbeiten im Konto von ${name} (${email}), angemeldet als ${admin}.`,
    restart: 'Neu starten',
    logout: 'Abmelden',
  },
  docs: {
    heading: 'Rechtliches',
    intro: 'Hier finden Sie die rechtlichen Informationen der Alpenpharm Großhandel GmbH.',
  },
} as const;

export type De = typeof de;
