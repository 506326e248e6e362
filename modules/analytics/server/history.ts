// The analytics demo history of one delivery customer: 24 months of orders, delivery notes,
// lines, invoices and backorders from a seeded random stream (pure, no database).
import type { LineState, OrderChannel } from '../contract.ts';
import { statCategoryOf } from '../rules.ts';
import {
  createRandom,
  SEED_DAY,
  SEED_TIME,
  type Random,
  uuidFromWords,
} from '../../../server/seed/random.ts';
import { takeDistinct } from '../../../server/seed/articlePool.ts';
import { DAY_MS } from '../../../src/api/days.ts';
import {
  dayString,
  lastDayOfMonth,
  type AnalyticsSeedData,
  type Article,
  type Counters,
  type LineInsert,
  type NoteInsert,
} from './seedParts.ts';

export const ANALYTICS_MONTHS = 24;

const ANALYTICS_SEED = 20261414;

/** Backorders of the last three weeks are still open; older ones arrived since. */
const OPEN_BACKORDER_DAYS = 21;

/** FNV-1a: batch and expiry depend on article and period only, alike for every pharmacy. */
function hash(text: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const BATCH_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/**
 * The batch the wholesaler had of an article in a period of about six weeks: every pharmacy
 * delivered then got the same one (which is what makes a recall a search over many pharmacies).
 */
export function batchOf(pzn: string, dayIndex: number): { batch: string; expiry: string } {
  const period = Math.floor(dayIndex / 45);
  let h = hash(`${pzn}:${period}`);
  let batch = '';
  for (let i = 0; i < 7; i += 1) {
    batch += BATCH_CHARS[h % BATCH_CHARS.length] ?? 'X';
    h = Math.floor(h / BATCH_CHARS.length) ^ hash(batch);
  }
  // Shelf life of 18 to 42 months from the period's start; packs print month and year.
  const start = new Date(SEED_TIME.getTime() - (ANALYTICS_DAYS - period * 45) * DAY_MS);
  const months = 18 + (hash(batch) % 25);
  return { batch, expiry: lastDayOfMonth(start.getUTCFullYear(), start.getUTCMonth() + months) };
}

const ANALYTICS_DAYS = Math.round((ANALYTICS_MONTHS * 365.25) / 12);

/** Winter has colds and flu: more lines; summer fewer. */
const SEASON = [1.15, 1.15, 1.05, 1, 0.95, 0.9, 0.85, 0.85, 0.95, 1.05, 1.1, 1.15];

const QUANTITIES = [1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 4, 5, 6, 10];

const CHANNEL_LETTER: Record<OrderChannel, string> = { software: 'S', web: 'W', phone: 'T' };

const CREDIT_REASONS = [
  'Retoure Fehlbestellung',
  'Retoure beschädigte Packung',
  'Retoure kurzes Verfalldatum',
  'Preisdifferenz',
];

/**
 * About one delivery in thirteen is a DTP delivery (direct to pharmacy: the manufacturer ships,
 * the wholesaler takes the order and bills it). A rule on the note's number rather than a draw
 * from the stream, so every other seeded value stays as it was before DTP existed, and migration
 * 0016_documents applies the same rule to notes seeded earlier.
 */
export const isDtp = (noteCounter: number) => noteCounter % 13 === 7;

function channelOf(random: Random): OrderChannel {
  const r = random.next();
  return r < 0.7 ? 'software' : r < 0.9 ? 'web' : 'phone';
}

function stateOf(random: Random, quantity: number): LineState {
  const r = random.next();
  if (r < 0.9) return 'delivered';
  if (r < 0.94) return quantity >= 2 ? 'partial' : 'delivered';
  if (r < 0.975) return 'backordered';
  return 'unavailable';
}

/** Medicines at 10 % VAT; part of the non-prescription range (care, cosmetics) at 20 %. */
const vatOf = (a: Article) => (a.rx || hash(a.pzn) % 3 !== 0 ? 10 : 20);

/**
 * The ranks of the usual range that the compounding articles take, spread from the often bought
 * to the rare: a substitution, not a draw, so the PRNG stream and every other seeded value stay
 * as they were before the statistics existed.
 */
export function compoundingRanks(rangeLength: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) =>
    Math.floor(rangeLength * (0.03 + (i * 0.6) / Math.max(1, count))),
  ).filter((rank, i, all) => rank < rangeLength && all.indexOf(rank) === i);
}

