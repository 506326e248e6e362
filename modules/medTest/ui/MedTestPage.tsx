// The medicine test (Arzneimittelprüfung, issue 15) of the current delivery customer: the batches
// delivered by the wholesaler still to check ('Zu prüfen', one click opens the check prefilled),
// a receiving check entered per batch, and the record of checks with a filter, corrected entries
// struck through beside their correction, printing and a CSV export of the filtered view.
// Everything reads and writes the local database, so it works offline; changes are queued and
// sent once.
import { useMemo, useRef, useState } from 'react';
import type { MedCheckRow, MedDeliveryRow } from '../contract';
import { isCorrectable, ITEMS_OF, RESULTS, TO_CHECK_DAYS, type CheckResult } from '../rules';
import { useDb, useLiveQuery } from '../../../src/db';
import { medTestDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import { Spinner } from '../../../src/ui/Spinner';
import { downloadCsv } from '../../../src/ui/downloadCsv';
import { useMe } from '../../../src/features/auth';
import { medTestCsv } from './csv';
import { filterEntries, germanDay, linesToCheck, todayVienna } from './logic';
import { MedCheckForm } from './MedCheckForm';
import { DataTable, type Column } from '../../../src/ui/DataTable';
import { PageFrame } from '../../../src/ui/PageFrame';
import { SelectField, TextInputField } from '../../../src/ui/fields';
import { de } from '../../../src/i18n/de';

const t = medTestDe;
const dateTime = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'Europe/Vienna',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** The customer's checks; undefined while the user's database opens ('loading', not 'empty'). */
function useMedChecks(lieferkundeNr: number | null): MedCheckRow[] | undefined {
  const db = useDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    if (lieferkundeNr === null) return [];
    return db.medChecks.where('lieferkundeNr').equals(lieferkundeNr).toArray();
  }, [db, lieferkundeNr]);
}

/** The customer's delivered lines still to check (as sent: the screen hides checked ones). */
function useMedDeliveries(lieferkundeNr: number | null): MedDeliveryRow[] | undefined {
  const db = useDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    if (lieferkundeNr === null) return [];
    return db.medDeliveries.where('lieferkundeNr').equals(lieferkundeNr).toArray();
  }, [db, lieferkundeNr]);
}

/** How many lines 'Zu prüfen' shows before 'Alle … anzeigen'. */
const TO_CHECK_SHOWN = 20;

/** The delivered batches still to check, each with its button that opens the check. */
function toCheckColumns(onCheck: (line: MedDeliveryRow) => void): Column<MedDeliveryRow>[] {
  const c = t.toCheck;
  return [
    {
      key: 'delivery',
      header: c.delivery,
      cell: (line) => c.noteOf(line.noteNo, germanDay(line.day)),
    },
    {
      key: 'article',
      header: c.article,
      primary: true,
      cell: (line) => (
        <>
          <span className="block font-medium">{line.name}</span>
          <span className="block text-slate-600">
            {t.list.pzn(line.pzn)}
            {line.coldChain ? ` · ${t.list.cold}` : ''}
          </span>
        </>
      ),
    },
    {
      key: 'batch',
      header: c.batch,
      cell: (line) => (
        <>
          <span className="block">{line.batch ?? c.noBatch}</span>
          {line.expiry ? (
            <span className="block text-slate-600">{germanDay(line.expiry)}</span>
          ) : null}
        </>
      ),
    },
    { key: 'quantity', header: c.quantity, cell: (line) => c.packs(line.quantity) },
    {
      key: 'actions',
      header: t.list.actions,
      action: true,
      cell: (line) => (
        <Button
          type="button"
          variant="secondary"
          aria-label={c.checkOf(line.name, line.batch ?? c.noBatch, line.noteNo)}
          onClick={() => onCheck(line)}
        >
          {c.check}
        </Button>
      ),
    },
  ];
}

