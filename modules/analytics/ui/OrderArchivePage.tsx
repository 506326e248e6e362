// The order archive (Auftragsarchiv, issue 14): every order of the current delivery customer,
// whatever its channel, from the local database (offline too). Filter by period and channel,
// search by order or note number, PZN or article name; open an order to see its lines as the
// wholesaler confirmed them (state as text with an icon, never by colour alone); reorder
// selected lines or the whole order into the primary basket; export the matching orders as CSV.
import { localDay } from '../../../src/api/days';
import { useState } from 'react';
import type { DeliveryNoteRow } from '../contract';
import { ORDER_CHANNELS } from '../contract';
import { formatDay, formatEuro } from '../../../src/catalogue/money';
import { useDb, useLiveQuery } from '../../../src/db';
import { de } from '../../../src/i18n/de';
import { Button } from '../../../src/ui/Button';
import { UntilFirstSync } from '../../../src/features/sync';
import { Spinner } from '../../../src/ui/Spinner';
import { FilterBar, FilterSelect, ResultStatus, SearchField } from '../../../src/ui/filterFields';
import { useMe } from '../../../src/features/auth';
import {
  ARCHIVE_PERIODS,
  ARCHIVE_QUERY_MAX,
  ARCHIVE_SHOWN_MAX,
  archiveCsv,
  searchArchive,
  type ArchiveFilter,
  type ArchivePeriod,
  type ChannelFilter,
} from './archive';
import { downloadCsv } from '../../../src/ui/downloadCsv';
import { OrderDetail } from './OrderDetail';
import { analyticsTexts } from '../texts';
import { CELL, NUM } from './tableStyles';
import { headCells, srOnlyHead } from '../../../src/ui/TableHead';
import { PlainTable } from '../../../src/ui/PlainTable';
import { RowButtonCell } from '../../../src/ui/RowButtonCell';
import { PageFrame } from '../../../src/ui/PageFrame';

const t = analyticsTexts.archive;

function OrderList({
  notes,
  onOpen,
}: {
  notes: readonly DeliveryNoteRow[];
  onOpen: (note: DeliveryNoteRow) => void;
}) {
  const c = t.columns;
  return (
    <PlainTable
      box="overflow-x-auto rounded-lg border border-slate-200 bg-white"
      caption={t.caption}
      head={[
        ...headCells(CELL, c.day, c.orderNo, c.noteNo, c.channel),
        ...headCells(NUM, c.lines, c.net),
        srOnlyHead(c.open, CELL),
      ]}
    >
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
          <RowButtonCell
            aria-label={t.openLabel(note.orderNo, formatDay(note.day))}
            data-note-id={note.id}
            onClick={() => onOpen(note)}
          >
            {t.open}
          </RowButtonCell>
        </tr>
      ))}
    </PlainTable>
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
  const result = useLiveQuery(async () => {
    if (!db || lieferkundeNr === null) return undefined;
    const [notes, stored] = await Promise.all([
      searchArchive(db, lieferkundeNr, { period, channel, query }),
      db.deliveryNotes.where('lieferkundeNr').equals(lieferkundeNr).limit(1).count(),
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
  else if (!result.hasData) {
    body = (
      <UntilFirstSync collections={['deliveryNotes', 'deliveryLines']}>
        <p className="text-slate-600">{t.noData}</p>
      </UntilFirstSync>
    );
  } else if (opened) {
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
        <FilterBar label={t.filters}>
          <SearchField
            label={t.searchLabel}
            hint={t.searchHint}
            value={query}
            maxLength={ARCHIVE_QUERY_MAX}
            onChange={setQuery}
          />
          <FilterSelect
            label={t.periodLabel}
            value={period}
            values={ARCHIVE_PERIODS}
            optionLabel={(key) => t.periods[key]}
            onChange={setPeriod}
          />
          <FilterSelect<ChannelFilter>
            label={t.channelLabel}
            value={channel}
            values={['all', ...ORDER_CHANNELS]}
            optionLabel={(key) => (key === 'all' ? t.channelAll : t.channels[key])}
            onChange={setChannel}
          />
          <div className="pb-5">
            <Button variant="secondary" disabled={total === 0} onClick={() => void exportCsv()}>
              {t.exportCsv}
            </Button>
          </div>
        </FilterBar>
        <ResultStatus
          testId="archive-status"
          parts={[
            total === 0 ? t.noHits : t.found(total),
            total > ARCHIVE_SHOWN_MAX ? t.truncated(ARCHIVE_SHOWN_MAX) : '',
            announcement,
          ]}
        />
        {total > 0 && (
          <OrderList notes={result.notes.slice(0, ARCHIVE_SHOWN_MAX)} onOpen={setOpened} />
        )}
      </>
    );
  }

  return (
    <PageFrame title={de.screens.orderArchive} lead={t.intro} testId="order-archive-page">
      {body}
    </PageFrame>
  );
}
