// The temperature log's readings of one device and month as a table, with the excursions marked
// and a correction per reading.
import { type TempReadingRow } from '../contract';
import { excursionOf } from '../rules';
import { buttonClass } from '../../../src/ui/Button';
import { formatInstant } from './logic';
import { type TemperatureLogData } from './useTemperatureLog';
import { temperatureLogDe } from '../texts.de';
import { CELL } from '../../../src/ui/register/styles';
import { headCells, srOnlyHead } from '../../../src/ui/TableHead';
import { PlainTable } from '../../../src/ui/PlainTable';

const t = temperatureLogDe;

export function ReadingTable({
  caption,
  readings,
  limits,
  log,
  onCorrect,
}: {
  caption: string;
  readings: readonly TempReadingRow[];
  limits: { minTenths: number; maxTenths: number };
  log: TemperatureLogData;
  onCorrect: (reading: TempReadingRow) => void;
}) {
  const byId = new Map(readings.map((r) => [r.id, r]));
  const corrected = new Set(readings.flatMap((r) => (r.correctionOf ? [r.correctionOf] : [])));
  // Newest first; a correction sits right above the reading it corrects.
  const rows = [...readings].sort(
    (a, b) => b.measuredAt.localeCompare(a.measuredAt) || b.createdAt.localeCompare(a.createdAt),
  );
  return (
    <PlainTable
      box="max-h-[28rem] overflow-auto rounded-md border border-slate-200 bg-white"
      className="w-full text-sm"
      testId="temperature-table"
      caption={caption}
      headClassName="sticky top-0 bg-slate-50 text-left text-slate-700"
      head={[
        ...headCells(CELL, t.table.measuredAt),
        ...headCells(`${CELL} text-right`, t.table.value),
        ...headCells(CELL, t.table.state, t.table.by),
        srOnlyHead(t.table.actions, CELL),
      ]}
      bodyClassName={null}
    >
      {rows.map((r) => {
        const isCorrected = corrected.has(r.id);
        const kind = excursionOf(r.valueTenths, limits);
        const ack = log.acks.get(r.id);
        const original = r.correctionOf ? byId.get(r.correctionOf) : undefined;
        return (
          <tr key={r.id} className="border-t border-slate-100" data-testid="temperature-row">
            <td className={`${CELL} whitespace-nowrap`}>{formatInstant(r.measuredAt)}</td>
            <td className={`${CELL} text-right tabular-nums whitespace-nowrap`}>
              {isCorrected ? (
                <del className="text-slate-500">{t.temp(r.valueTenths)}</del>
              ) : (
                <span className={kind ? 'font-semibold text-red-700' : ''}>
                  {t.temp(r.valueTenths)}
                </span>
              )}
            </td>
            <td className={CELL}>
              {isCorrected ? (
                t.table.corrected
              ) : kind ? (
                <span>
                  <span aria-hidden="true" className="mr-1 text-red-700">
                    ▲
                  </span>
                  {t.excursion[kind]} · {ack ? t.excursion.acknowledged : t.excursion.open}
                </span>
              ) : (
                t.table.inRange
              )}
              {original ? (
                <span className="block text-xs text-slate-500">
                  {t.table.correctionOf(original.valueTenths)}: {r.note}
                </span>
              ) : null}
              {ack ? (
                <span className="block text-xs text-slate-500">
                  {t.acknowledge.done(ack.createdBy, formatInstant(ack.createdAt), ack.note)}
                </span>
              ) : null}
            </td>
            <td className={`${CELL} text-slate-600`}>
              {r.version === '0' ? t.table.provisional : r.createdBy} · {t.source[r.source]}
            </td>
            <td className={`${CELL} text-right`}>
              {isCorrected ? null : (
                <button
                  type="button"
                  className={buttonClass('ghost', 'px-2 py-1')}
                  aria-label={t.table.correctRow(formatInstant(r.measuredAt))}
                  onClick={() => onCorrect(r)}
                >
                  {t.table.correct}
                </button>
              )}
            </td>
          </tr>
        );
      })}
    </PlainTable>
  );
}
