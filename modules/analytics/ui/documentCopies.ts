// Offline copies of opened documents (issue 14: "a document once opened is kept for offline
// reading"): the PDF as the server sent it, in Cache Storage, one cache per user
// ('portal-documents-<userId>'), keyed by the PDF's address. Opening asks the server first
// (a document may be re-issued), falls back to the stored copy when the server cannot be
// reached, and says so when there is none. The service worker never touches /api, so these
// copies are the only cached API answers.
import { API_BASE } from '../../../src/api/paths';
import { documentPdfPath, type DocumentFileKind } from '../documents';
import { fetchUnlessOffline, openDocumentCache, storedDocumentPaths } from '../../../src/db';

export const documentUrl = (kind: DocumentFileKind, id: string) =>
  `${API_BASE}${documentPdfPath(kind, id)}`;

export type OpenedDocument =
  | { readonly ok: true; readonly blob: Blob; readonly fromCopy: boolean }
  | {
      readonly ok: false;
      readonly reason: 'offline-never-opened' | 'refused' | 'missing' | 'failed';
    };

/** The documents stored on this device for the user, as their addresses. */
export const storedDocuments = storedDocumentPaths;

async function storedCopy(userId: string, url: string): Promise<Blob | null> {
  const cache = await openDocumentCache(userId);
  const found = cache ? await cache.match(url) : undefined;
  return found ? found.blob() : null;
}

/** The document's PDF: from the server (then stored), or the stored copy when offline. */
export async function openDocument(
  userId: string,
  kind: DocumentFileKind,
  id: string,
  fetcher: typeof fetch = fetch,
): Promise<OpenedDocument> {
  const url = documentUrl(kind, id);
  const response = await fetchUnlessOffline(url, fetcher);
  if (response === null || response.status >= 500) {
    const copy = await storedCopy(userId, url);
    if (copy) return { ok: true, blob: copy, fromCopy: true };
    return { ok: false, reason: response === null ? 'offline-never-opened' : 'failed' };
  }
  if (response.status === 401 || response.status === 403) return { ok: false, reason: 'refused' };
  if (response.status === 404) return { ok: false, reason: 'missing' };
  if (!response.ok) return { ok: false, reason: 'failed' };
  const blob = await response.blob();
  const cache = await openDocumentCache(userId);
  if (cache) {
    await cache.put(url, new Response(blob, { headers: { 'Content-Type': 'application/pdf' } }));
  }
  return { ok: true, blob, fromCopy: false };
}
