// The document search (Dokumentensuche, issue 14): delivery notes, DTP delivery notes, invoices
// and credit notes of the current delivery customer by date range, document number, PZN or
// article name. Answered from the local database (the synced analytics rows), so it works
// offline; the PDF itself comes from the server (./documentCopies.ts keeps opened ones).
import type { DeliveryLineRow, DeliveryNoteRow, InvoiceRow } from '../contract';
import type { DocumentFileKind } from '../documents';
import type { PortalDb } from '../../../src/db';

export const DOCUMENT_QUERY_MAX = 60;
/** The list shows at most this many (the newest); the count names them all. */
export const DOCUMENT_RESULTS_MAX = 200;
/** Fewer characters of an article name match too much. */
export const NAME_QUERY_MIN = 3;

export interface DocumentHit {
  readonly kind: DocumentFileKind;
  readonly id: string;
  readonly number: string;
  readonly day: string;
  /** Signed gross amount in cents (net plus VAT). */
  readonly grossCents: number;
  /** Lines of a delivery note, notes of an invoice, the reason of a credit note. */
  readonly detail: string;
  /** Delivery note lines count / invoice note count, for the description. */
  readonly count: number;
}

export interface DocumentQuery {
  /** 'YYYY-MM-DD', inclusive; '' for open. */
  readonly from: string;
  readonly to: string;
  /** Document number, PZN or article name (any of them); '' for all in the range. */
  readonly text: string;
  /** The kinds the user's roles open. */
  readonly kinds: readonly DocumentFileKind[];
}

export interface DocumentAnswer {
  readonly hits: readonly DocumentHit[];
  readonly total: number;
}

export const normalizeDocumentQuery = (raw: string) =>
  raw.trim().replace(/\s+/g, ' ').slice(0, DOCUMENT_QUERY_MAX);

const DAY_MIN = '0000-01-01';
const DAY_MAX = '9999-12-31';

type Db = Pick<PortalDb, 'deliveryNotes' | 'deliveryLines' | 'invoices'>;

/** How the text is read: a document number (prefix), a PZN (digits, prefix) or a name. */
function readQuery(text: string) {
  const upper = text.toUpperCase().replace(/\s+/g, '');
  return {
    number: /^(LS|RE|GS)\d*$/.test(upper) || /^\d+$/.test(upper) ? upper : null,
    pzn: /^\d{3,}$/.test(upper) ? upper : null,
    name:
      text.length >= NAME_QUERY_MIN && !/^\d+$/.test(upper) ? text.toLocaleLowerCase('de') : null,
  };
}

const matchesNumber = (docNo: string, number: string) =>
  docNo.startsWith(number) || docNo.slice(2).startsWith(number);

export async function searchDocuments(
  db: Db,
  lieferkundeNr: number,
  query: DocumentQuery,
): Promise<DocumentAnswer> {
  const kinds = new Set(query.kinds);
  if (kinds.size === 0) return { hits: [], total: 0 };
  const from = query.from || DAY_MIN;
  const to = query.to || DAY_MAX;
  if (from > to) return { hits: [], total: 0 };
  const text = normalizeDocumentQuery(query.text);
  const q = readQuery(text);

  const wantNotes = kinds.has('delivery') || kinds.has('dtp');
  const wantDocs = kinds.has('invoice') || kinds.has('credit');
  const lower = [lieferkundeNr, from];
  const upper = [lieferkundeNr, to];
  const [ownNotes, docs] = await Promise.all([
    wantNotes || wantDocs
      ? db.deliveryNotes.where('[lieferkundeNr+day]').between(lower, upper, true, true).toArray()
      : Promise.resolve([] as DeliveryNoteRow[]),
    wantDocs
      ? db.invoices.where('[lieferkundeNr+day]').between(lower, upper, true, true).toArray()
      : Promise.resolve([] as InvoiceRow[]),
  ]);
  const ownDocs = docs.filter((d) => kinds.has(d.kind));

  // Notes whose lines match the PZN or the article name (the invoices covering them match too).
  let lineNotes: Set<string> | null = null;
  let lineNoteNos: Set<string> | null = null;
  if (text && (q.pzn || q.name)) {
    let own: DeliveryLineRow[] = [];
    if (q.pzn) {
      own = await db.deliveryLines
        .where('[lieferkundeNr+pzn]')
        .between([lieferkundeNr, q.pzn], [lieferkundeNr, `${q.pzn}\uffff`])
        .toArray();
    } else if (q.name) {
      const name = q.name;
      own = await db.deliveryLines
        .where('[lieferkundeNr+day]')
        .between(lower, upper, true, true)
        .filter((l) => l.name.toLocaleLowerCase('de').includes(name))
        .toArray();
    }
    lineNotes = new Set(own.map((l) => l.noteId));
    lineNoteNos = new Set(own.map((l) => l.noteNo));
  }

  const hits: DocumentHit[] = [];
  for (const n of ownNotes) {
    const kind: DocumentFileKind = n.dtp ? 'dtp' : 'delivery';
    if (!kinds.has(kind)) continue;
    const matches =
      !text ||
      (q.number !== null && matchesNumber(n.noteNo, q.number)) ||
      (lineNotes?.has(n.id) ?? false) ||
      n.orderNo.toUpperCase() === text.toUpperCase();
    if (!matches) continue;
    hits.push({
      kind,
      id: n.id,
      number: n.noteNo,
      day: n.day,
      grossCents: n.netCents + n.vatCents,
      detail: n.orderNo,
      count: n.lineCount,
    });
  }
  for (const d of ownDocs) {
    const matches =
      !text ||
      (q.number !== null && matchesNumber(d.docNo, q.number)) ||
      d.noteNos.some(
        (no) => lineNoteNos?.has(no) || (q.number !== null && matchesNumber(no, q.number)),
      ) ||
      (q.name !== null && d.text.toLocaleLowerCase('de').includes(q.name));
    if (!matches) continue;
    hits.push({
      kind: d.kind,
      id: d.id,
      number: d.docNo,
      day: d.day,
      grossCents: d.grossCents,
      detail: d.kind === 'credit' ? d.text : d.noteNos.join(', '),
      count: d.noteNos.length,
    });
  }
  hits.sort((a, b) =>
    a.day === b.day ? b.number.localeCompare(a.number) : a.day < b.day ? 1 : -1,
  );
  return { hits: hits.slice(0, DOCUMENT_RESULTS_MAX), total: hits.length };
}
