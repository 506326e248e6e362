// The batch search (Chargendokumentation, issue 14): which batch of which article arrived when,
// on which delivery note. Answered from the local delivery lines over their Dexie indexes
// ('pzn', 'batch'), so the recall question "did we receive batch X?" works offline.
import type { DeliveryLineRow } from '../contract';
import type { PortalDb } from '../../../src/db';
import { markInteractive } from '../../../src/state/interactive';

/** Fewer characters match too much to be a question about one batch or article. */
export const BATCH_QUERY_MIN = 3;
export const BATCH_QUERY_MAX = 40;
/** The table shows at most this many lines (the newest); the summary counts them all. */
export const BATCH_RESULTS_MAX = 500;

export interface BatchHit {
  readonly id: string;
  readonly name: string;
  readonly pzn: string;
  readonly batch: string;
  readonly expiry: string | null;
  readonly quantity: number;
  readonly noteNo: string;
  readonly day: string;
}

export interface BatchAnswer {
  /** The newest deliveries first, at most BATCH_RESULTS_MAX. */
  readonly hits: readonly BatchHit[];
  /** Every matching delivery line, also those beyond the table. */
  readonly total: number;
  /** Packs received over all matching lines. */
  readonly packs: number;
}

/** The query as searched: without spaces (a scanned or typed batch may contain some), upper case. */
export function normalizeBatchQuery(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase().slice(0, BATCH_QUERY_MAX);
}

export const isSearchable = (query: string) => query.length >= BATCH_QUERY_MIN;

const newestFirst = (a: DeliveryLineRow, b: DeliveryLineRow) =>
  a.day === b.day
    ? a.noteNo < b.noteNo
      ? 1
      : a.noteNo > b.noteNo
        ? -1
        : 0
    : a.day < b.day
      ? 1
      : -1;

/**
 * Delivery lines of the customer whose PZN or batch starts with the query (digits may be
 * either: Austrian batches are often numeric), newest first. Only what actually arrived counts:
 * a backordered or undeliverable line has no batch.
 */
export async function searchBatches(
  db: Pick<PortalDb, 'deliveryLines'>,
  lieferkundeNr: number,
  rawQuery: string,
): Promise<BatchAnswer> {
  markInteractive(rawQuery);
  const query = normalizeBatchQuery(rawQuery);
  if (!isSearchable(query)) return { hits: [], total: 0, packs: 0 };
  // A batch prefix is rare enough to read for every customer of the device (ignoring case needs
  // the plain index); a PZN prefix is not: it reads the customer's own lines only.
  const byBatch = db.deliveryLines.where('batch').startsWithIgnoreCase(query).toArray();
  const byPzn = /^\d+$/.test(query)
    ? db.deliveryLines
        .where('[lieferkundeNr+pzn]')
        .between([lieferkundeNr, query], [lieferkundeNr, `${query}\uffff`])
        .toArray()
    : Promise.resolve([]);
  const seen = new Set<string>();
  const lines = [...(await byBatch), ...(await byPzn)].filter((line) => {
    if (seen.has(line.id)) return false;
    seen.add(line.id);
    return (
      line.lieferkundeNr === lieferkundeNr && line.batch !== null && line.quantityDelivered > 0
    );
  });
  lines.sort(newestFirst);
  return {
    hits: lines.slice(0, BATCH_RESULTS_MAX).map((line) => ({
      id: line.id,
      name: line.name,
      pzn: line.pzn,
      batch: line.batch ?? '',
      expiry: line.expiry,
      quantity: line.quantityDelivered,
      noteNo: line.noteNo,
      day: line.day,
    })),
    total: lines.length,
    packs: lines.reduce((sum, line) => sum + line.quantityDelivered, 0),
  };
}
