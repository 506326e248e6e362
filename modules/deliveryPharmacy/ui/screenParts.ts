// The delivery pharmacy screens' texts, cell styles and number formats.
import { deliveryPharmacyDe } from '../texts.de';

export const t = deliveryPharmacyDe;

export const CELL = 'px-2 py-1.5 text-left';

export const NUM = 'px-2 py-1.5 text-right tabular-nums';

export const QUANTITY = new Intl.NumberFormat('de-DE');

/** The selected institution's heading, which takes the focus when a card selects it. */
export const DELIVERIES_HEADING = 'supply-deliveries-title';
