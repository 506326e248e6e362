// The order archive (Auftragsarchiv, issue 14): every order of the delivery customer, whatever
// its channel, as the delivery notes that answered it, searched in the local database only (so
// offline too): a period, a channel, and a query that is a note or order number, a PZN or part
// of an article name.
import type { DeliveryLineRow, DeliveryNoteRow, LineState } from '../contract';
import type { PortalDb } from '../../../src/db';
import { buildCsv, csvDay, csvEuro } from '../../../src/api/csv';
import type { ArchiveFilter, ArchivePeriod } from './searchParams';

export {
  ARCHIVE_DEFAULTS,
  ARCHIVE_PERIODS,
  ARCHIVE_QUERY_MAX,
  ARCHIVE_SHOWN_MAX,
  archiveFilter,
  archiveSearch,
  parseArchiveSearch,
  type ArchiveFilter,
  type ArchivePeriod,
  type ArchiveSearchParams,
  type ChannelFilter,
} from './searchParams';
import { analyticsTexts } from '../texts';

export interface ArchiveAnswer {
  /** Newest first. */
  readonly notes: DeliveryNoteRow[];
  readonly total: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The first day of the period, counted back from `today` (the device's day). */
export function periodStart(period: ArchivePeriod, today: Date): string {
  if (period === 'all') return '0000-01-01';
  const from = new Date(today);
  from.setDate(from.getDate() - Number(period) + 1);
  return isoOf(from);
}

/** Every note matching the filter, newest first (note number breaking ties). */
export async function searchArchive(
  db: PortalDb,
  lieferkundeNr: number,
  filter: ArchiveFilter,
  today: Date = new Date(),
): Promise<DeliveryNoteRow[]> {
  const from = periodStart(filter.period, today);
  const notes = (
    await db.deliveryNotes
      .where('[lieferkundeNr+day]')
      .between([lieferkundeNr, from], [lieferkundeNr, '\uffff'])
      .toArray()
  ).filter((n) => filter.channel === 'all' || n.channel === filter.channel);
  const query = filter.query.trim().toLocaleLowerCase('de');
  let matching = notes;
  if (query) {
    const upper = query.toUpperCase();
    const byNumber = notes.filter((n) => n.noteNo.includes(upper) || n.orderNo.includes(upper));
    // A PZN or part of an article name: the lines say which notes hold it.
    const lines = /^\d{3,8}$/.test(query)
      ? await db.deliveryLines
          .where('[lieferkundeNr+pzn]')
          .between([lieferkundeNr, query], [lieferkundeNr, `${query}\uffff`])
          .toArray()
      : query.length >= 3
        ? await db.deliveryLines
            .where('[lieferkundeNr+day]')
            .between([lieferkundeNr, from], [lieferkundeNr, '\uffff'])
            .filter((l) => l.name.toLocaleLowerCase('de').includes(query))
            .toArray()
        : [];
    const noteIds = new Set(lines.map((l) => l.noteId));
    const byLines = notes.filter((n) => noteIds.has(n.id));
    matching = [...new Set([...byNumber, ...byLines])];
  }
  return matching.sort((a, b) => b.day.localeCompare(a.day) || b.noteNo.localeCompare(a.noteNo));
}

/** The lines of one note in their printed order. */
export async function linesOf(db: PortalDb, noteId: string): Promise<DeliveryLineRow[]> {
  const lines = await db.deliveryLines.where('noteId').equals(noteId).toArray();
  return lines.sort((a, b) => a.position - b.position);
}

const t = analyticsTexts.archive;

/** The CSV of these notes' lines (one row per line, the note's data repeated). */
export async function archiveCsv(db: PortalDb, notes: readonly DeliveryNoteRow[]): Promise<string> {
  const c = t.csv;
  const rows: (string | number | null)[][] = [
    [
      c.orderNo,
      c.channel,
      c.noteNo,
      c.day,
      c.position,
      c.pzn,
      c.name,
      c.ordered,
      c.delivered,
      c.state,
      c.unitPrice,
      c.net,
      c.vatRate,
      c.batch,
      c.expiry,
    ],
  ];
  for (const note of notes) {
    for (const line of await linesOf(db, note.id)) {
      rows.push([
        note.orderNo,
        t.channels[note.channel],
        note.noteNo,
        csvDay(note.day),
        line.position,
        line.pzn,
        line.name,
        line.quantityOrdered,
        line.quantityDelivered,
        t.states[line.state satisfies LineState],
        csvEuro(line.unitPriceCents),
        csvEuro(line.unitPriceCents * line.quantityDelivered),
        line.vatRate,
        line.batch,
        csvDay(line.expiry),
      ]);
    }
  }
  return buildCsv(rows);
}
