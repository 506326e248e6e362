// The drug book (Suchtgiftbuch, issue 15; Suchtgiftverordnung §9) of the current delivery
// customer: the delivered narcotic lines still to be taken over as receipts, the narcotic
// articles with their book balance, and per article and year the chronological book with its
// running balance (corrected entries struck through beside their correction), the entry and
// correction forms and a print view. Everything reads and writes the local database, so it works
// offline; changes are queued and sent once.
import { useMemo, useState } from 'react';
import type { DrugBookEntryRow } from '../contract';
import { de } from '../../../src/i18n/de';
import { drugBookDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import { Spinner } from '../../../src/ui/Spinner';
import { useMe } from '../../../src/features/auth';
import { CorrectForm, EntryForm } from './DrugBookForms';
import { articlesOf, openDeliveries, todayVienna } from './logic';
import { useDrugBook } from './useDrugBook';
import { EMPTY } from '../../../src/ui/register/styles';
import { Articles } from './Articles';
import { BookTable } from './BookTable';
import { OpenReceipts } from './OpenReceipts';
import { PageFrame } from '../../../src/ui/PageFrame';

const t = drugBookDe;

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
    <PageFrame
      title={
        <>
          <span className="print:hidden">{de.screens.drugBook}</span>
          <span className="hidden print:inline">
            {selected ? t.book.title(selected.name, shownYear) : de.screens.drugBook}
          </span>
        </>
      }
      lead={t.intro}
      testId="drug-book-page"
      printable
    >
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
    </PageFrame>
  );
}
