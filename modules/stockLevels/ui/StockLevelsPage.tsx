// Stock levels and price reductions (Bestandsmeldungen, Preissenkung, issue 15) of the current
// delivery customer: the announced price cuts with their cut-off day, reporting deadline and the
// claim's status in words; per cut the stock per PZN on the cut-off day with the refund claimed
// computed as it is typed, and the reports made. A report is never edited: a correction before
// the deadline is a new version, listed as such. Local database only: reports made offline are
// queued and sent once.
import { useMemo, useState } from 'react';
import { viennaDay } from '../../../src/api/enrollmentDays';
import type { StockReportRow } from '../contract';
import { claimStatus, cutState, latestReport, type ClaimStatus } from '../rules';
import { formatEuro } from '../../../src/catalogue/money';
import { useDb, useLiveQuery } from '../../../src/db';
import { stockLevelsDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import { CustomerContent } from '../../../src/ui/CustomerContent';
import { useMe } from '../../../src/features/auth';
import { PageFrame } from '../../../src/ui/PageFrame';
import { de } from '../../../src/i18n/de';
import { deadlineText, CutDetail } from './CutDetail';
import { headCells, srOnlyHead } from '../../../src/ui/TableHead';
import { PlainTable } from '../../../src/ui/PlainTable';
import { EmptyNote } from '../../../src/ui/EmptyNote';
import { UntilFirstSync } from '../../../src/features/sync';

const t = stockLevelsDe;
const CELL = 'px-2 py-1.5 align-top';

function claimText(status: ClaimStatus, latest: StockReportRow | undefined, closed: boolean) {
  if (status === 'open') return closed ? t.claim.missed : t.claim.open;
  if (status === 'credited' && latest?.creditedCents != null) {
    return `${t.claim.credited} · ${formatEuro(latest.creditedCents)}`;
  }
  return t.claim[status];
}

export function StockLevelsPage() {
  const me = useMe();
  const lieferkundeNr = me?.lieferkunde?.LieferkundeNr ?? null;
  const db = useDb();
  const [status, setStatus] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const data = useLiveQuery(async () => {
    if (!db) return undefined;
    const cuts = await db.priceCuts.toArray();
    const reports =
      lieferkundeNr === null
        ? []
        : await db.stockReports.where('lieferkundeNr').equals(lieferkundeNr).toArray();
    return { cuts, reports };
  }, [db, lieferkundeNr]);
  const today = viennaDay(new Date());
  const cuts = useMemo(
    () => [...(data?.cuts ?? [])].sort((a, b) => b.reportUntil.localeCompare(a.reportUntil)),
    [data],
  );
  const current = cuts.find((c) => c.id === selected);
  const reportsOf = (cutId: string) => (data?.reports ?? []).filter((r) => r.priceCutId === cutId);

  return (
    <PageFrame title={de.screens.stockLevels} lead={t.intro}>
      <CustomerContent
        status={status}
        statusTestId="enrollment-status"
        lieferkundeNr={lieferkundeNr}
        data={data}
        noCustomer={t.noCustomer}
        loading={t.loading}
      >
        {(_data, lieferkundeNr) => (
          <>
            {current ? (
              <CutDetail
                key={current.id}
                cut={current}
                reports={reportsOf(current.id)}
                today={today}
                lieferkundeNr={lieferkundeNr}
                onStatus={setStatus}
                onClose={() => setSelected(null)}
              />
            ) : null}
            <section aria-labelledby="price-cuts-title" className="space-y-2">
              <h2 id="price-cuts-title" className="text-base font-semibold text-slate-900">
                {t.listTitle}
              </h2>
              {cuts.length === 0 ? (
                <UntilFirstSync collections="priceCuts">
                  <EmptyNote>{t.empty}</EmptyNote>
                </UntilFirstSync>
              ) : (
                <PlainTable
                  box="relative overflow-x-auto rounded-md border border-slate-200 bg-white"
                  className="min-w-full text-left text-sm"
                  caption={t.listCaption}
                  head={[
                    ...headCells(
                      CELL,
                      t.col.cut,
                      t.col.cutoff,
                      t.col.deadline,
                      t.col.state,
                      t.col.claim,
                    ),
                    srOnlyHead(t.col.action, CELL),
                  ]}
                  bodyClassName={null}
                >
                  {cuts.map((cut) => {
                    const reports = reportsOf(cut.id);
                    const closed = cutState(cut, today) === 'closed';
                    return (
                      <tr
                        key={cut.id}
                        className="border-t border-slate-100"
                        data-testid="price-cut-row"
                      >
                        <td className={CELL}>
                          <span className="block font-medium text-slate-900">{cut.title}</span>
                          <span className="block text-slate-600">
                            {t.articleCount(cut.manufacturer, cut.articles.length)}
                          </span>
                        </td>
                        <td className={CELL}>{t.day(cut.cutoffDay)}</td>
                        <td className={CELL}>{t.day(cut.reportUntil)}</td>
                        <td className={CELL}>{deadlineText(cut, today)}</td>
                        <td className={CELL} data-testid="price-cut-claim">
                          {claimText(claimStatus(reports), latestReport(reports), closed)}
                        </td>
                        <td className={CELL}>
                          <Button
                            variant="secondary"
                            aria-label={t.openOf(cut.title)}
                            onClick={() => {
                              setStatus('');
                              setSelected(cut.id);
                            }}
                          >
                            {t.open}
                          </Button>
                        </td>
                      </tr>
                    );
                  })}
                </PlainTable>
              )}
            </section>
          </>
        )}
      </CustomerContent>
    </PageFrame>
  );
}
