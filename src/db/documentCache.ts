// The user's offline copies of opened documents (issue 14) live in Cache Storage beside their
// database; they go with it when the user's local data is removed from the device.

/** One cache per user, so removing a user's data removes exactly their documents. */
export const documentCacheName = (userId: string) => `portal-documents-${userId}`;

/** Deletes the user's stored documents; false where the browser has no Cache Storage. */
export async function removeDocumentCopies(userId: string): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  return caches.delete(documentCacheName(userId));
}
