// PZN (Pharmazentralnummer) check digits. Austrian PZN: 7 digits, the last is
// (2·d1 + 3·d2 + … + 7·d6) mod 11; German PZN: 8 digits, the last is (1·d1 + … + 7·d7) mod 11.
// A remainder of 10 is never issued, so such numbers are invalid.
// Used by the client (validation while typing), the server (mutations) and the demo seed.

/** The check digit for the leading digits (6 for an Austrian, 7 for a German PZN), or null. */
export function pznCheckDigit(body: string): number | null {
  if (!/^\d{6,7}$/.test(body)) return null;
  // Austrian weights start at 2, German at 1.
  const firstWeight = body.length === 6 ? 2 : 1;
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[i]) * (firstWeight + i);
  const check = sum % 11;
  return check === 10 ? null : check;
}

/** True for a 7-digit Austrian or 8-digit German PZN with a correct check digit. */
export function isValidPzn(pzn: string): boolean {
  if (!/^\d{7,8}$/.test(pzn)) return false;
  return pznCheckDigit(pzn.slice(0, -1)) === Number(pzn.at(-1));
}

export type PznInputState = 'empty' | 'partial' | 'invalid' | 'valid' | 'notPzn';

/**
 * How a typed text relates to a PZN, for validation while typing: digits only and shorter than
 * 7 is 'partial'; 7 digits is valid or invalid as an Austrian PZN, 8 digits as a German one;
 * anything else (letters, more digits) is 'notPzn' (a word search).
 */
export function pznInputState(input: string): PznInputState {
  const text = input.trim();
  if (text === '') return 'empty';
  if (!/^\d+$/.test(text) || text.length > 8) return 'notPzn';
  if (text.length < 7) return 'partial';
  return isValidPzn(text) ? 'valid' : 'invalid';
}

/** Makes a valid Austrian PZN from a 6-digit body, or null when its check would be 10. */
export function austrianPzn(body: number): string | null {
  const digits = String(body).padStart(6, '0');
  const check = pznCheckDigit(digits);
  return check === null ? null : `${digits}${check}`;
}
