// The recipe upload's shared rules (issue 15): the type by the first bytes, and safe names.
import { describe, expect, it } from 'vitest';
import { asciiFileName, cleanFileName, sniffMime } from '../../../modules/recipeUpload/rules';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe('sniffMime', () => {
  it('knows JPEG, PNG, PDF and HEIC by their magic numbers', () => {
    expect(sniffMime(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffMime(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffMime(ascii('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffMime(Uint8Array.from([0, 0, 0, 24, ...ascii('ftypheic')]))).toBe('image/heic');
  });

  it('refuses anything else, also a name or type that claims otherwise', () => {
    expect(sniffMime(ascii('<svg xmlns='))).toBeNull();
    expect(sniffMime(ascii('Das ist kein PDF'))).toBeNull();
    expect(sniffMime(Uint8Array.from([0, 0, 0, 24, ...ascii('ftypisom')]))).toBeNull();
    expect(sniffMime(bytes())).toBeNull();
  });
});

describe('file names', () => {
  it('drops paths and control characters and takes the real type’s extension', () => {
    expect(cleanFileName('C:\\Users\\x\\Rezept.PDF', 'application/pdf')).toBe('Rezept.pdf');
    expect(cleanFileName('../../etc/passwd', 'image/png')).toBe('passwd.png');
    expect(cleanFileName('a\u0000b"<c>.jpg', 'image/jpeg')).toBe('abc.jpg');
    expect(cleanFileName('', 'image/heic')).toBe('Rezept.heic');
    expect(cleanFileName('x'.repeat(300), 'application/pdf')).toHaveLength(120);
  });

  it('spells a header-safe ASCII name', () => {
    expect(asciiFileName('Rezept Müller für Jörg.pdf')).toBe('Rezept Mueller fuer Joerg.pdf');
  });
});
