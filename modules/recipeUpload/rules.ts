// The rules of the recipe upload (issue 15) that the screens and the server share: which files
// are accepted (by their first bytes, not by the name or the browser's type), how large, and the
// phone link's lifetime.

export const UPLOAD_MIMES = ['image/jpeg', 'image/png', 'image/heic', 'application/pdf'] as const;
export type UploadMime = (typeof UPLOAD_MIMES)[number];

/** 'desktop': the recipe-upload screen; 'phone': the mobile uploader through a QR link. */
export const UPLOAD_SOURCES = ['desktop', 'phone'] as const;
export type UploadSource = (typeof UPLOAD_SOURCES)[number];

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const FILE_NAME_MAX = 120;
/** What the file input offers (the server decides by the content). */
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/heic,image/heif,application/pdf,.heic';
/** A phone link is good for this long, and for this many files. */
export const LINK_TTL_MS = 15 * 60 * 1000;
export const LINK_UPLOADS_MAX = 20;
/** How many uploads a delivery customer keeps at most (older ones must be deleted first). */
export const UPLOADS_PER_CUSTOMER_MAX = 500;
/** Bytes the type check reads. */
export const SNIFF_BYTES = 16;

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The type of a file by its first bytes (magic numbers), or null if it is none we take. */
export function sniffMime(bytes: Uint8Array): UploadMime | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12))) {
    return 'image/heic';
  }
  return null;
}

/** Whether browsers can show the type as an image (HEIC they mostly cannot). */
export const isPreviewable = (mime: UploadMime) => mime === 'image/jpeg' || mime === 'image/png';

const EXTENSION: Readonly<Record<UploadMime, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
  'application/pdf': 'pdf',
};

/**
 * A file name safe to show and to send back in Content-Disposition: no path, no control
 * characters, at most FILE_NAME_MAX characters, ending in the extension of its real type.
 */
export function cleanFileName(raw: string, mime: UploadMime): string {
  const printable = [...(raw.split(/[\\/]/).pop() ?? '').normalize('NFC')]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join('');
  const base = printable
    .replace(/["<>|*?:]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const stem = base.replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'Rezept';
  const ext = EXTENSION[mime];
  return `${stem.slice(0, FILE_NAME_MAX - ext.length - 1)}.${ext}`;
}

/** A Content-Disposition file name in ASCII (umlauts spelled out), for old clients. */
export function asciiFileName(name: string): string {
  return name
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ß/g, 'ss')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
}
