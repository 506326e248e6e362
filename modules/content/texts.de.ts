// Texts of the wholesaler's content (issue 15): downloads, news and the video library, and the
// descriptions of their changes in 'Nicht übertragene Änderungen'. Imports nothing (the bottom
// layer).

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export const contentDe = {
  downloads: {
    intro:
      'Formulare, Preislisten, Produktinformationen, Verträge und Schulungsunterlagen der Alpenpharm zum Herunterladen.',
    category: {
      forms: 'Formulare',
      priceLists: 'Preislisten',
      productInfo: 'Produktinformationen',
      terms: 'AGB/Verträge',
      training: 'Schulungsunterlagen',
    },
    allCategories: 'Alle Kategorien',
    search: 'Suche',
    searchPlaceholder: 'Titel oder Beschreibung',
    categoryLabel: 'Kategorie',
    fileType: { pdf: 'PDF', csv: 'CSV (Excel)' },
    size: 'Größe',
    date: 'Stand',
    type: 'Dateityp',
    download: 'Herunterladen',
    downloadNamed: (title: string) => `${title} herunterladen`,
    offlineAvailable: 'offline verfügbar',
    onlineOnly: 'nur mit Verbindung',
    needsConnection: 'Zum Herunterladen ist eine Verbindung nötig.',
    offlineCopyUsed: (title: string) =>
      `Keine Verbindung: die auf diesem Gerät gespeicherte Kopie von „${title}“ wurde verwendet.`,
    downloaded: (title: string) => `„${title}“ wurde heruntergeladen.`,
    failed: 'Die Datei konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
    empty: 'Keine Dateien vorhanden.',
    noMatch: 'Keine Dateien passen zur Suche.',
    count: (n: number) => `${n} ${plural(n, 'Datei', 'Dateien')}`,
    loading: 'Dateien werden geladen…',
  },
  news: {
    intro: 'Neuigkeiten der Alpenpharm: Lieferungen, Aktionen, Service und Recht.',
    unread: (n: number) => (n === 0 ? 'Alles gelesen' : `${n} ungelesen`),
    unreadMark: 'Ungelesen',
    readMark: 'Gelesen',
    open: 'Weiterlesen',
    openNamed: (title: string) => `Weiterlesen: ${title}`,
    back: 'Zurück zur Übersicht',
    markUnread: 'Als ungelesen markieren',
    markedUnread: 'Als ungelesen markiert.',
    markedRead: 'Als gelesen markiert.',
    markRead: 'Als gelesen markieren',
    empty: 'Keine Neuigkeiten vorhanden.',
    notFound: 'Diese Neuigkeit gibt es nicht (mehr).',
    loading: 'Neuigkeiten werden geladen…',
    imageOffline: 'Bild ohne Verbindung nicht verfügbar',
    describe: (read: boolean, title: string | undefined) =>
      `Neuigkeit ${title ? `„${title}“ ` : ''}als ${read ? 'gelesen' : 'ungelesen'} markieren`,
    rejections: { notFound: 'Diese Neuigkeit gibt es nicht (mehr).' },
  },
  video: {
    intro: 'Kurze Anleitungen und Schulungsvideos, mit deutschen Untertiteln.',
    category: {
      portal: 'Kundenportal',
      products: 'Produkte',
      pharmacy: 'Apothekenpraxis',
    },
    allCategories: 'Alle Kategorien',
    categoryLabel: 'Kategorie',
    duration: 'Dauer',
    play: 'Abspielen',
    playNamed: (title: string) => `Video abspielen: ${title}`,
    playing: 'Ausgewählt',
    captionsLabel: 'Deutsch',
    needsConnection:
      'Videos werden nicht auf dem Gerät gespeichert: zum Abspielen ist eine Verbindung nötig.',
    offline: 'Keine Verbindung: Videos können erst wieder abgespielt werden, wenn Sie online sind.',
    noVideoSupport: 'Ihr Browser kann dieses Video nicht abspielen.',
    empty: 'Keine Videos vorhanden.',
    loading: 'Videos werden geladen…',
    minutes: (seconds: number) =>
      `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')} min`,
  },
  offlineNote: 'Keine Verbindung: die zuletzt synchronisierten Daten werden angezeigt.',
} as const;