/** The 24 months of one delivery customer, computed without the database. */
export function generateCustomerHistory(
  lieferkundeNr: number,
  assortment: readonly Article[],
  linesPerDay: number,
  counters: Counters,
  compounding: readonly Article[] = [],
): AnalyticsSeedData {
  const out: AnalyticsSeedData = { notes: [], lines: [], documents: [], backorders: [] };
  if (assortment.length === 0 || linesPerDay <= 0) return out;
  const random = createRandom(ANALYTICS_SEED + lieferkundeNr);
  const id = () => uuidFromWords(random);

  // The pharmacy's usual range: a shuffled part of the catalogue, drawn with Zipf-like weights
  // (a few articles daily, most now and then).
  const range = [...assortment];
  for (let i = range.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [range[i], range[j]] = [range[j] as Article, range[i] as Article];
  }
  range.length = Math.min(range.length, 800);
  compoundingRanks(range.length, compounding.length).forEach((rank, i) => {
    const article = compounding[i];
    if (article) range[rank] = article;
  });
  const categories = new Map(range.map((a) => [a.pzn, statCategoryOf(a)]));
  const cumulative: number[] = [];
  let total = 0;
  for (let r = 0; r < range.length; r += 1) cumulative.push((total += 1 / (r + 1) ** 0.8));
  const drawArticle = () => {
    const x = random.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) < x) lo = mid + 1;
      else hi = mid;
    }
    return range[lo] as Article;
  };

  const today = SEED_DAY;
  const firstDay = today - ANALYTICS_DAYS * DAY_MS;
  const openFrom = dayString(today - OPEN_BACKORDER_DAYS * DAY_MS);
  let period: NoteInsert[] = [];
  let periodKey = '';

  const closePeriod = () => {
    const last = period.at(-1);
    if (!last) return;
    const [y, m] = last.day.split('-').map(Number) as [number, number];
    const day = last.day.slice(8) <= '15' ? `${last.day.slice(0, 8)}15` : lastDayOfMonth(y, m - 1);
    const net = period.reduce((s, n) => s + n.netCents, 0);
    const vat = period.reduce((s, n) => s + n.vatCents, 0);
    counters.doc += 1;
    out.documents.push({
      id: id(),
      lieferkundeNr,
      kind: 'invoice',
      docNo: `RE${String(counters.doc).padStart(8, '0')}`,
      day: dayString(Math.min(Date.parse(`${day}T00:00:00Z`), today - DAY_MS)),
      noteNos: period.map((n) => n.noteNo),
      text: '',
      netCents: net,
      vatCents: vat,
      grossCents: net + vat,
    });
    period = [];
  };

  for (let d = 0; d < ANALYTICS_DAYS; d += 1) {
    const time = firstDay + d * DAY_MS;
    const date = new Date(time);
    const weekday = date.getUTCDay();
    if (weekday === 0) continue; // no deliveries on Sundays
    const day = dayString(time);
    const key = `${day.slice(0, 7)}-${day.slice(8) <= '15' ? 1 : 2}`;
    if (key !== periodKey) {
      closePeriod();
      periodKey = key;
    }
    const season = SEASON[date.getUTCMonth()] ?? 1;
    const scale = (weekday === 6 ? 0.4 : 1) * season * (0.75 + random.next() * 0.5);
    const dayLines = Math.max(1, Math.round(linesPerDay * scale));
    // Two tours on working days (morning, afternoon) once there is enough for both.
    const tours = weekday !== 6 && dayLines >= 10 ? 2 : 1;
    for (let tour = 0; tour < tours; tour += 1) {
      const count = Math.max(1, Math.round(dayLines / tours));
      const noteId = id();
      counters.note += 1;
      const channel = channelOf(random);
      const note: NoteInsert = {
        id: noteId,
        lieferkundeNr,
        noteNo: `LS${String(counters.note).padStart(8, '0')}`,
        orderNo: `${CHANNEL_LETTER[channel]}${String(counters.note + 3_000_000).padStart(9, '0')}`,
        channel,
        dtp: isDtp(counters.note),
        day,
        lineCount: 0,
        netCents: 0,
        vatCents: 0,
      };
      note.lineCount = takeDistinct(count, drawArticle, (article, position) => {
        const quantityOrdered = random.pick(QUANTITIES);
        const state = stateOf(random, quantityOrdered);
        const quantityDelivered =
          state === 'delivered'
            ? quantityOrdered
            : state === 'partial'
              ? Math.max(1, Math.floor(quantityOrdered / 2))
              : 0;
        const vatRate = vatOf(article);
        const lot = quantityDelivered > 0 ? batchOf(article.pzn, d) : null;
        const line: LineInsert = {
          id: id(),
          lieferkundeNr,
          noteId,
          noteNo: note.noteNo,
          day,
          position,
          pzn: article.pzn,
          name: article.name,
          quantityOrdered,
          quantityDelivered,
          unitPriceCents: article.aepCents,
          vatRate,
          batch: lot?.batch ?? null,
          expiry: lot?.expiry ?? null,
          state,
          manufacturer: article.manufacturer,
          statCategory: categories.get(article.pzn) ?? 'standard',
        };
        out.lines.push(line);
        const net = quantityDelivered * article.aepCents;
        note.netCents += net;
        note.vatCents += Math.round((net * vatRate) / 100);
        const missing = quantityOrdered - quantityDelivered;
        if (state !== 'unavailable' && missing > 0 && day >= openFrom) {
          out.backorders.push({
            id: id(),
            lieferkundeNr,
            lineId: line.id,
            noteNo: note.noteNo,
            orderNo: note.orderNo,
            pzn: article.pzn,
            name: article.name,
            quantity: missing,
            orderedDay: day,
            expectedDay: random.next() < 0.2 ? null : dayString(time + random.int(3, 28) * DAY_MS),
          });
        }
      });
      out.notes.push(note);
      period.push(note);

      // Now and then a credit note for a pack sent back or a price corrected.
      const credited = out.lines.at(-1);
      if (credited && credited.quantityDelivered > 0 && random.next() < 0.04) {
        const net = -credited.unitPriceCents;
        const vat = Math.round((net * credited.vatRate) / 100);
        counters.doc += 1;
        out.documents.push({
          id: id(),
          lieferkundeNr,
          kind: 'credit',
          docNo: `GS${String(counters.doc).padStart(8, '0')}`,
          day: dayString(Math.min(time + random.int(2, 10) * DAY_MS, today - DAY_MS)),
          noteNos: [note.noteNo],
          text: `${random.pick(CREDIT_REASONS)}: ${credited.name}`,
          netCents: net,
          vatCents: vat,
          grossCents: net + vat,
        });
      }
    }
  }
  closePeriod();
  return out;
}
