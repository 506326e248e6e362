// Texts of the notifications' dashboard widget; the bell and the page use src/i18n/de.ts
// (`de.notifications`), which the shell needs on every screen. Kept apart so the widget's chunk
// carries only its own words.
export const notificationsDe = {
  widget: {
    unseen: (count: number) =>
      count === 0
        ? 'Keine ungelesenen Benachrichtigungen.'
        : count === 1
          ? '1 ungelesene Benachrichtigung'
          : `${count} ungelesene Benachrichtigungen`,
    all: 'Alle Benachrichtigungen',
  },
} as const;
