// The drug book (Suchtgiftbuch, issue 15; Suchtgiftverordnung §9) of the current delivery
// customer: the delivered narcotic lines still to be taken over as receipts, the narcotic
// articles with their book balance, and per article and year the chronological book with its
// running balance (corrected entries struck through beside their correction), the entry and
// correction forms and a print view. Everything reads and writes the local database, so it works
// offline; changes are queued and sent once.
import { useMemo, useState } from 'react';
import type { DrugBookEntryRow, DrugDeliveryRow } from '../contract';
import { balanceOf, runningBalance } from '../rules';
import { mutate, newId } from '../../../src/db';
import { de } from '../../../src/i18n/de';
import { drugBookDe } from '../texts.de';
import { Button, buttonClass } from '../../../src/ui/Button';
import { Spinner } from '../../../src/ui/Spinner';
import { useMe } from '../../../src/features/auth';
import { CorrectForm, EntryForm } from './DrugBookForms';
import { articlesOf, formatDay, openDeliveries, todayVienna, type Article } from './logic';
import { useDrugBook } from './useDrugBook';
import { errorText } from '../../../src/ui/register/formHelpers';
import { CELL, HEAD, TABLE_BOX, EMPTY } from '../../../src/ui/register/styles';

const t = drugBookDe;

function OpenReceipts({
  open,
  onStatus,
}: {
  open: readonly DrugDeliveryRow[];
  onStatus: (message: string) => void;
}) {
  const take = async (line: DrugDeliveryRow) => {
    try {
      await mutate('drugBook.enter', {
        id: newId(),
        lieferkundeNr: line.lieferkundeNr,
        pzn: line.pzn,
        kind: 'receipt',
        day: line.day,
        quantity: line.quantity,
        document: line.noteNo,
        deliveryLineId: line.id,
      });
      onStatus(t.receipts.taken(line.name, line.quantity));
    } catch (error) {
      onStatus(errorText(error));
    }
  };
  return (
    <section aria-labelledby="drug-receipts-title" className="space-y-2 print:hidden">
      <h2 id="drug-receipts-title" className="text-lg font-semibold text-slate-900">
        {t.receipts.title}
      </h2>
      {open.length === 0 ? (
        <p className={EMPTY}>{t.receipts.empty}</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t.receipts.hint}</p>
          <div className={TABLE_BOX}>
            <table className="min-w-full text-sm" data-testid="drug-receipts">
              <caption className="sr-only">{t.receipts.caption}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className={HEAD}>
                    {t.col.day}
                  </th>
                  <th scope="col" className={HEAD}>
                    {t.col.note}
                  </th>
                  <th scope="col" className={HEAD}>
                    {t.col.pzn}
                  </th>
                  <th scope="col" className={HEAD}>
                    {t.col.article}
                  </th>
                  <th scope="col" className={`${HEAD} text-right`}>
                    {t.col.quantity}
                  </th>
                  <th scope="col" className={HEAD}>
                    {t.col.batch}
                  </th>
                  <th scope="col" className={HEAD}>
                    <span className="sr-only">{t.col.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {open.map((line) => (
                  <tr key={line.id}>
                    <td className={CELL}>{formatDay(line.day)}</td>
                    <td className={CELL}>{line.noteNo}</td>
                    <td className={`${CELL} tabular-nums`}>{line.pzn}</td>
                    <td className={CELL}>{line.name}</td>
                    <td className={`${CELL} text-right tabular-nums`}>{line.quantity}</td>
                    <td className={CELL}>{line.batch ?? '–'}</td>
                    <td className={`${CELL} text-right`}>
                      <button
                        type="button"
                        className={buttonClass('secondary', 'px-2 py-1')}
                        aria-label={t.receipts.takeRow(line.noteNo, line.name)}
                        onClick={() => void take(line)}
                      >
                        {t.receipts.take}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

function Articles({
  articles,
  entries,
  selected,
  onSelect,
}: {
  articles: readonly Article[];
  entries: readonly DrugBookEntryRow[];
  selected: string;
  onSelect: (pzn: string) => void;
}) {
  return (
    <section aria-labelledby="drug-articles-title" className="space-y-2 print:hidden">
      <h2 id="drug-articles-title" className="text-lg font-semibold text-slate-900">
        {t.articles.title}
      </h2>
      <div className={TABLE_BOX}>
        <table className="min-w-full text-sm" data-testid="drug-articles">
          <caption className="sr-only">{t.articles.caption}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className={HEAD}>
                {t.col.pzn}
              </th>
              <th scope="col" className={HEAD}>
                {t.col.article}
              </th>
              <th scope="col" className={`${HEAD} text-right`}>
                {t.col.balance}
              </th>
              <th scope="col" className={HEAD}>
                <span className="sr-only">{t.col.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {articles.map((article) => {
              const isSelected = article.pzn === selected;
              return (
                <tr key={article.pzn} className={isSelected ? 'bg-brand-50' : undefined}>
                  <td className={`${CELL} tabular-nums`}>{article.pzn}</td>
                  <td className={CELL}>{article.name}</td>
                  <td className={`${CELL} text-right tabular-nums`}>
                    {t.packs(balanceOf(entries.filter((e) => e.pzn === article.pzn)))}
                  </td>
                  <td className={`${CELL} text-right`}>
                    <button
                      type="button"
                      aria-pressed={isSelected}
                      aria-label={
                        isSelected
                          ? t.articles.shownFor(article.name)
                          : t.articles.show(article.name)
                      }
                      className={buttonClass(isSelected ? 'primary' : 'secondary', 'px-2 py-1')}
                      onClick={() => onSelect(article.pzn)}
                    >
                      {isSelected ? t.articles.shown : t.articles.open}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function BookTable({
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
    <div className={TABLE_BOX}>
      <table className="min-w-full text-sm" data-testid="drug-book-table">
        <caption className="sr-only">{t.book.caption(article.name, year)}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={HEAD}>
              {t.col.day}
            </th>
            <th scope="col" className={HEAD}>
              {t.col.kind}
            </th>
            <th scope="col" className={HEAD}>
              {t.col.document}
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              {t.col.in}
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              {t.col.out}
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              {t.col.counted}
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              {t.col.balance}
            </th>
            <th scope="col" className={HEAD}>
              {t.col.by}
            </th>
            <th scope="col" className={`${HEAD} print:hidden`}>
              <span className="sr-only">{t.col.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
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
        </tbody>
      </table>
    </div>
  );
}

export function DrugBookPage({
  pzn,
  year,
  onChange,
}: {
  pzn: string | undefined;
  year: string | undefined;
  onChange: (next: { pzn?: string; year?: string }) => void;
}) {
  const me = useMe();
  const lieferkundeNr = me?.lieferkunde?.LieferkundeNr ?? null;
  const data = useDrugBook(lieferkundeNr);
  const today = todayVienna();
  const shownYear = year ?? today.slice(0, 4);
  const [status, setStatus] = useState('');
  const [correcting, setCorrecting] = useState<DrugBookEntryRow | null>(null);
  const articles = useMemo(() => (data ? articlesOf(data.deliveries, data.entries) : []), [data]);
  const open = useMemo(() => (data ? openDeliveries(data.deliveries, data.entries) : []), [data]);
  const selected = articles.find((a) => a.pzn === pzn) ?? articles[0];
  const book = useMemo(
    () => (selected && data ? data.entries.filter((e) => e.pzn === selected.pzn) : []),
    [data, selected],
  );
  const years = useMemo(() => {
    const found = new Set([today.slice(0, 4), ...book.map((e) => e.day.slice(0, 4))]);
    return [...found].sort().reverse();
  }, [book, today]);

  return (
    <section
      aria-labelledby="screen-title"
      data-testid="drug-book-page"
      className="mx-auto max-w-6xl space-y-4 p-4 sm:p-6 print:max-w-none print:p-0"
    >
      <div>
        <h1 id="screen-title" className="text-2xl font-semibold text-slate-900">
          <span className="print:hidden">{de.screens.drugBook}</span>
          <span className="hidden print:inline">
            {selected ? t.book.title(selected.name, shownYear) : de.screens.drugBook}
          </span>
        </h1>
        <p className="mt-1 text-sm text-slate-600 print:hidden">{t.intro}</p>
      </div>
      <p
        role="status"
        aria-live="polite"
        className="text-sm text-brand-700 print:hidden"
        data-testid="drug-book-status"
      >
        {status}
      </p>
      {lieferkundeNr === null ? (
        <p className="text-slate-600">{t.noCustomer}</p>
      ) : !data ? (
        <Spinner label={t.loading} />
      ) : (
        <>
          <OpenReceipts open={open} onStatus={setStatus} />
          {!selected ? (
            <p className={EMPTY}>{t.articles.empty}</p>
          ) : (
            <>
              <Articles
                articles={articles}
                entries={data.entries}
                selected={selected.pzn}
                onSelect={(next) => {
                  setCorrecting(null);
                  onChange({ pzn: next });
                }}
              />
              <section aria-labelledby="drug-book-title" className="space-y-3">
                <div className="flex flex-wrap items-end justify-between gap-3">
                  <h2 id="drug-book-title" className="text-lg font-semibold text-slate-900">
                    {t.book.title(selected.name, shownYear)}
                  </h2>
                  <div className="flex flex-wrap items-end gap-2 print:hidden">
                    <label className="text-sm text-slate-800">
                      {t.book.year}
                      <select
                        className="ml-2 rounded-md border border-slate-300 px-2 py-1.5"
                        value={shownYear}
                        onChange={(event) => onChange({ year: event.target.value })}
                      >
                        {years.map((y) => (
                          <option key={y} value={y}>
                            {y}
                          </option>
                        ))}
                      </select>
                    </label>
                    <Button variant="secondary" onClick={() => window.print()}>
                      {t.print}
                    </Button>
                  </div>
                </div>
                <BookTable
                  article={selected}
                  year={shownYear}
                  book={book}
                  onCorrect={setCorrecting}
                />
              </section>
              {correcting ? (
                <CorrectForm
                  key={correcting.id}
                  entry={correcting}
                  book={book}
                  onClose={() => setCorrecting(null)}
                  onStatus={setStatus}
                />
              ) : null}
              <EntryForm
                key={selected.pzn}
                lieferkundeNr={lieferkundeNr}
                article={selected}
                book={book}
                onStatus={setStatus}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}
