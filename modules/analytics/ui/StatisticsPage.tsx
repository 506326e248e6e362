// The statistics (issue 14): what the pharmacy bought from the wholesaler, by month against the
// year before, its top articles and its manufacturers, for each view its roles open (tabs), from
// the local delivery lines (offline too). Every chart has a table with the same numbers; the
// view shown downloads as CSV. View and period live in the address (the route validates them).
import { localDay } from '../../../src/api/days';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { HIGH_PRICE_CENTS, viewsOf, type StatisticsView } from '../rules';
import { formatEuro } from '../../../src/catalogue/money';
import {
  pulledUpTo,
  rememberLocally,
  useDb,
  useLiveQuery,
  useRemembered,
  useSyncStatus,
} from '../../../src/db';
import { de } from '../../../src/i18n/de';
import { Button } from '../../../src/ui/Button';
import { ResultStatus } from '../../../src/ui/filterFields';
import { UntilFirstSync } from '../../../src/features/sync';
import { Spinner } from '../../../src/ui/Spinner';
import { useMe } from '../../../src/features/auth';
import { downloadCsv } from '../../../src/ui/downloadCsv';
import {
  aggregate,
  changeOf,
  periodMonths,
  readPeriodLines,
  STATISTICS_PERIODS,
  statisticsCsv,
  type StatisticsPeriod,
  type ViewFigures,
} from './statistics';
import { ChartPatterns } from './StatisticsCharts';
import { ViewPanel } from './StatisticsTables';
import { analyticsTexts } from '../texts';
import { changeText } from './changeText';
import { FieldLabel } from '../../../src/ui/FormField';
import { PageFrame } from '../../../src/ui/PageFrame';

const t = analyticsTexts.statistics;

const FIELD =
  'mt-1 rounded-md border border-slate-300 px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600';

const THRESHOLD = formatEuro(HIGH_PRICE_CENTS);

const hintOf = (view: StatisticsView) => {
  const hint = t.viewHints[view];
  return typeof hint === 'function' ? hint(THRESHOLD) : hint;
};

/** The view's name in the file name: no spaces or umlauts. */
const fileSlug = (label: string) =>
  label
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replace(/[^A-Za-z0-9]+/g, '-');

interface Computed {
  /** The settings and the lines' pull cursor it was computed for. */
  readonly key: string;
  readonly pulled: string;
  readonly figures: Record<StatisticsView, ViewFigures | undefined>;
}

/**
 * The last figures, remembered in the user's database (`meta`): the next visit draws them at
 * once instead of reading every line again, which is most of the time to a chart (bench:
 * 0.5 s of reading for 48,000 lines, 20 ms of adding up). The version in the name keeps a
 * changed figure shape from being read.
 */
export const STATISTICS_CACHE = 'statistics:v1';

function isComputed(value: unknown): value is Computed {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Computed>;
  return typeof v.key === 'string' && typeof v.pulled === 'string' && typeof v.figures === 'object';
}

/**
 * The figures of every view the user holds. Recomputed when the settings change or new lines
 * have arrived, but not after each page of a running pull (a first pull writes 49 pages of up to
 * 48,000 lines): then the last figures stay, marked as being updated, until the sync is done.
 */
