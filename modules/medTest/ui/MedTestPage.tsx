// The medicine test (Arzneimittelprüfung, issue 15) of the current delivery customer: the batches
// delivered by the wholesaler still to check ('Zu prüfen', one click opens the check prefilled),
// a receiving check entered per batch, and the record of checks with a filter, corrected entries
// struck through beside their correction, printing and a CSV export of the filtered view.
// Everything reads and writes the local database, so it works offline; changes are queued and
// sent once.
import { useMemo, useRef, useState } from 'react';
import type { MedCheckRow, MedDeliveryRow } from '../contract';
import { RESULTS, type CheckResult } from '../rules';
import { medTestDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import { Spinner } from '../../../src/ui/Spinner';
import { downloadCsv } from '../../../src/ui/downloadCsv';
import { useMe } from '../../../src/features/auth';
import { medTestCsv } from './csv';
import { filterEntries, linesToCheck, todayVienna } from './logic';
import { MedCheckForm } from './MedCheckForm';
import { DataTable } from '../../../src/ui/DataTable';
import { PageFrame } from '../../../src/ui/PageFrame';
import { SelectField, TextInputField } from '../../../src/ui/fields';
import { de } from '../../../src/i18n/de';
import { entryColumns } from './entryColumns';
import { ToCheck } from './ToCheck';
import { useMedChecks, useMedDeliveries } from './useMedTest';
import { EmptyNote } from '../../../src/ui/EmptyNote';

const t = medTestDe;
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
              <EmptyNote>{entries.length === 0 ? t.list.empty : t.list.emptyFiltered}</EmptyNote>
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
