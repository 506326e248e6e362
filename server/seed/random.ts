/** mulberry32: a small seeded PRNG, so the demo data is the same on every machine. */
export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  return { next, int, pick };
}
export type Random = ReturnType<typeof createRandom>;

/** Seeded timestamps and dates count from here, so the demo data is the same on every machine. */
export const SEED_TIME = new Date('2026-11-21T07:00:00Z');

/** The seed's day at 00:00 UTC, in ms: the demo histories count their days back (or on) from it. */
export const SEED_DAY = Date.UTC(
  SEED_TIME.getUTCFullYear(),
  SEED_TIME.getUTCMonth(),
  SEED_TIME.getUTCDate(),
);

/** A version-4-shaped UUID from the stream, one draw per hex digit (the ids stay the same). */
export function uuidFromDigits(random: Random) {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = ((random.int(0, 15) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** A UUID (version 4 layout) from the stream: four 32-bit draws instead of 32 small ones. */
export function uuidFromWords(random: Random) {
  const hex = Array.from({ length: 4 }, () =>
    Math.floor(random.next() * 4294967296)
      .toString(16)
      .padStart(8, '0'),
  ).join('');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** A version-4-shaped UUID from the seeded PRNG, so ids are the same on every machine. */
export function seededUuid(random: Random) {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = ((random.int(0, 15) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
