// The words of a wholesaler's answer to an order (issue 29), shared by the integration contract
// (modules/integration/contract.ts, which validates the messages) and the shop's orders
// (modules/shop/contract.ts, which keep them): here, so neither module imports the other.

/**
 * How a line is answered, after MSV3's parts: delivered with the tour (`normal`), from a partner
 * warehouse (`verbund`), later (`nachlieferung`, with a date), held for the wholesaler's
 * disposition (`dispo`), or not at all (`nicht_lieferbar`, with a reason).
 */
export const CONFIRMATION_PART_KINDS = [
  'normal',
  'verbund',
  'nachlieferung',
  'dispo',
  'nicht_lieferbar',
] as const;
export type ConfirmationPartKind = (typeof CONFIRMATION_PART_KINDS)[number];

/** Why an article is not delivered (MSV3 Defektgrund), shown to the pharmacy in German. */
export const DEFECT_REASONS = [
  'nicht_vorraetig',
  'lieferengpass',
  'ausser_handel',
  'nicht_gefuehrt',
  'kontingentiert',
  'kuehlkette',
  'sonstiges',
] as const;
export type DefectReason = (typeof DEFECT_REASONS)[number];

/** An order's way after the confirmation. */
export const ERP_ORDER_STATUS = ['bestaetigt', 'kommissioniert', 'unterwegs', 'geliefert'] as const;
export type ErpOrderStatus = (typeof ERP_ORDER_STATUS)[number];
