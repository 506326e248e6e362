// The UID number (Umsatzsteuer-Identifikationsnummer, VAT id) of a registration (SPEC 5
// company_uid). Austrian and German numbers are checked with their check digits; the other
// countries of the registration's list by their published format only.

/** Spaces removed, upper case: 'atu 1358 5627' → 'ATU13585627'. */
export function normalizeUid(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

const digitsOf = (text: string) => [...text].map(Number);

/**
 * Austria, 'ATU' + 8 digits, the last a check digit (BMF algorithm): the digits at even
 * positions (2nd, 4th, 6th) are doubled and their digit sum taken; with the others summed to S,
 * the check digit is (10 - (S + 4) mod 10) mod 10.
 */
export function isValidAustrianUid(uid: string): boolean {
  const match = /^ATU(\d{8})$/.exec(uid);
  if (!match?.[1]) return false;
  const d = digitsOf(match[1]);
  let sum = 0;
  for (let i = 0; i < 7; i += 1) {
    const digit = d[i] ?? 0;
    if (i % 2 === 0) {
      sum += digit;
    } else {
      const doubled = digit * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    }
  }
  return (10 - ((sum + 4) % 10)) % 10 === d[7];
}

/**
 * Germany, 'DE' + 9 digits, the last a check digit by ISO 7064 MOD 11,10 (the method of the
 * Bundeszentralamt für Steuern).
 */
export function isValidGermanUid(uid: string): boolean {
  const match = /^DE(\d{9})$/.exec(uid);
  if (!match?.[1]) return false;
  const d = digitsOf(match[1]);
  let product = 10;
  for (let i = 0; i < 8; i += 1) {
    let sum = ((d[i] ?? 0) + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = 11 - product;
  return (check === 10 ? 0 : check) === d[8];
}

/**
 * The other countries of the registration's list: their formats (no check digit is verified).
 * Liechtenstein's companies use the Swiss UID ('CHE').
 */
const FORMAT_ONLY: readonly RegExp[] = [
  /^IT\d{11}$/,
  /^SI\d{8}$/,
  /^HU\d{8}$/,
  /^CZ\d{8,10}$/,
  /^SK\d{10}$/,
  /^CHE\d{9}$/,
];

/** Whether a (normalized) UID number is valid: AT and DE with check digit, the others by format. */
export function isValidUid(raw: string): boolean {
  const uid = normalizeUid(raw);
  if (uid.startsWith('ATU')) return isValidAustrianUid(uid);
  if (uid.startsWith('DE')) return isValidGermanUid(uid);
  return FORMAT_ONLY.some((format) => format.test(uid));
}
