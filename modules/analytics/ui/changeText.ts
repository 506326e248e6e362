// A figure's change against the same part of the year before, as the statistics print it.
import { changeOf } from './statistics';

const CHANGE = new Intl.NumberFormat('de-DE', {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

/** A signed percentage ('+4,2 %'), or '–' where changeOf has none. */
export const changeText = (cents: number, previousCents: number) => {
  const change = changeOf(cents, previousCents);
  return change === null ? '–' : CHANGE.format(change);
};
