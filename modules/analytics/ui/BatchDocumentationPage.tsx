// Batch documentation (Chargendokumentation, issue 14): search the delivered lines of the current
// delivery customer by PZN or batch number and print the answer. Reads only the local database,
// so a recall can be checked offline; the query lives in the address (?q=), so a result can be
// reloaded or bookmarked.
import { localDay } from '../../../src/api/days';
import { customerWithNumber } from '../../../src/platform/customerDisplay';
import { useDomainConfig } from '../../../src/platform/DomainConfigContext';
import { useId, useState, type FormEvent } from 'react';
import { formatDay } from '../../../src/catalogue/money';
import { useDb, useLiveQuery } from '../../../src/db';
import { de } from '../../../src/i18n/de';
import { Button } from '../../../src/ui/Button';
import { Spinner } from '../../../src/ui/Spinner';
import { useMe } from '../../../src/features/auth';
import {
  BATCH_QUERY_MAX,
  BATCH_RESULTS_MAX,
  isSearchable,
  normalizeBatchQuery,
  searchBatches,
  type BatchAnswer,
} from './batchSearch';
import { analyticsTexts } from '../texts';
import { CELL, NUM, QUANTITY } from './tableStyles';
import { headCells } from '../../../src/ui/TableHead';
import { PlainTable } from '../../../src/ui/PlainTable';
import { FieldLabel } from '../../../src/ui/FormField';
import { PageFrame } from '../../../src/ui/PageFrame';

const t = analyticsTexts.batch;

/** The local answer; undefined while the database opens or the query runs the first time. */
function useBatchSearch(lieferkundeNr: number | null, query: string) {
  const db = useDb();
  return useLiveQuery(async () => {
    if (!db || lieferkundeNr === null) return undefined;
    const [answer, stored] = await Promise.all([
      searchBatches(db, lieferkundeNr, query),
      db.deliveryLines.where('lieferkundeNr').equals(lieferkundeNr).limit(1).count(),
    ]);
    return { answer, hasData: stored > 0 };
  }, [db, lieferkundeNr, query]);
}

function ResultTable({ answer, query }: { answer: BatchAnswer; query: string }) {
  const c = t.columns;
  return (
    <PlainTable
      box="overflow-x-auto rounded-lg border border-slate-200 bg-white print:overflow-visible print:border-0"
      caption={t.caption(query)}
      head={[
        ...headCells(CELL, c.name, c.pzn, c.batch, c.expiry),
        ...headCells(NUM, c.quantity),
        ...headCells(CELL, c.noteNo, c.day),
      ]}
    >
      {answer.hits.map((hit) => (
        <tr key={hit.id} className="break-inside-avoid">
          <th scope="row" className={`${CELL} font-normal`}>
            {hit.name}
          </th>
          <td className={`${CELL} tabular-nums`}>{hit.pzn}</td>
          <td className={`${CELL} font-mono`}>{hit.batch}</td>
          <td className={`${CELL} whitespace-nowrap`}>{hit.expiry ? formatDay(hit.expiry) : ''}</td>
          <td className={NUM}>{QUANTITY.format(hit.quantity)}</td>
          <td className={`${CELL} tabular-nums`}>{hit.noteNo}</td>
          <td className={`${CELL} whitespace-nowrap`}>{formatDay(hit.day)}</td>
        </tr>
      ))}
    </PlainTable>
  );
}

export function BatchDocumentationPage({
  query: initial,
  onQuery,
}: {
  /** The query from the address; '' for none. */
  query: string;
  onQuery: (query: string) => void;
}) {
  const me = useMe();
  const customer = me?.lieferkunde ?? null;
  const lieferkundeNr = customer?.LieferkundeNr ?? null;
  const [typed, setTyped] = useState(initial);
  const query = normalizeBatchQuery(typed);
  const result = useBatchSearch(lieferkundeNr, query);
  const inputId = useId();
  const hintId = useId();
  const numberConfig = useDomainConfig();
  const customerName = customer ? customerWithNumber(customer.Vorname, customer, numberConfig) : '';
  const today = localDay(new Date());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onQuery(query);
  };

  let status = '';
  if (result && isSearchable(query)) {
    status =
      result.answer.total === 0
        ? t.noHits(query)
        : `${t.found(result.answer.total, result.answer.packs)}${
            result.answer.total > BATCH_RESULTS_MAX ? ` ${t.truncated(BATCH_RESULTS_MAX)}` : ''
          }`;
  } else if (query.length > 0 && !isSearchable(query)) {
    status = t.tooShort;
  }

  return (
    <PageFrame
      title={
        <>
          <span className="print:hidden">{de.screens.batchDocumentation}</span>
          <span className="hidden print:inline">{t.printTitle(query, customerName, today)}</span>
        </>
      }
      lead={t.intro}
      testId="batch-documentation-page"
      printable
    >
      {lieferkundeNr === null ? (
        <p className="text-slate-600">{t.noCustomer}</p>
      ) : (
        <>
          <form
            role="search"
            onSubmit={submit}
            className="flex flex-wrap items-end gap-3 print:hidden"
          >
            <div className="min-w-64 flex-1 sm:max-w-md">
              <FieldLabel htmlFor={inputId}>{t.searchLabel}</FieldLabel>
              <input
                id={inputId}
                type="search"
                name="q"
                value={typed}
                maxLength={BATCH_QUERY_MAX}
                autoComplete="off"
                spellCheck={false}
                aria-describedby={hintId}
                onChange={(event) => setTyped(event.target.value)}
                className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 font-mono focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600"
              />
              <p id={hintId} className="mt-1 text-xs text-slate-600">
                {t.searchHint}
              </p>
            </div>
            <div className="flex gap-2 pb-5">
              <Button type="submit">{t.search}</Button>
              <Button
                variant="secondary"
                onClick={() => window.print()}
                disabled={!result || result.answer.total === 0}
              >
                {t.print}
              </Button>
            </div>
          </form>

          <p role="status" aria-live="polite" className="text-sm text-slate-800 print:font-medium">
            {status}
          </p>

          {result === undefined ? (
            <Spinner label={t.loading} />
          ) : !result.hasData ? (
            <p className="text-slate-600">{t.noData}</p>
          ) : !isSearchable(query) ? (
            query.length === 0 ? (
              <p className="text-slate-600 print:hidden">{t.empty}</p>
            ) : null
          ) : result.answer.total > 0 ? (
            <ResultTable answer={result.answer} query={query} />
          ) : null}
        </>
      )}
    </PageFrame>
  );
}
