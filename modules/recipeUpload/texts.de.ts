// Texts of the recipe upload (issue 15): the desktop screen, the QR dialog, the phone's page and
// the server's German refusals. Imports nothing (the bottom layer).

const mb = (bytes: number) =>
  `${(bytes / (1024 * 1024)).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`;
const capacity = (bytes: number) =>
  bytes >= 1024 ** 3
    ? `${(bytes / 1024 ** 3).toLocaleString('de-DE', { maximumFractionDigits: 1 })} GB`
    : mb(bytes);
const kb = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('de-DE')} KB`
    : mb(bytes);

export const recipeUploadDe = {
  intro:
    'Laden Sie Rezepte als Foto (JPEG, PNG, HEIC) oder PDF hoch, höchstens 10 MB je Datei. Mit dem QR-Code fotografieren Sie ein Rezept direkt mit dem Handy.',
  onlineOnly:
    'Ohne Verbindung zum Server können keine Dateien hochgeladen werden. Bitte versuchen Sie es, sobald die Verbindung wieder besteht.',
  noCustomer: 'Bitte wählen Sie zuerst einen Lieferkunden.',
  size: kb,
  choose: 'Datei auswählen',
  chooseLabel: 'Rezept-Datei (Foto oder PDF)',
  upload: 'Hochladen',
  uploading: (percent: number) => `Wird hochgeladen… ${percent} %`,
  uploaded: (name: string) => `„${name}“ wurde hochgeladen.`,
  phone: 'Mit dem Handy hochladen',
  list: {
    title: 'Hochgeladene Rezepte',
    empty: 'Noch keine Rezepte hochgeladen.',
    loading: 'Liste wird geladen…',
    preview: (name: string) => `Vorschau von ${name}`,
    noPreview: 'Keine Vorschau',
    pdf: 'PDF',
    heic: 'HEIC-Foto',
    download: 'Herunterladen',
    downloadLabel: (name: string) => `${name} herunterladen`,
    delete: 'Löschen',
    deleteLabel: (name: string) => `${name} löschen`,
    deleteConfirm: (name: string) => `„${name}“ endgültig löschen?`,
    deleted: (name: string) => `„${name}“ wurde gelöscht.`,
    meta: (size: string, when: string, who: string) => `${size} · ${when} · ${who}`,
    fromPhone: 'vom Handy',
  },
  qr: {
    title: 'Mit dem Handy hochladen',
    text: 'Scannen Sie den QR-Code mit der Kamera Ihres Handys. Der Link gilt 15 Minuten und nur für das Hochladen von Rezepten zu diesem Lieferkunden; eine Anmeldung am Handy ist nicht nötig.',
    image: 'QR-Code mit dem Link zum Hochladen',
    link: 'Link zum Öffnen am Handy',
    validUntil: (time: string) => `Gültig bis ${time} Uhr`,
    waiting: 'Neue Uploads erscheinen hier und in der Liste, sobald sie ankommen.',
    arrived: (count: number) =>
      count === 1 ? '1 Datei vom Handy angekommen.' : `${count} Dateien vom Handy angekommen.`,
    close: 'Schließen',
    failed: 'Der Link konnte nicht erstellt werden.',
  },
  mobile: {
    title: 'Rezept hochladen',
    checking: 'Link wird geprüft…',
    forCustomer: (name: string) => `Für ${name}`,
    take: 'Foto aufnehmen oder Datei wählen',
    takeHint: 'Foto (JPEG, PNG, HEIC) oder PDF, höchstens 10 MB.',
    send: 'Hochladen',
    sent: (name: string) => `„${name}“ wurde hochgeladen. Sie können ein weiteres Rezept senden.`,
    count: (n: number, max: number) =>
      `${n} von höchstens ${max} Dateien mit diesem Link gesendet.`,
    noToken: 'Dieser Link ist unvollständig. Bitte scannen Sie den QR-Code am Computer erneut.',
    offline: 'Keine Verbindung. Das Hochladen ist nur mit Verbindung möglich.',
  },
  errors: {
    tooLarge: (limit: number) => `Die Datei ist zu groß. Erlaubt sind höchstens ${mb(limit)}.`,
    wrongType: 'Dieser Dateityp wird nicht unterstützt. Erlaubt sind JPEG, PNG, HEIC und PDF.',
    empty: 'Die Datei ist leer.',
    noFile: 'Bitte wählen Sie eine Datei aus.',
    tooMany: 'Zu viele Rezepte gespeichert. Bitte löschen Sie zuerst ältere Uploads.',
    quotaFull: (limit: number) =>
      `Der Speicherplatz für Rezepte dieses Lieferkunden ist voll (höchstens ${capacity(limit)}). Bitte löschen Sie zuerst ältere Uploads.`,
    linkInvalid:
      'Dieser Link ist abgelaufen oder ungültig. Bitte erzeugen Sie am Computer einen neuen QR-Code.',
    linkUsedUp:
      'Mit diesem Link wurden schon zu viele Dateien gesendet. Bitte neuen QR-Code erzeugen.',
    notFound: 'Diese Datei gibt es nicht (mehr).',
    failed: 'Das Hochladen ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    offline: 'Keine Verbindung zum Server. Das Hochladen ist nur mit Verbindung möglich.',
  },
} as const;
