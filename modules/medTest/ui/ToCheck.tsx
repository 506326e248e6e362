// The medicine test's delivered lines still to check ('Zu prüfen'), each opening the check form.
import { useState } from 'react';
import type { MedDeliveryRow } from '../contract';
import { TO_CHECK_DAYS } from '../rules';
import { medTestDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import { germanDay } from './logic';
import { DataTable, type Column } from '../../../src/ui/DataTable';
import { EmptyNote } from '../../../src/ui/EmptyNote';
import { UntilFirstSync } from '../../../src/features/sync';

const t = medTestDe;

/** How many lines 'Zu prüfen' shows before 'Alle … anzeigen'. */
export const TO_CHECK_SHOWN = 20;

/** The delivered batches still to check, each with its button that opens the check. */
export function toCheckColumns(onCheck: (line: MedDeliveryRow) => void): Column<MedDeliveryRow>[] {
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

export function ToCheck({
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
        <UntilFirstSync collections={['medDeliveries', 'medChecks']}>
          <EmptyNote>{c.empty}</EmptyNote>
        </UntilFirstSync>
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
