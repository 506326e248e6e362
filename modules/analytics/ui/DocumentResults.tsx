// The document search's result table: each hit with its kind, number, day and sums, to open or download.
import { formatDay, formatEuro } from '../../../src/catalogue/money';
import { Button } from '../../../src/ui/Button';
import { documentUrl } from './documentCopies';
import { type DocumentAnswer, type DocumentHit } from './documentSearch';
import { analyticsTexts } from '../texts';
import { CELL, NUM } from './tableStyles';
import { headCells, srOnlyHead } from '../../../src/ui/TableHead';
import { PlainTable } from '../../../src/ui/PlainTable';

const t = analyticsTexts.documents;

function detailText(hit: DocumentHit) {
  if (hit.kind === 'delivery' || hit.kind === 'dtp')
    return t.detail.delivery(hit.count, hit.detail);
  if (hit.kind === 'invoice') return t.detail.invoice(hit.count);
  return hit.detail;
}

export function ResultTable({
  answer,
  stored,
  busy,
  onOpen,
}: {
  answer: DocumentAnswer;
  stored: ReadonlySet<string>;
  busy: string | null;
  onOpen: (hit: DocumentHit) => void;
}) {
  const c = t.columns;
  return (
    <PlainTable
      box="overflow-x-auto rounded-lg border border-slate-200 bg-white"
      caption={t.caption}
      head={[
        ...headCells(CELL, c.kind, c.number, c.day, c.detail),
        ...headCells(NUM, c.amount),
        ...headCells(CELL, c.offline),
        srOnlyHead(c.actions, CELL),
      ]}
    >
      {answer.hits.map((hit) => (
        <tr key={hit.id} data-testid="document-row">
          <td className={CELL}>{t.kind[hit.kind]}</td>
          <th scope="row" className={`${CELL} font-medium tabular-nums`}>
            {hit.number}
          </th>
          <td className={`${CELL} whitespace-nowrap`}>{formatDay(hit.day)}</td>
          <td className={`${CELL} max-w-md truncate`} title={detailText(hit)}>
            {detailText(hit)}
          </td>
          <td className={NUM}>{formatEuro(hit.grossCents)}</td>
          <td className={CELL}>
            {stored.has(documentUrl(hit.kind, hit.id)) ? (
              <span className="rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200">
                {t.offlineAvailable}
              </span>
            ) : null}
          </td>
          <td className={CELL}>
            <Button
              variant="secondary"
              onClick={() => onOpen(hit)}
              disabled={busy !== null}
              aria-label={t.openLabel(t.kind[hit.kind], hit.number)}
            >
              {t.open}
            </Button>
          </td>
        </tr>
      ))}
    </PlainTable>
  );
}
