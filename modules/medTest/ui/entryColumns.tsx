// The columns of the medicine test's register: the check's day and time, article, batch, what
// was checked, the result, who checked, and a correction per entry.
import type { MedCheckRow } from '../contract';
import { isCorrectable, ITEMS_OF, type CheckResult } from '../rules';
import { medTestDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import { germanDay } from './logic';
import { type Column } from '../../../src/ui/DataTable';

const t = medTestDe;

export const dateTime = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'Europe/Vienna',
  dateStyle: 'medium',
  timeStyle: 'short',
});

export function ChecksText({ entry }: { entry: MedCheckRow }) {
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

export const RESULT_STYLE: Record<CheckResult, string> = {
  released: 'text-emerald-800',
  blocked: 'text-amber-800',
  rejected: 'text-red-700',
};

/** The record's columns; a corrected entry is struck through and can no longer be corrected. */
export function entryColumns(
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
