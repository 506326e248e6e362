// Pure rules of the orders screen: order of the list, status texts, money and dates, and how an
// order's lines become new basket rows for 'Erneut bestellen'.
import { MUTATION_ARGS, type MutationArgs } from '../../../../src/api/sync';
import {
  LIST_ROWS_MAX,
  QUANTITY_MAX,
  QUANTITY_MIN,
  type BasketRow,
  type OrderLine,
  type OrderRow,
  type ConfirmedPart,
  type OrderLineConfirmation,
  type OrderStatusStep,
  type WebOrderStatus,
} from '../../contract';
import { formatDay } from '../../../../src/api/days';
import { hasShortfalls, shortfallsOf } from '../../rules';
import { formatEuro } from '../../../../src/catalogue/money';
import { de } from '../../../../src/i18n/de';
export { formatDateTime } from '../../../../src/api/days';

export { formatEuro };

const t = de.shop.orders;

/** Newest first; equal times keep a stable order by id. */
export function newestFirst<T extends Pick<OrderRow, 'id' | 'createdAt'>>(
  orders: readonly T[],
): T[] {
  return [...orders].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || a.id.localeCompare(b.id),
  );
}

export const statusText = (status: WebOrderStatus): string => t.status[status];

/**
 * An order stored on this device before issue 29 lacks the answers' fields: their zod defaults
 * apply to what a pull brings, not to rows already in the local database. Filled in here.
 */
export function withAnswerDefaults(order: OrderRow): OrderRow {
  const stored: Partial<OrderRow> = order;
  if (stored.statusHistory && stored.confirmation !== undefined) return order;
  return {
    ...order,
    erpOrderNo: stored.erpOrderNo ?? null,
    statusHistory: stored.statusHistory ?? [],
    confirmation: stored.confirmation ?? null,
    deliveryNoteNo: stored.deliveryNoteNo ?? null,
  };
}

/** One step of the order's timeline: 'übermittelt' at its creation, then the wholesaler's. */
export interface TimelineStep {
  readonly status: WebOrderStatus;
  readonly at: string;
  readonly text: string;
}

/** The order's way as the detail lists it, oldest first ('unterwegs mit Tour 2 – 10:30'). */
export function timeline(
  order: Pick<OrderRow, 'status' | 'createdAt' | 'statusHistory'>,
): TimelineStep[] {
  if (order.status === 'wird_gesendet') return [];
  const step = (s: OrderStatusStep): TimelineStep => ({
    status: s.status,
    at: s.at,
    text: s.status === 'unterwegs' && s.tour ? t.onTour(s.tour) : statusText(s.status),
  });
  return [
    { status: 'uebermittelt', at: order.createdAt, text: statusText('uebermittelt') },
    ...order.statusHistory.map(step),
  ];
}

/** What one confirmed part says: 'kommt mit Tour 2 – 10:30', 'Nachlieferung am 09.12.2026' … */
export function partText(part: ConfirmedPart): string {
  switch (part.kind) {
    case 'normal':
      return t.part.normal(part.tour);
    case 'verbund':
      return t.part.verbund(part.tour);
    case 'nachlieferung':
      return t.part.nachlieferung(part.deliveryDay ? formatDay(part.deliveryDay) : t.notConfirmed);
    case 'dispo':
      return t.part.dispo;
    case 'nicht_lieferbar':
      return t.part.nichtLieferbar(t.defectReasons[part.reason ?? 'sonstiges']);
  }
}

/**
 * The confirmation of each of the order's lines, by index in `lines` (article lines are counted
 * from 1, note rows skipped, as the wholesaler received them); undefined for a note row or a
 * line not (yet) confirmed.
 */
export function confirmationByLine(
  lines: readonly OrderLine[],
  confirmation: readonly OrderLineConfirmation[] | null,
): (OrderLineConfirmation | undefined)[] {
  const byPosition = new Map((confirmation ?? []).map((c) => [c.position, c]));
  let position = 0;
  return lines.map((line) => (line.pzn === null ? undefined : byPosition.get(++position)));
}

/** The list's short summary of a confirmation's shortfalls; null when everything comes. */
export function shortfallSummary(order: Pick<OrderRow, 'confirmation'>): string | null {
  const shortfalls = shortfallsOf(order.confirmation);
  return hasShortfalls(shortfalls) ? t.shortfallSummary(shortfalls) : null;
}

/** The order's total; marked provisional while the order is still being sent. */
export const totalText = (order: Pick<OrderRow, 'status' | 'totalCents'>): string =>
  order.status === 'wird_gesendet'
    ? t.provisional(formatEuro(order.totalCents))
    : formatEuro(order.totalCents);

export const isNoteLine = (line: OrderLine): boolean => line.pzn === null;

/** Quantity × unit price; null when the line has no price (a note, an unknown price). */
export function lineTotalCents(line: OrderLine): number | null {
  if (isNoteLine(line) || line.unitPriceCents === null) return null;
  return line.unitPriceCents * line.quantity;
}

