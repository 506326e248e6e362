// The user's offline copies of opened documents (issue 14) live in Cache Storage beside their
// database; they go with it when the user's local data is removed from the device.

/** One cache per user, so removing a user's data removes exactly their documents. */
export const documentCacheName = (userId: string) => `portal-documents-${userId}`;

/** Deletes the user's stored documents; false where the browser has no Cache Storage. */
export async function removeDocumentCopies(userId: string): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  return caches.delete(documentCacheName(userId));
}

/** The user's cache, or null where the browser has no Cache Storage (jsdom, an insecure origin). */
export async function openDocumentCache(userId: string): Promise<Cache | null> {
  return typeof caches === 'undefined' ? null : caches.open(documentCacheName(userId));
}

/** The documents and downloads stored on this device for the user, as their addresses. */
export async function storedDocumentPaths(userId: string): Promise<Set<string>> {
  const cache = await openDocumentCache(userId);
  if (!cache) return new Set();
  const keys = await cache.keys();
  return new Set(keys.map((request) => new URL(request.url).pathname));
}

/**
 * The server's answer for a file to be kept offline, or null when the device says it is offline
 * or the server cannot be reached (then the caller falls back to the stored copy).
 */
export async function fetchUnlessOffline(
  url: string,
  fetcher: typeof fetch,
): Promise<Response | null> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return null;
  try {
    return await fetcher(url, { credentials: 'same-origin' });
  } catch {
    return null; // offline or the server unreachable
  }
}
