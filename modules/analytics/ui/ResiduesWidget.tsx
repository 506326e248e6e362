// The dashboard's backorders widget (issue 14): the count of the current customer's open
// backorders and the next ones expected, from the local database (offline too).
import { formatDay } from '../../../src/catalogue/money';
import { useDb, useLiveQuery } from '../../../src/db';
import { WidgetLink } from '../../../src/ui/WidgetLink';
import { UntilFirstSync } from '../../../src/features/sync';
import { useMe } from '../../../src/features/auth';
import { arrangeBackorders, openBackorders } from './residues';
import { analyticsTexts } from '../texts';

const t = analyticsTexts.residues;
const SHOWN = 3;

export function ResiduesWidget() {
  const me = useMe();
  const lieferkundeNr = me?.lieferkunde?.LieferkundeNr ?? null;
  const db = useDb();
  const rows = useLiveQuery(
    async () => (db && lieferkundeNr !== null ? openBackorders(db, lieferkundeNr) : []),
    [db, lieferkundeNr],
  );
  if (!rows) return <p className="text-sm text-slate-500">{t.loading}</p>;
  const next = arrangeBackorders(rows, '', 'expected').slice(0, SHOWN);
  return (
    <div data-testid="widget-backorders-body">
      {rows.length === 0 ? (
        <UntilFirstSync collections="backorders" className="text-sm">
          <p className="text-sm text-slate-700">{t.widgetNone}</p>
        </UntilFirstSync>
      ) : (
        <p className="text-sm text-slate-700">{t.widgetOpen(rows.length)}</p>
      )}
      {next.length > 0 ? (
        <>
          <h3 className="mt-2 text-xs font-medium uppercase text-slate-600">{t.widgetNext}</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {next.map((row) => (
              <li key={row.id} className="flex justify-between gap-2">
                <span className="truncate">
                  {row.quantity} × {row.name}
                </span>
                <span className="whitespace-nowrap text-slate-600">
                  {row.expectedDay ? formatDay(row.expectedDay) : t.unknown}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <WidgetLink to="/analytics/residues">{t.widgetLink}</WidgetLink>
    </div>
  );
}
