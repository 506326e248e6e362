// The order archive (Auftragsarchiv, issue 14): every order of the current delivery customer,
// whatever its channel, from the local database (offline too). Filter by period and channel,
// search by order or note number, PZN or article name; open an order to see its lines as the
// wholesaler confirmed them (state as text with an icon, never by colour alone); reorder
// selected lines or the whole order into the primary basket; export the matching orders as CSV.
import { useEffect, useId, useRef, useState } from 'react';
import type { DeliveryLineRow, DeliveryNoteRow, LineState } from '../contract';
import { ORDER_CHANNELS } from '../contract';
import { formatDay, formatEuro } from '../../../src/catalogue/money';
import { useDb, useLiveQuery } from '../../../src/db';
import { de } from '../../../src/i18n/de';
import { Button } from '../../../src/ui/Button';
import { Spinner } from '../../../src/ui/Spinner';
import { useMe } from '../../../src/features/auth';
import { useReorder } from '../../../src/features/orders';
import {
  ARCHIVE_PERIODS,
  ARCHIVE_QUERY_MAX,
  ARCHIVE_SHOWN_MAX,
  archiveCsv,
  linesOf,
  searchArchive,
  type ArchiveFilter,
  type ArchivePeriod,
  type ChannelFilter,
} from './archive';
import { downloadCsv } from '../../../src/ui/downloadCsv';
import { analyticsTexts } from '../texts';

const t = analyticsTexts.archive;
const CELL = 'px-2 py-1.5 text-left';
const NUM = 'px-2 py-1.5 text-right tabular-nums';
const QUANTITY = new Intl.NumberFormat('de-DE');
const FIELD =
  'mt-1 w-full rounded-md border border-slate-300 px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600';
const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Icon and colour go with the words; the words alone carry the state. */
const STATE_LOOK: Record<LineState, { icon: string; className: string }> = {
  delivered: { icon: '✓', className: 'text-green-800' },
  partial: { icon: '◐', className: 'text-amber-800' },
  backordered: { icon: '⏱', className: 'text-amber-800' },
  unavailable: { icon: '✕', className: 'text-red-800' },
};

function LineStateLabel({ state }: { state: LineState }) {
  const look = STATE_LOOK[state];
  return (
    <span className={`inline-flex items-center gap-1 whitespace-nowrap ${look.className}`}>
      <span aria-hidden="true">{look.icon}</span>
      {t.states[state]}
    </span>
  );
}

