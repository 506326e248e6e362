// The call plan (Anrufplan, issue 15), from the local database (readable offline). A pharmacy
// sees when its representative and the order desk (Telefonverkauf / Innendienst) call, per
// weekday, with the next call first. A representative sees their day: the calls of a chosen day
// across their customers in time order (their own calls, or the order desk's too), with a day
// switcher. On a public holiday the day says that calls will probably not take place.
import { useState } from 'react';
import type { CallSlotRow } from '../contract';
import { holidayOn, viennaToday, viennaWallMs, wallMsOf, weekdayOf } from '../../tours/rules';
import { addDays } from '../../../src/api/days';
import { useDb, useLiveQuery } from '../../../src/db';
import { de } from '../../../src/i18n/de';
import { toursDe } from '../../tours/texts.de';
import { Button } from '../../../src/ui/Button';
import { Spinner } from '../../../src/ui/Spinner';
import { useMe } from '../../../src/platform/session';
import { useNow } from '../../tours/ui';
import { headCells } from '../../../src/ui/TableHead';
import { PlainTable } from '../../../src/ui/PlainTable';
import { EmptyState } from '../../../src/ui/EmptyNote';
import { PageFrame } from '../../../src/ui/PageFrame';
import { UntilFirstSync } from '../../../src/features/sync';

const t = toursDe;
const p = toursDe.callPlan;
const TH = 'px-3 py-2 text-left font-semibold text-slate-800';
const TD = 'px-3 py-2 align-top';

const byTime = (a: CallSlotRow, b: CallSlotRow) =>
  a.time.localeCompare(b.time) || a.customerName.localeCompare(b.customerName);

/** The next call at or after the instant (within a week), with its day. */
export function nextCall(
  slots: readonly CallSlotRow[],
  instant: number,
): { slot: CallSlotRow; day: string } | null {
  const wall = viennaWallMs(instant);
  const today = viennaToday(instant);
  for (let i = 0; i <= 7; i += 1) {
    const day = addDays(today, i);
    if (holidayOn(day)) continue;
    const weekday = weekdayOf(day);
    const found = slots
      .filter((s) => s.weekday === weekday && wallMsOf(day, s.time) >= wall)
      .sort(byTime)[0];
    if (found) return { slot: found, day };
  }
  return null;
}

const tel = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

function PharmacyPlan({
  slots,
  lieferkundeNr,
}: {
  slots: CallSlotRow[];
  lieferkundeNr: number | null;
}) {
  const own =
    lieferkundeNr === null ? slots : slots.filter((s) => s.lieferkundeNr === lieferkundeNr);
  const shown = own.length > 0 ? own : slots;
  const sorted = [...shown].sort((a, b) => a.weekday - b.weekday || byTime(a, b));
  const now = useNow(60_000);
  const next = nextCall(shown, now);
  const several = new Set(shown.map((s) => s.lieferkundeNr)).size > 1;
  return (
    <>
      {next ? (
        <section
          aria-labelledby="next-call"
          className="rounded-lg border-2 border-brand-600 bg-brand-50 p-4"
          data-testid="next-call"
        >
          <h2 id="next-call" className="text-lg font-semibold text-slate-900">
            {p.next}
          </h2>
          <p className="mt-1 text-base">
            {p.nextText(
              t.shortDay(next.day),
              next.slot.time,
              p.kinds[next.slot.callerKind],
              next.slot.callerName,
            )}
          </p>
        </section>
      ) : null}
      <PlainTable
        box="overflow-x-auto"
        className="min-w-full divide-y divide-slate-200 text-sm"
        testId="call-slots"
        headClassName="bg-slate-50"
        // The customer column only where the plan holds several pharmacies, as in the rows.
        head={headCells(
          TH,
          p.weekday,
          p.time,
          ...(several ? [p.customer] : []),
          p.caller,
          p.callerPhone,
        )}
      >
        {sorted.map((slot) => (
          <tr key={slot.id}>
            <th scope="row" className={`${TD} text-left font-medium`}>
              {t.weekdayLong[slot.weekday - 1]}
            </th>
            <td className={TD}>{t.clock(slot.time)}</td>
            {several ? (
              <td className={TD}>{p.forCustomer(slot.customerName, slot.lieferkundeNr)}</td>
            ) : null}
            <td className={TD}>
              <span className="font-medium">{p.kinds[slot.callerKind]}</span>: {slot.callerName}
            </td>
            <td className={TD}>
              <a href={tel(slot.callerPhone)} className="text-brand-800 underline">
                {slot.callerPhone}
              </a>
            </td>
          </tr>
        ))}
      </PlainTable>
    </>
  );
}

function RepresentativeDay({ slots, userId }: { slots: CallSlotRow[]; userId: string }) {
  const now = useNow(60_000);
  const today = viennaToday(now);
  const [day, setDay] = useState(today);
  const [onlyMine, setOnlyMine] = useState(true);
  const weekday = weekdayOf(day);
  const holiday = holidayOn(day);
  const calls = slots
    .filter((s) => s.weekday === weekday && (!onlyMine || s.callerId === userId))
    .sort(byTime);
  return (
    <section aria-labelledby="rep-day" className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => setDay(addDays(day, -1))}>
          {p.previousDay}
        </Button>
        <Button variant="secondary" onClick={() => setDay(today)} disabled={day === today}>
          {p.today}
        </Button>
        <Button variant="secondary" onClick={() => setDay(addDays(day, 1))}>
          {p.nextDay}
        </Button>
        <label className="ml-2 inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={onlyMine}
            onChange={(event) => setOnlyMine(event.target.checked)}
          />
          {p.onlyMine}
        </label>
      </div>
      <h2 id="rep-day" className="text-lg font-semibold text-slate-900" aria-live="polite">
        {p.dayHeading(day)} · {p.count(calls.length)}
      </h2>
      {holiday ? <p className="text-sm">⚠ {p.holiday(t.holidays[holiday])}</p> : null}
      {calls.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {p.noCalls}
        </p>
      ) : (
        <ol
          className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
          data-testid="rep-calls"
        >
          {calls.map((slot) => (
            <li key={slot.id} className="flex flex-wrap gap-x-4 gap-y-1 p-3 text-sm">
              <span className="w-20 font-semibold tabular-nums">{t.clock(slot.time)}</span>
              <span className="min-w-48 flex-1">
                <span className="font-medium">
                  {p.forCustomer(slot.customerName, slot.lieferkundeNr)}
                </span>
                , {slot.customerPlace}
              </span>
              <a href={tel(slot.customerPhone)} className="text-brand-800 underline">
                {p.customerPhone}: {slot.customerPhone}
              </a>
              <span className="w-full text-slate-600">
                {p.kinds[slot.callerKind]}: {slot.callerName}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function CallPlanPage() {
  const me = useMe();
  const db = useDb();
  const slots = useLiveQuery(async () => (db ? db.callSlots.toArray() : undefined), [db]);
  const representative = me?.user.vertreter === true;
  return (
    <PageFrame
      title={de.screens.callPlan}
      lead={representative ? p.introRep : p.intro}
      width="max-w-5xl"
    >
      {slots === undefined ? (
        <Spinner label={p.loading} />
      ) : slots.length === 0 ? (
        <UntilFirstSync collections="callSlots">
          <EmptyState title={p.empty} text={p.emptyText} />
        </UntilFirstSync>
      ) : representative && me ? (
        <RepresentativeDay slots={slots} userId={me.user.id} />
      ) : (
        <PharmacyPlan slots={slots} lieferkundeNr={me?.lieferkunde?.LieferkundeNr ?? null} />
      )}
    </PageFrame>
  );
}