function useStatistics(
  lieferkundeNr: number | null,
  views: readonly StatisticsView[],
  period: StatisticsPeriod,
  day: string,
) {
  const db = useDb();
  const { syncing } = useSyncStatus();
  // The count tells whether the customer has anything; the cursor whether lines changed since.
  const lines = useLiveQuery(
    async () =>
      db
        ? {
            stored:
              lieferkundeNr === null
                ? 0
                : await db.deliveryLines
                    .where('lieferkundeNr')
                    .equals(lieferkundeNr)
                    .limit(1)
                    .count(),
            pulled:
              lieferkundeNr === null ? '' : await pulledUpTo(db, 'deliveryLines', lieferkundeNr),
          }
        : undefined,
    [db, lieferkundeNr],
  );
  const stored = lines?.stored;
  const pulled = lines?.pulled;
  const remembered = useRemembered(STATISTICS_CACHE);
  const [computed, setComputed] = useState<Computed>();
  const settings = `${lieferkundeNr}|${views.join(',')}|${period}|${day}`;
  const key = `${settings}|${pulled}`;
  const fits = (c: Computed | undefined) => (c?.key.startsWith(`${settings}|`) ? c : undefined);
  const current = fits(computed) ?? fits(isComputed(remembered) ? remembered : undefined);
  // During a sync only when nothing fits the settings yet (partial figures beat a spinner).
  const due =
    db !== null &&
    lieferkundeNr !== null &&
    pulled !== undefined &&
    remembered !== undefined &&
    current?.key !== key &&
    (!syncing || current === undefined);
  // One read at a time: while a pull writes page after page, reads would pile up. A read that
  // finishes after more lines arrived is kept (marked as updating), and one of older settings
  // only makes its successor read again (`current` matches the settings alone).
  const reading = useRef(false);
  useEffect(() => {
    if (!due || !db || lieferkundeNr === null || pulled === undefined || reading.current) return;
    reading.current = true;
    const months = periodMonths(period, new Date(`${day}T12:00:00`));
    const started = performance.now();
    void readPeriodLines(db, lieferkundeNr, months)
      .then((lines) => {
        const read = performance.now();
        const figures = aggregate(lines, lieferkundeNr, views, months);
        // For the bench (bench/analytics-sync.bench.ts): where the time to a chart goes.
        performance.measure('statistics:read', { start: started, end: read });
        performance.measure('statistics:aggregate', { start: read, end: performance.now() });
        reading.current = false;
        const next: Computed = { key, pulled, figures };
        setComputed(next);
        // A cache only: failing to keep it costs the next visit a read, nothing else.
        rememberLocally(STATISTICS_CACHE, next).catch(() => undefined);
      })
      .catch(() => {
        // The database closed (logout, another customer): the next render starts anew.
        reading.current = false;
      });
    // `key` covers views, period, day and the count; `computed` changes when a read ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [due, key, computed]);
  return {
    result: current,
    stored,
    updating: syncing && (current === undefined || current.pulled !== pulled || stored === 0),
  };
}

export interface StatisticsPageProps {
  readonly view: StatisticsView | undefined;
  readonly period: StatisticsPeriod;
  readonly onChange: (next: { view: StatisticsView; period: StatisticsPeriod }) => void;
  /** The device's day; tests fix it. */
  readonly today?: Date;
}

export function StatisticsPage({ view, period, onChange, today }: StatisticsPageProps) {
  const me = useMe();
  const lieferkundeNr = me?.lieferkunde?.LieferkundeNr ?? null;
  const views = viewsOf(me?.user.roles ?? []);
  const selected = view !== undefined && views.includes(view) ? view : views[0];
  const day = localDay(today ?? new Date());
  const [announcement, setAnnouncement] = useState('');
  const periodId = useId();
  const { result, stored, updating } = useStatistics(lieferkundeNr, views, period, day);

  const label = selected ? t.views[selected] : '';
  const figures = selected ? result?.figures[selected] : undefined;

  const exportCsv = () => {
    if (!selected || !figures) return;
    downloadCsv(t.fileName(fileSlug(label), day), statisticsCsv(label, t.periods[period], figures));
    setAnnouncement(t.exported(label));
  };

  let body: ReactNode;
  if (lieferkundeNr === null) body = <p className="text-slate-600">{t.noCustomer}</p>;
  else if (!selected) body = <p className="text-slate-600">{t.noViews}</p>;
  else if (stored === 0 && updating) body = <Spinner label={t.firstPull} />;
  else if (stored === 0) {
    // The history's first pull is long (two years): its progress shows meanwhile (issue 27).
    body = (
      <UntilFirstSync collections="deliveryLines">
        <p className="text-slate-600">{t.noData}</p>
      </UntilFirstSync>
    );
  } else if (result === undefined) body = <Spinner label={t.loading} />;
  else {
    body = (
      <TabGroup
        selectedIndex={views.indexOf(selected)}
        onChange={(index) => {
          const next = views[index];
          if (next) {
            setAnnouncement('');
            onChange({ view: next, period });
          }
        }}
      >
        <div className="flex flex-wrap items-end justify-between gap-3">
          <TabList
            aria-label={t.viewsLabel}
            className="flex flex-wrap gap-1 border-b border-slate-200"
          >
            {views.map((v) => (
              <Tab
                key={v}
                className="-mb-px rounded-t-md border border-transparent px-3 py-2 text-sm font-medium text-slate-700 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 data-selected:border-slate-200 data-selected:border-b-white data-selected:bg-white data-selected:text-brand-800 data-selected:underline data-selected:decoration-2 data-selected:underline-offset-8"
              >
                {t.views[v]}
              </Tab>
            ))}
          </TabList>
          <div className="flex flex-wrap items-end gap-3">
            <div>
              <FieldLabel htmlFor={periodId}>{t.periodLabel}</FieldLabel>
              <select
                id={periodId}
                value={period}
                onChange={(event) =>
                  onChange({ view: selected, period: event.target.value as StatisticsPeriod })
                }
                className={FIELD}
              >
                {STATISTICS_PERIODS.map((key) => (
                  <option key={key} value={key}>
                    {t.periods[key]}
                  </option>
                ))}
              </select>
            </div>
            <Button variant="secondary" disabled={!figures} onClick={exportCsv}>
              {t.exportCsv}
            </Button>
          </div>
        </div>
        <ResultStatus
          testId="statistics-status"
          className="mt-3"
          parts={
            figures
              ? [
                  t.summary(
                    formatEuro(figures.totalCents),
                    formatEuro(figures.previousTotalCents),
                    changeOf(figures.totalCents, figures.previousTotalCents) === null
                      ? t.noChange
                      : changeText(figures.totalCents, figures.previousTotalCents),
                  ),
                  updating ? t.updating : '',
                  announcement,
                ]
              : []
          }
        />
        <TabPanels className="mt-4">
          {views.map((v) => (
            <TabPanel
              key={v}
              className="space-y-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <p className="text-sm text-slate-600">{hintOf(v)}</p>
              {result.figures[v] && <ViewPanel figures={result.figures[v]} label={t.views[v]} />}
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    );
  }

  return (
    <PageFrame
      title={de.screens.statistics}
      lead={t.intro}
      width="max-w-7xl"
      testId="statistics-page"
    >
      <ChartPatterns />
      {body}
    </PageFrame>
  );
}
