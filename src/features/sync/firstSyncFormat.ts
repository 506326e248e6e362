// The first sync's share done as German writes it ("42 %", a space before the sign).
const PERCENT = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 0 });

/** Never 100 % while something is still missing: rounds down. */
export const formatFirstSyncShare = (share: number) =>
  PERCENT.format(Math.floor(Math.min(Math.max(share, 0), 1) * 100) / 100);
