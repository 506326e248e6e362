// The recipe upload's file transfer (issue 15): one file per multipart request through
// XMLHttpRequest, the one browser API that reports upload progress (fetch does not). The JSON
// calls (list, delete, link) go through the worker's pipeline (src/worker/api.ts); this sends
// the same SPEC 7 headers, and on the phone the link's token instead of a session cookie.
import { API_BASE, HEADER } from '../../../src/api/paths';
import { UPLOAD_TOKEN_HEADER } from '../contract';
import { SNIFF_BYTES, UPLOAD_MAX_BYTES, sniffMime, type UploadMime } from '../rules';
import { recipeUploadDe } from '../texts.de';
import { ensureWindowId, randomId } from '../../../src/platform/windowId';

const e = recipeUploadDe.errors;

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** The checks the server makes too, before a byte is sent: size and real type (first bytes). */
export async function precheck(file: File): Promise<{ mime: UploadMime } | { error: string }> {
  if (file.size === 0) return { error: e.empty };
  if (file.size > UPLOAD_MAX_BYTES) return { error: e.tooLarge(UPLOAD_MAX_BYTES) };
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const mime = sniffMime(head);
  return mime ? { mime } : { error: e.wrongType };
}

export function headers(token?: string): Record<string, string> {
  return {
    Accept: 'application/json',
    [HEADER.windowId]: ensureWindowId(window, randomId),
    [HEADER.route]: window.location.pathname,
    [HEADER.screenId]: '',
    [HEADER.swBypass]: 'true',
    ...(token ? { [UPLOAD_TOKEN_HEADER]: token } : {}),
  };
}

function messageOf(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON: a proxy's page.
  }
  return xhr.status === 413 ? e.tooLarge(UPLOAD_MAX_BYTES) : e.failed;
}

/** POSTs one file as multipart; resolves with the JSON answer, rejects with an UploadError. */
export function sendFile(
  path: string,
  file: File,
  onProgress: (percent: number) => void,
  token?: string,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers(token))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        try {
          resolve(JSON.parse(xhr.responseText) as unknown);
        } catch {
          resolve(null);
        }
      } else {
        reject(new UploadError(messageOf(xhr), xhr.status));
      }
    };
    xhr.onerror = () => reject(new UploadError(e.offline, 0));
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}