function ToCheck({
  lines,
  onCheck,
}: {
  lines: readonly MedDeliveryRow[];
  onCheck: (line: MedDeliveryRow) => void;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? lines : lines.slice(0, TO_CHECK_SHOWN);
  const c = t.toCheck;
  return (
    <section aria-labelledby="med-to-check-title" className="space-y-2 print:hidden">
      <h2 id="med-to-check-title" className="text-base font-semibold text-slate-900">
        {c.title}
        {lines.length > 0 ? (
          <span className="ml-2 text-sm font-normal text-slate-600">({c.count(lines.length)})</span>
        ) : null}
      </h2>
      <p className="text-sm text-slate-600">{c.intro(TO_CHECK_DAYS)}</p>
      {lines.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-4 text-slate-600">
          {c.empty}
        </p>
      ) : (
        <>
          <DataTable
            columns={toCheckColumns(onCheck)}
            rows={shown}
            rowKey={(line) => line.id}
            caption={`${c.caption} (${c.count(lines.length)})`}
            testId="med-to-check"
            rowAttributes={() => ({ 'data-testid': 'med-to-check-row' })}
          />
          {lines.length > shown.length ? (
            <p className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
              {c.shown(shown.length, lines.length)}
              <Button type="button" variant="secondary" onClick={() => setAll(true)}>
                {c.showAll(lines.length)}
              </Button>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

function ChecksText({ entry }: { entry: MedCheckRow }) {
  const failed = ITEMS_OF[entry.kind].filter((item) => entry.items[item] === false);
  return (
    <>
      <span className="block">
        {failed.length === 0
          ? t.list.allOk
          : t.list.failed(failed.map((item) => t.item[item]).join(', '))}
      </span>
      {entry.arrivalTenths !== null ? (
        <span className="block text-slate-600">{t.list.arrival(entry.arrivalTenths)}</span>
      ) : null}
      {entry.identityMethod ? (
        <span className="block text-slate-600">{t.list.method(entry.identityMethod)}</span>
      ) : null}
    </>
  );
}

const RESULT_STYLE: Record<CheckResult, string> = {
  released: 'text-emerald-800',
  blocked: 'text-amber-800',
  rejected: 'text-red-700',
};

/** The record's columns; a corrected entry is struck through and can no longer be corrected. */
function entryColumns(
  entries: readonly MedCheckRow[],
  onCorrect: (entry: MedCheckRow) => void,
): Column<MedCheckRow>[] {
  const corrected = (entry: MedCheckRow) => !isCorrectable(entry.id, entries);
  const struck = (entry: MedCheckRow) =>
    corrected(entry) ? 'line-through text-slate-500' : 'text-slate-900';
  return [
    {
      key: 'checkedAt',
      header: t.list.checkedAt,
      cell: (entry) => dateTime.format(new Date(entry.createdAt)),
    },
    {
      key: 'article',
      header: t.list.article,
      primary: true,
      className: struck,
      cell: (entry) => (
        <>
          <span className="block font-medium">{entry.name}</span>
          <span className="block text-slate-600">
            {t.list.pzn(entry.pzn)}
            {entry.kind === 'material' ? ` · ${t.list.material}` : ''}
            {entry.coldChain ? ` · ${t.list.cold}` : ''}
          </span>
        </>
      ),
    },
    {
      key: 'batch',
      header: t.list.batch,
      className: struck,
      cell: (entry) => (
        <>
          <span className="block">{entry.batch}</span>
          <span className="block text-slate-600">{germanDay(entry.expiry)}</span>
        </>
      ),
    },
    {
      key: 'delivery',
      header: t.list.delivery,
      className: struck,
      cell: (entry) => (
        <>
          <span className="block">{germanDay(entry.receivedDay)}</span>
          {entry.noteNumber ? (
            <span className="block text-slate-600">{entry.noteNumber}</span>
          ) : null}
        </>
      ),
    },
    {
      key: 'checks',
      header: t.list.checks,
      className: struck,
      cell: (entry) => <ChecksText entry={entry} />,
    },
    {
      key: 'result',
      header: t.list.result,
      cell: (entry) => (
        <>
          <span
            className={`block font-medium ${corrected(entry) ? 'text-slate-500' : RESULT_STYLE[entry.result]}`}
          >
            <span className={corrected(entry) ? 'line-through' : ''}>{t.result[entry.result]}</span>
          </span>
          {corrected(entry) ? <span className="block text-xs">{t.list.correctedBy}</span> : null}
          {entry.correctionOf ? (
            <span className="block text-xs text-slate-600">{t.list.correctionOf}</span>
          ) : null}
          {entry.note ? <span className="block text-slate-700">{entry.note}</span> : null}
        </>
      ),
    },
    { key: 'by', header: t.list.by, cell: (entry) => entry.createdBy },
    {
      key: 'actions',
      header: t.list.actions,
      action: true,
      cell: (entry) =>
        corrected(entry) ? null : (
          <Button
            type="button"
            variant="secondary"
            aria-label={t.list.correctOf(entry.name, entry.batch)}
            onClick={() => onCorrect(entry)}
          >
            {t.list.correct}
          </Button>
        ),
    },
  ];
}

export function MedTestPage() {
  const me = useMe();
  const lieferkundeNr = me?.lieferkunde?.LieferkundeNr ?? null;
  const entries = useMedChecks(lieferkundeNr);
  const deliveries = useMedDeliveries(lieferkundeNr);
  const toCheck = useMemo(
    () => linesToCheck(deliveries ?? [], entries ?? []),
    [deliveries, entries],
  );
  const formRef = useRef<HTMLElement>(null);
  const [status, setStatus] = useState('');
  const [correcting, setCorrecting] = useState<MedCheckRow | null>(null);
  const [checking, setChecking] = useState<MedDeliveryRow | null>(null);
  const [query, setQuery] = useState('');
  const [result, setResult] = useState<CheckResult | ''>('');
  const shown = useMemo(
    () => filterEntries(entries ?? [], { query, result }),
    [entries, query, result],
  );

  return (
    <PageFrame title={de.screens.medTest} lead={t.intro} printable>
      <p role="status" aria-live="polite" className="text-sm text-emerald-800 print:hidden">
        {status}
      </p>
      {lieferkundeNr === null ? (
        <p className="text-slate-600">{t.noCustomer}</p>
      ) : entries === undefined || deliveries === undefined ? (
        <Spinner label={t.loading} />
      ) : (
        <>
          <ToCheck
            lines={toCheck}
            onCheck={(line) => {
              setStatus('');
              setCorrecting(null);
              setChecking(line);
              formRef.current?.scrollIntoView({ block: 'start' });
              // After the form (keyed by the line) has rendered with the line's data.
              setTimeout(() => {
                formRef.current?.querySelector<HTMLInputElement>('input[name="batch"]')?.focus();
              }, 0);
            }}
          />
          <section
            ref={formRef}
            aria-labelledby="med-form-title"
            className="scroll-mt-24 print:hidden"
          >
            <h2 id="med-form-title" className="mb-2 text-base font-semibold text-slate-900">
              {correcting
                ? t.form.correctTitle
                : checking
                  ? t.form.lineTitle(checking.noteNo)
                  : t.form.title}
            </h2>
            <MedCheckForm
              key={correcting?.id ?? checking?.id ?? 'new'}
              lieferkundeNr={lieferkundeNr}
              original={correcting}
              line={correcting ? null : checking}
              onDone={(message) => {
                setCorrecting(null);
                setChecking(null);
                setStatus(message);
              }}
            />
          </section>
          <section aria-labelledby="med-list-title" className="space-y-2">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h2 id="med-list-title" className="text-base font-semibold text-slate-900">
                {t.list.title}
              </h2>
              <div className="flex flex-wrap items-end gap-3 print:hidden">
                <TextInputField
                  label={t.list.search}
                  error={undefined}
                  type="search"
                  value={query}
                  onChange={setQuery}
                />
                <SelectField<CheckResult>
                  label={t.list.resultFilter}
                  error={undefined}
                  value={result}
                  onChange={setResult}
                  placeholder={t.list.all}
                  options={RESULTS.map((r) => ({ value: r, label: t.result[r] }))}
                />
                <Button type="button" variant="secondary" onClick={() => window.print()}>
                  {t.list.print}
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  disabled={shown.length === 0}
                  onClick={() =>
                    downloadCsv(
                      t.csv.fileName(lieferkundeNr, todayVienna()),
                      medTestCsv(shown, entries),
                    )
                  }
                >
                  {t.list.exportCsv}
                </Button>
              </div>
            </div>
            {shown.length === 0 ? (
              <p className="rounded-md border border-dashed border-slate-300 p-4 text-slate-600">
                {entries.length === 0 ? t.list.empty : t.list.emptyFiltered}
              </p>
            ) : (
              <DataTable
                columns={entryColumns(entries, (x) => {
                  setStatus('');
                  setChecking(null);
                  setCorrecting(x);
                  window.scrollTo({ top: 0 });
                })}
                rows={shown}
                rowKey={(entry) => entry.id}
                caption={`${t.list.caption} (${t.list.count(shown.length)})`}
                rowAttributes={() => ({ 'data-testid': 'med-check-row' })}
              />
            )}
          </section>
        </>
      )}
    </PageFrame>
  );
}
