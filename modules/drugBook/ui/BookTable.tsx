// The drug book of one article as a table: the entries in order with the running balance,
// corrections struck through and a correction per entry.
import type { DrugBookEntryRow } from '../contract';
import { runningBalance } from '../rules';
import { drugBookDe } from '../texts.de';
import { buttonClass } from '../../../src/ui/Button';
import { formatDay, type Article } from './logic';
import { CELL, HEAD, TABLE_BOX, EMPTY } from '../../../src/ui/register/styles';
import { headCells, srOnlyHead } from '../../../src/ui/TableHead';
import { PlainTable } from '../../../src/ui/PlainTable';

const t = drugBookDe;

export function BookTable({
  article,
  year,
  book,
  onCorrect,
}: {
  article: Article;
  year: string;
  book: readonly DrugBookEntryRow[];
  onCorrect: (entry: DrugBookEntryRow) => void;
}) {
  const lines = runningBalance(book).filter((line) => line.entry.day.startsWith(year));
  const byId = new Map(book.map((e) => [e.id, e]));
  if (lines.length === 0) return <p className={EMPTY}>{t.book.empty}</p>;
  return (
    <PlainTable
      box={TABLE_BOX}
      testId="drug-book-table"
      caption={t.book.caption(article.name, year)}
      head={[
        ...headCells(HEAD, t.col.day, t.col.kind, t.col.document),
        ...headCells(`${HEAD} text-right`, t.col.in, t.col.out, t.col.counted, t.col.balance),
        ...headCells(HEAD, t.col.by),
        srOnlyHead(t.col.actions, `${HEAD} print:hidden`),
      ]}
    >
      {lines.map(({ entry, standing, balance, difference }) => {
        const original = entry.correctionOf ? byId.get(entry.correctionOf) : undefined;
        const strike = standing ? '' : 'text-slate-500 line-through';
        const q = entry.quantity;
        return (
          <tr key={entry.id} data-testid="drug-book-entry" data-standing={standing}>
            <td className={`${CELL} whitespace-nowrap ${strike}`}>{formatDay(entry.day)}</td>
            <td className={CELL}>
              <span className={strike}>{t.kind[entry.kind]}</span>
              {standing ? null : (
                <span className="block text-xs text-slate-600">{t.book.corrected}</span>
              )}
              {original ? (
                <span className="block text-xs text-slate-600">
                  {t.book.correctionOf(formatDay(original.day), entry.note)}
                </span>
              ) : null}
              {difference !== null ? (
                <span className="block text-xs text-slate-700">
                  {t.book.difference(difference)}
                </span>
              ) : null}
            </td>
            <td className={`${CELL} ${strike}`}>{entry.document}</td>
            <td className={`${CELL} text-right tabular-nums ${strike}`}>
              {entry.kind === 'receipt' ? q : ''}
            </td>
            <td className={`${CELL} text-right tabular-nums ${strike}`}>
              {entry.kind === 'issue' ? q : ''}
            </td>
            <td className={`${CELL} text-right tabular-nums ${strike}`}>
              {entry.kind === 'opening' || entry.kind === 'inventory' ? q : ''}
            </td>
            <td className={`${CELL} text-right font-medium tabular-nums`}>
              {standing ? balance : ''}
            </td>
            <td className={CELL}>{entry.createdBy}</td>
            <td className={`${CELL} text-right print:hidden`}>
              {standing ? (
                <button
                  type="button"
                  className={buttonClass('ghost', 'px-2 py-1')}
                  aria-label={t.book.correctRow(t.kind[entry.kind], formatDay(entry.day))}
                  onClick={() => onCorrect(entry)}
                >
                  {t.book.correct}
                </button>
              ) : null}
            </td>
          </tr>
        );
      })}
    </PlainTable>
  );
}
