// Texts the service worker shows for a Web Push message (issue 13 item 7). A file of its own:
// the service worker imports it, and nothing else of the app's texts.
export const pushDe = {
  /** A message that names no title (or cannot be read). */
  fallbackTitle: 'Neue Benachrichtigung',
  fallbackBody: 'Öffnen Sie das Kundenportal, um sie zu lesen.',
} as const;