function OrderDetail({ note, onBack }: { note: DeliveryNoteRow; onBack: () => void }) {
  const db = useDb();
  const lines = useLiveQuery(async () => (db ? linesOf(db, note.id) : undefined), [db, note.id]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const reorder = useReorder();
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const c = t.lineColumns;

  const copy = (chosen: readonly DeliveryLineRow[]) => {
    if (!reorder || chosen.length === 0) return;
    setBusy(true);
    void reorder({
      label: t.basketLabel(note.orderNo),
      lines: chosen.map((l) => ({
        pzn: l.pzn,
        name: l.name,
        note: null,
        quantity: l.quantityOrdered,
        unitPriceCents: l.unitPriceCents,
      })),
    }).finally(() => setBusy(false));
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const all = lines !== undefined && lines.length > 0 && selected.size === lines.length;

  return (
    <div data-testid="archive-detail" className="space-y-3">
      <Button variant="secondary" onClick={onBack}>
        {t.back}
      </Button>
      <div>
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900">
          {t.detailTitle(note.orderNo)}
        </h2>
        <p className="text-sm text-slate-600">
          {t.detailMeta(note.noteNo, formatDay(note.day), t.channels[note.channel])}
        </p>
      </div>
      {lines === undefined ? (
        <Spinner label={t.loading} />
      ) : (
        <>
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="min-w-full text-sm">
              <caption className="sr-only">{t.linesCaption(note.orderNo)}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className={CELL}>
                    <input
                      type="checkbox"
                      aria-label={t.selectAll}
                      checked={all}
                      onChange={() =>
                        setSelected(all ? new Set() : new Set(lines.map((l) => l.id)))
                      }
                      className="size-4"
                    />
                  </th>
                  <th scope="col" className={NUM}>
                    {c.position}
                  </th>
                  <th scope="col" className={CELL}>
                    {c.name}
                  </th>
                  <th scope="col" className={CELL}>
                    {c.pzn}
                  </th>
                  <th scope="col" className={NUM}>
                    {c.ordered}
                  </th>
                  <th scope="col" className={NUM}>
                    {c.delivered}
                  </th>
                  <th scope="col" className={CELL}>
                    {c.state}
                  </th>
                  <th scope="col" className={NUM}>
                    {c.price}
                  </th>
                  <th scope="col" className={CELL}>
                    {c.batch}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {lines.map((line) => (
                  <tr key={line.id} data-testid="archive-line">
                    <td className={CELL}>
                      <input
                        type="checkbox"
                        aria-label={t.selectLine(line.name)}
                        checked={selected.has(line.id)}
                        onChange={() => toggle(line.id)}
                        className="size-4"
                      />
                    </td>
                    <td className={NUM}>{line.position}</td>
                    <th scope="row" className={`${CELL} font-normal`}>
                      {line.name}
                    </th>
                    <td className={`${CELL} tabular-nums`}>{line.pzn}</td>
                    <td className={NUM}>{QUANTITY.format(line.quantityOrdered)}</td>
                    <td className={NUM}>{QUANTITY.format(line.quantityDelivered)}</td>
                    <td className={CELL}>
                      <LineStateLabel state={line.state} />
                    </td>
                    <td className={NUM}>{formatEuro(line.unitPriceCents)}</td>
                    <td className={`${CELL} font-mono`}>{line.batch ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="text-sm text-slate-600">{t.reorderHint}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={!reorder || busy || selected.size === 0}
              onClick={() => copy(lines.filter((l) => selected.has(l.id)))}
            >
              {t.reorderSelected(selected.size)}
            </Button>
            <Button
              variant="secondary"
              disabled={!reorder || busy || lines.length === 0}
              onClick={() => copy(lines)}
            >
              {t.reorderAll}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

function OrderList({
  notes,
  onOpen,
}: {
  notes: readonly DeliveryNoteRow[];
  onOpen: (note: DeliveryNoteRow) => void;
}) {
  const c = t.columns;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-sm">
        <caption className="sr-only">{t.caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={CELL}>
              {c.day}
            </th>
            <th scope="col" className={CELL}>
              {c.orderNo}
            </th>
            <th scope="col" className={CELL}>
              {c.noteNo}
            </th>
            <th scope="col" className={CELL}>
              {c.channel}
            </th>
            <th scope="col" className={NUM}>
              {c.lines}
            </th>
            <th scope="col" className={NUM}>
              {c.net}
            </th>
            <th scope="col" className={CELL}>
              <span className="sr-only">{c.open}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {notes.map((note) => (
            <tr key={note.id} data-testid="archive-order">
              <td className={`${CELL} whitespace-nowrap`}>{formatDay(note.day)}</td>
              <th scope="row" className={`${CELL} font-normal tabular-nums`}>
                {note.orderNo}
              </th>
              <td className={`${CELL} tabular-nums`}>{note.noteNo}</td>
              <td className={CELL}>{t.channels[note.channel]}</td>
              <td className={NUM}>{note.lineCount}</td>
              <td className={NUM}>{formatEuro(note.netCents)}</td>
              <td className="px-2 py-1 text-right">
                <Button
                  variant="secondary"
                  className="px-3 py-1"
                  aria-label={t.openLabel(note.orderNo, formatDay(note.day))}
                  data-note-id={note.id}
                  onClick={() => onOpen(note)}
                >
                  {t.open}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * `filter` comes from the URL (the route validates it: `parseArchiveSearch`) and every change goes
 * back there through `onFilter`, so a search survives a reload and can be bookmarked.
 */
export function OrderArchivePage({
  filter,
  onFilter,
}: {
  readonly filter: ArchiveFilter;
  readonly onFilter: (next: ArchiveFilter) => void;
}) {
  const me = useMe();
  const lieferkundeNr = me?.lieferkunde?.LieferkundeNr ?? null;
  const db = useDb();
  const { period, channel } = filter;
  // What is typed searches at once; the address follows (it may lag a keystroke behind).
  const [query, setTyped] = useState(filter.query);
  const setPeriod = (next: ArchivePeriod) => onFilter({ ...filter, query, period: next });
  const setChannel = (next: ChannelFilter) => onFilter({ ...filter, query, channel: next });
  const setQuery = (next: string) => {
    setTyped(next);
    onFilter({ ...filter, query: next });
  };
  const [opened, setOpened] = useState<DeliveryNoteRow | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const ids = { query: useId(), hint: useId(), period: useId(), channel: useId() };
  const result = useLiveQuery(async () => {
    if (!db || lieferkundeNr === null) return undefined;
    const [notes, stored] = await Promise.all([
      searchArchive(db, lieferkundeNr, { period, channel, query }),
      db.deliveryNotes.limit(1).count(),
    ]);
    return { notes, hasData: stored > 0 };
  }, [db, lieferkundeNr, period, channel, query]);

  const exportCsv = async () => {
    if (!db || !result) return;
    const text = await archiveCsv(db, result.notes);
    downloadCsv(t.fileName(localDay(new Date())), text);
    setAnnouncement(t.exported(result.notes.length));
  };

  let body;
  if (lieferkundeNr === null) body = <p className="text-slate-600">{t.noCustomer}</p>;
  else if (result === undefined) body = <Spinner label={t.loading} />;
  else if (!result.hasData) body = <p className="text-slate-600">{t.noData}</p>;
  else if (opened) {
    const back = () => {
      setOpened(null);
      // The keyboard continues at the order it opened.
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`[data-note-id="${opened.id}"]`)?.focus(),
      );
    };
    body = <OrderDetail note={opened} onBack={back} />;
  } else {
    const total = result.notes.length;
    body = (
      <>
        <form
          role="search"
          aria-label={t.filters}
          onSubmit={(event) => event.preventDefault()}
          className="flex flex-wrap items-end gap-3"
        >
          <div className="min-w-64 flex-1 sm:max-w-md">
            <label htmlFor={ids.query} className="block text-sm font-medium text-slate-800">
              {t.searchLabel}
            </label>
            <input
              id={ids.query}
              type="search"
              value={query}
              maxLength={ARCHIVE_QUERY_MAX}
              autoComplete="off"
              aria-describedby={ids.hint}
              onChange={(event) => setQuery(event.target.value)}
              className={FIELD}
            />
            <p id={ids.hint} className="mt-1 text-xs text-slate-600">
              {t.searchHint}
            </p>
          </div>
          <div className="pb-5">
            <label htmlFor={ids.period} className="block text-sm font-medium text-slate-800">
              {t.periodLabel}
            </label>
            <select
              id={ids.period}
              value={period}
              onChange={(event) => setPeriod(event.target.value as ArchivePeriod)}
              className={FIELD}
            >
              {ARCHIVE_PERIODS.map((key) => (
                <option key={key} value={key}>
                  {t.periods[key]}
                </option>
              ))}
            </select>
          </div>
          <div className="pb-5">
            <label htmlFor={ids.channel} className="block text-sm font-medium text-slate-800">
              {t.channelLabel}
            </label>
            <select
              id={ids.channel}
              value={channel}
              onChange={(event) => setChannel(event.target.value as ChannelFilter)}
              className={FIELD}
            >
              <option value="all">{t.channelAll}</option>
              {ORDER_CHANNELS.map((key) => (
                <option key={key} value={key}>
                  {t.channels[key]}
                </option>
              ))}
            </select>
          </div>
          <div className="pb-5">
            <Button variant="secondary" disabled={total === 0} onClick={() => void exportCsv()}>
              {t.exportCsv}
            </Button>
          </div>
        </form>
        <p
          role="status"
          data-testid="archive-status"
          aria-live="polite"
          className="text-sm text-slate-800"
        >
          {[
            total === 0 ? t.noHits : t.found(total),
            total > ARCHIVE_SHOWN_MAX ? t.truncated(ARCHIVE_SHOWN_MAX) : '',
            announcement,
          ]
            .filter(Boolean)
            .join(' ')}
        </p>
        {total > 0 && (
          <OrderList notes={result.notes.slice(0, ARCHIVE_SHOWN_MAX)} onOpen={setOpened} />
        )}
      </>
    );
  }

  return (
    <section
      aria-labelledby="screen-title"
      data-testid="order-archive-page"
      className="mx-auto max-w-6xl space-y-4 p-4 sm:p-6"
    >
      <div>
        <h1 id="screen-title" className="text-2xl font-semibold text-slate-900">
          {de.screens.orderArchive}
        </h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t.intro}</p>
      </div>
      {body}
    </section>
  );
}
