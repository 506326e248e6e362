// The delivered lines a pharmacy may return, as a searchable table with what is left to return
// and the rules that stand in the way (deadline, cold goods, narcotics).
import { useMemo, useState } from 'react';
import type { ReturnLineRow, ReturnRow } from '../contract';
import { lastDayFor, returnableQuantity } from '../rules';
import { returnsDe } from '../texts.de';
import { buttonClass } from '../../../src/ui/Button';
import { DataTable, type Column } from '../../../src/ui/DataTable';
import { TextInputField } from '../../../src/ui/fields';
import { formatDay, searchLines } from './logic';
import { EMPTY } from '../../../src/ui/register/styles';
import { UntilFirstSync } from '../../../src/features/sync';
import { TitledSection } from '../../../src/ui/TitledSection';

const t = returnsDe;

export const SHOWN_MAX = 20;

export function lineHints(line: ReturnLineRow, left: number, today: string): string[] {
  const hints: string[] = [];
  if (line.narcotic) hints.push(t.rules.narcoticFlag);
  if (line.cold) hints.push(t.rules.cold);
  const wrongOrderLast = lastDayFor('wrongOrder', line);
  if (wrongOrderLast && wrongOrderLast >= today && !line.narcotic) {
    hints.push(t.rules.deadline(formatDay(wrongOrderLast)));
  }
  if (left === 0) hints.push(t.rules.nothingLeft);
  return hints;
}

/** The delivered lines' columns: what was delivered, what is left, the hints, choosing one. */
export const lineColumns = (
  returns: readonly ReturnRow[],
  today: string,
  onChoose: (line: ReturnLineRow) => void,
): Column<ReturnLineRow>[] => [
  {
    key: 'day',
    header: t.col.day,
    cell: (line) => formatDay(line.day),
    className: 'whitespace-nowrap',
  },
  { key: 'note', header: t.col.note, cell: (line) => line.noteNo },
  { key: 'pzn', header: t.col.pzn, cell: (line) => line.pzn, className: 'tabular-nums' },
  { key: 'article', header: t.col.article, cell: (line) => line.name, primary: true },
  { key: 'delivered', header: t.col.delivered, cell: (line) => line.quantity, align: 'right' },
  {
    key: 'returnable',
    header: t.col.returnable,
    cell: (line) => returnableQuantity(line, returns),
    align: 'right',
  },
  {
    key: 'hints',
    header: t.col.hints,
    cell: (line) => lineHints(line, returnableQuantity(line, returns), today).join(' · '),
    className: 'text-xs text-slate-700',
  },
  {
    key: 'actions',
    header: t.col.actions,
    action: true,
    align: 'right',
    cell: (line) => (
      <button
        type="button"
        className={buttonClass('secondary', 'px-2 py-1')}
        aria-label={t.search.chooseRow(line.name, line.noteNo)}
        disabled={returnableQuantity(line, returns) === 0 || line.narcotic}
        onClick={() => onChoose(line)}
      >
        {t.search.choose}
      </button>
    ),
  },
];

export function LinePicker({
  lines,
  returns,
  today,
  onChoose,
}: {
  lines: readonly ReturnLineRow[];
  returns: readonly ReturnRow[];
  today: string;
  onChoose: (line: ReturnLineRow) => void;
}) {
  const [query, setQuery] = useState('');
  const found = useMemo(() => searchLines(lines, query), [lines, query]);
  const shown = found.slice(0, SHOWN_MAX);
  return (
    <TitledSection titleId="return-lines-title" title={t.search.title} className="space-y-2">
      {lines.length === 0 ? (
        <UntilFirstSync collections="returnLines">
          <p className={EMPTY}>{t.search.none}</p>
        </UntilFirstSync>
      ) : (
        <>
          <TextInputField
            label={t.search.label}
            hint={t.search.hint}
            error={undefined}
            type="search"
            value={query}
            onChange={setQuery}
          />
          {shown.length === 0 ? (
            <p className={EMPTY}>{t.search.empty}</p>
          ) : (
            <DataTable
              columns={lineColumns(returns, today, onChoose)}
              rows={shown}
              rowKey={(line) => line.id}
              caption={t.search.caption}
              testId="return-lines"
              rowAttributes={() => ({ 'data-testid': 'return-line' })}
            />
          )}
          {found.length > shown.length ? (
            <p className="text-xs text-slate-600">{t.search.more(shown.length, found.length)}</p>
          ) : null}
        </>
      )}
    </TitledSection>
  );
}
