// Downloads and their offline copies (issue 15): a file is fetched from the server and stored in
// the user's document cache (Cache Storage, 'portal-documents-<userId>', the same one as the
// analytics documents, so removing the user's local data removes them too), keyed by its
// address. The files are a few kilobytes, so every file downloaded once stays available offline.
// Without a connection the stored copy is saved; without one the screen says a connection is
// needed. Videos are never stored (large media; the screen says so).
import { API_BASE } from '../../../src/api/paths';
import { downloadFilePath } from '../contract';
import { fetchUnlessOffline, openDocumentCache, storedDocumentPaths } from '../../../src/db';

export const downloadUrl = (fileId: string) => `${API_BASE}${downloadFilePath(fileId)}`;

/** The downloads stored on this device for the user, as their addresses. */
export const storedFiles = storedDocumentPaths;

export type FetchedFile =
  | { readonly ok: true; readonly blob: Blob; readonly fromCopy: boolean }
  | { readonly ok: false; readonly reason: 'needs-connection' | 'failed' };

/** The file: from the server (then stored), or the stored copy when the server is out of reach. */
export async function fetchFile(
  userId: string,
  fileId: string,
  fetcher: typeof fetch = fetch,
): Promise<FetchedFile> {
  const url = downloadUrl(fileId);
  const response = await fetchUnlessOffline(url, fetcher);
  if (response === null || response.status >= 500) {
    const cache = await openDocumentCache(userId);
    const copy = cache ? await cache.match(url) : undefined;
    if (copy) return { ok: true, blob: await copy.blob(), fromCopy: true };
    return { ok: false, reason: response === null ? 'needs-connection' : 'failed' };
  }
  if (!response.ok) return { ok: false, reason: 'failed' };
  const blob = await response.blob();
  const cache = await openDocumentCache(userId);
  if (cache) {
    await cache.put(url, new Response(blob, { headers: { 'Content-Type': blob.type } }));
  }
  return { ok: true, blob, fromCopy: false };
}

/** Saves a blob under a name (an <a download> of a blob: URL, so it works offline too). */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

const SIZE = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/** 2048 → '2 KB', 1_572_864 → '1,5 MB'. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Byte`;
  if (bytes < 1024 * 1024) return `${SIZE.format(bytes / 1024)} KB`;
  return `${SIZE.format(bytes / (1024 * 1024))} MB`;
}