/** What the detail view shows as the line's text: the name, else 'PZN …'; a note its text. */
export function lineText(line: OrderLine): string {
  if (isNoteLine(line)) return line.note ?? line.name;
  return line.name.trim() ? line.name : t.pznFallback(line.pzn ?? '');
}

/** What an order line may take from the local catalogue. */
export type CatalogueFacts = ReadonlyMap<
  string,
  { readonly name: string; readonly aepCents: number }
>;

/** PZNs whose catalogue entry the order's display needs (see withCatalogue). */
export function pznsToLookUp(order: OrderRow): string[] {
  const pending = order.status === 'wird_gesendet';
  return order.lines.flatMap((line) =>
    line.pzn !== null && (!line.name.trim() || (pending && line.unitPriceCents === null))
      ? [line.pzn]
      : [],
  );
}

/**
 * The order as the screen shows it. An order still being sent is the client's own snapshot,
 * made without the catalogue: its lines lack names and prices and its total is 0. They come from
 * the catalogue on this device, as the server will take them (quantity × current AEP) when it
 * applies the order; the server's order then replaces this one. A confirmed order keeps its own
 * prices and total; only a missing name is filled in.
 */
export function withCatalogue(order: OrderRow, articles: CatalogueFacts): OrderRow {
  const pending = order.status === 'wird_gesendet';
  let changed = false;
  const lines = order.lines.map((line) => {
    const article = line.pzn === null ? undefined : articles.get(line.pzn);
    if (!article) return line;
    const name = line.name.trim() ? line.name : article.name;
    const unitPriceCents =
      line.unitPriceCents ?? (pending ? article.aepCents : line.unitPriceCents);
    if (name === line.name && unitPriceCents === line.unitPriceCents) return line;
    changed = true;
    return { ...line, name, unitPriceCents };
  });
  if (!pending) return changed ? { ...order, lines } : order;
  const totalCents = lines.reduce((sum, line) => sum + (lineTotalCents(line) ?? 0), 0);
  return changed || totalCents !== order.totalCents ? { ...order, lines, totalCents } : order;
}

type NewRow = MutationArgs<'basket.addRows'>['rows'][number];

const NOTE_MAX = 200;
const validPzn = (pzn: string) => /^\d{7,8}$/.test(pzn);
const clampQuantity = (q: number) => Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(q)));

export interface Reordered {
  readonly rows: NewRow[];
  /** PZNs left out because the catalogue no longer has them (the server would refuse them). */
  readonly withdrawn: string[];
}

/**
 * The rows 'Erneut bestellen' adds, in the order's line order, each with a fresh row id. Lines
 * the contract would refuse (an empty note, a malformed PZN) are left out rather than making the
 * whole 'basket.addRows' invalid; so are articles `isKnown` says the catalogue no longer has
 * (pass none while the catalogue on this device is incomplete: the server then decides).
 */
export function reorderRows(
  lines: readonly OrderLine[],
  newId: () => string,
  isKnown: (pzn: string) => boolean = () => true,
): Reordered {
  const rows: NewRow[] = [];
  const withdrawn: string[] = [];
  for (const line of lines) {
    if (line.pzn === null) {
      const note = (line.note ?? line.name).trim().slice(0, NOTE_MAX);
      if (note) rows.push({ rowId: newId(), note });
    } else if (!validPzn(line.pzn)) {
      continue;
    } else if (!isKnown(line.pzn)) {
      if (!withdrawn.includes(line.pzn)) withdrawn.push(line.pzn);
    } else {
      rows.push({ rowId: newId(), pzn: line.pzn, quantity: clampQuantity(line.quantity) });
    }
  }
  return { rows, withdrawn };
}

/** 'basket.addRows' takes at most LIST_ROWS_MAX rows: larger sets go in several calls. */
export function inBatches<T>(items: readonly T[], size = LIST_ROWS_MAX): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}

/**
 * The basket a reorder fills: the user's primary basket (kind 'warenkorb') of the customer.
 * `primary` is per viewing user (the pull says which list is *this* user's primary), so it may
 * be a basket a colleague shares with the company.
 */
export function reorderTarget(
  baskets: readonly BasketRow[],
  lieferkundeNr: number,
): BasketRow | null {
  return (
    baskets.find((b) => b.kind === 'warenkorb' && b.lieferkundeNr === lieferkundeNr && b.primary) ??
    null
  );
}

/** The label of a basket made for a reorder, inside the contract's 60 characters. */
export function reorderBasketLabel(orderLabel: string): string {
  const label = t.reorderBasketLabel(orderLabel.trim() || t.title);
  const max = MUTATION_ARGS['basket.create'].shape.label.maxLength ?? 60;
  return label.length > max ? `${label.slice(0, max - 1)}…` : label;
}
