// The temperature log (Temperatur Logger, issue 15) of the current delivery customer: the
// fridges and rooms as cards (last reading, today's min/max, open excursions in words), the open
// excursions to acknowledge, entering a reading, and per device a month as chart and table
// (corrected readings struck through beside their correction), the CSV import of a logger and
// the monthly report as PDF. Everything but the PDF reads and writes the local database, so it
// works offline; changes are queued and sent once.
import { useMemo, useState } from 'react';
import { API_BASE } from '../../../src/api/paths';
import { temperatureReportPath, type TempReadingRow } from '../contract';
import { excursionOf, standingReadings, viennaDay } from '../rules';
import { de } from '../../../src/i18n/de';
import { buttonClass } from '../../../src/ui/Button';
import { Spinner } from '../../../src/ui/Spinner';
import { useMe } from '../../../src/features/auth';
import { DeviceChart } from './DeviceChart';
import {
  CorrectDialog,
  DeviceForm,
  ImportPanel,
  OpenExcursions,
  ReadingForm,
} from './TemperatureForms';
import {
  excursionsOf,
  formatInstant,
  formatMonth,
  shiftMonth,
  summarize,
  todayVienna,
} from './logic';
import { useTemperatureLog, type TemperatureLogData } from './useTemperatureLog';
import { temperatureLogDe } from '../texts.de';
import { CELL } from '../../../src/ui/register/styles';

const t = temperatureLogDe;

function DeviceCards({
  log,
  selected,
  today,
  onSelect,
}: {
  log: TemperatureLogData;
  selected: string;
  today: string;
  onSelect: (id: string) => void;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t.devices.title}>
      {log.devices.map((device) => {
        const s = summarize(log.readings.get(device.id) ?? [], device, log.acks, today);
        const last = s.last ? excursionOf(s.last.valueTenths, device) : null;
        const isSelected = device.id === selected;
        return (
          // The button holds the device's name alone, which its name contains (WCAG 2.5.3);
          // stretched over the card (after:inset-0), a click anywhere on it still selects.
          <li
            key={device.id}
            className={`relative rounded-md border bg-white p-4 shadow-sm focus-within:outline-2 focus-within:outline-brand-600 ${
              isSelected ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200'
            }`}
          >
            <span className="flex items-baseline justify-between gap-2">
              <button
                type="button"
                aria-pressed={isSelected}
                aria-label={t.devices.select(device.name)}
                onClick={() => onSelect(device.id)}
                data-testid="temperature-device"
                className="text-left font-semibold text-slate-900 focus:outline-none after:absolute after:inset-0 after:content-['']"
              >
                {device.name}
              </button>
              <span className="text-xs text-slate-500">{t.kind[device.kind]}</span>
            </span>
            <span className="mt-0.5 block text-xs text-slate-500">
              {t.limits(device.minTenths, device.maxTenths)}
            </span>
            <span className="mt-2 block text-sm text-slate-700">
              {t.devices.last}:{' '}
              {s.last ? (
                <>
                  <strong className={last ? 'text-red-700' : 'text-slate-900'}>
                    {t.temp(s.last.valueTenths)}
                  </strong>{' '}
                  {last ? `(${t.excursion[last]}) ` : ''}
                  <span className="text-slate-500">{formatInstant(s.last.measuredAt)}</span>
                </>
              ) : (
                t.devices.none
              )}
            </span>
            <span className="block text-sm text-slate-700">
              {s.today
                ? `${t.devices.today}: ${t.temp(s.today.minTenths)} / ${t.temp(s.today.maxTenths)}`
                : t.devices.todayNone}
            </span>
            <span
              data-testid="temperature-device-state"
              className={`mt-2 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${
                s.open > 0 ? 'bg-red-50 text-red-800' : 'bg-teal-50 text-teal-800'
              }`}
            >
              <span aria-hidden="true">{s.open > 0 ? '▲' : '✓'}</span>
              {s.open > 0 ? t.devices.open(s.open) : t.devices.ok}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function ReadingTable({
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
    <div className="max-h-[28rem] overflow-auto rounded-md border border-slate-200 bg-white">
      <table className="w-full text-sm" data-testid="temperature-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-50 text-left text-slate-700">
          <tr>
            <th scope="col" className={CELL}>
              {t.table.measuredAt}
            </th>
            <th scope="col" className={`${CELL} text-right`}>
              {t.table.value}
            </th>
            <th scope="col" className={CELL}>
              {t.table.state}
            </th>
            <th scope="col" className={CELL}>
              {t.table.by}
            </th>
            <th scope="col" className={CELL}>
              <span className="sr-only">{t.table.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}

export function TemperatureLoggerPage({
  device,
  month,
  onChange,
}: {
  device: string | undefined;
  month: string | undefined;
  onChange: (next: { device?: string; month?: string }) => void;
}) {
  const me = useMe();
  const lieferkundeNr = me?.lieferkunde?.LieferkundeNr ?? null;
  const log = useTemperatureLog(lieferkundeNr);
  const today = todayVienna();
  const shown = month ?? today.slice(0, 7);
  const [status, setStatus] = useState('');
  const [correcting, setCorrecting] = useState<TempReadingRow | null>(null);
  const selected = log?.devices.find((d) => d.id === device) ?? log?.devices[0];
  const all = useMemo(
    () => (selected ? (log?.readings.get(selected.id) ?? []) : []),
    [log, selected],
  );
  const ofMonth = useMemo(
    () => all.filter((r) => viennaDay(r.measuredAt).startsWith(shown)),
    [all, shown],
  );
  const open = useMemo(
    () =>
      log
        ? log.devices.flatMap((d) =>
            excursionsOf(log.readings.get(d.id) ?? [], d, log.acks).filter(
              (x) => !x.acknowledgement,
            ),
          )
        : [],
    [log],
  );
  const deviceNames = useMemo(
    () => new Map((log?.devices ?? []).map((d) => [d.id, d.name])),
    [log],
  );

  return (
    <section
      aria-labelledby="screen-title"
      data-testid="temperature-page"
      className="mx-auto max-w-6xl space-y-4 p-4 sm:p-6"
    >
      <div>
        <h1 id="screen-title" className="text-2xl font-semibold text-slate-900">
          {de.screens.temperatureLogger}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
      </div>
      <p
        role="status"
        aria-live="polite"
        className="text-sm text-brand-700"
        data-testid="temperature-status"
      >
        {status}
      </p>
      {lieferkundeNr === null ? (
        <p className="text-slate-600">{t.noCustomer}</p>
      ) : !log ? (
        <Spinner label={t.loading} />
      ) : (
        <>
          <h2 className="sr-only">{t.devices.title}</h2>
          {log.devices.length === 0 || !selected ? (
            <p className="rounded-md border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
              {t.devices.empty}
            </p>
          ) : (
            <>
              <DeviceCards
                log={log}
                selected={selected.id}
                today={today}
                onSelect={(id) => onChange({ device: id })}
              />
              <OpenExcursions open={open} deviceNames={deviceNames} onStatus={setStatus} />
              <ReadingForm
                key={selected.id}
                devices={log.devices}
                deviceId={selected.id}
                readings={log.readings}
                onStatus={setStatus}
              />
              <section aria-labelledby="temperature-month-title" className="space-y-3">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <h2 id="temperature-month-title" className="text-lg font-semibold text-slate-900">
                    {selected.name}: {formatMonth(shown)}
                  </h2>
                  <div className="flex flex-wrap items-center gap-2">
                    <button
                      type="button"
                      className={buttonClass('secondary', 'px-3')}
                      onClick={() => onChange({ month: shiftMonth(shown, -1) })}
                      aria-label={t.month.previous}
                    >
                      ‹
                    </button>
                    <button
                      type="button"
                      className={buttonClass('secondary', 'px-3')}
                      onClick={() => onChange({ month: shiftMonth(shown, 1) })}
                      aria-label={t.month.next}
                      disabled={shown >= today.slice(0, 7)}
                    >
                      ›
                    </button>
                    <a
                      className={buttonClass('primary')}
                      href={`${API_BASE}${temperatureReportPath(selected.id, shown)}`}
                      download
                      data-testid="temperature-report"
                    >
                      {t.report.download(selected.name, formatMonth(shown))}
                    </a>
                  </div>
                </div>
                <p className="text-xs text-slate-500">{t.report.offline}</p>
                <div className="space-y-4">
                  <DeviceChart
                    device={selected}
                    month={shown}
                    readings={standingReadings(ofMonth)}
                  />
                  {ofMonth.length === 0 ? (
                    <p className="rounded-md border border-slate-200 bg-white p-6 text-sm text-slate-600">
                      {t.chart.empty}
                    </p>
                  ) : (
                    <ReadingTable
                      caption={t.table.caption(selected.name, formatMonth(shown))}
                      readings={ofMonth}
                      limits={selected}
                      log={log}
                      onCorrect={setCorrecting}
                    />
                  )}
                </div>
              </section>
              <ImportPanel device={selected} readings={all} onStatus={setStatus} />
            </>
          )}
          <DeviceForm
            lieferkundeNr={lieferkundeNr}
            onAdded={(added) => {
              setStatus(t.device.saved(added.name));
              onChange({ device: added.id });
            }}
          />
          <CorrectDialog
            reading={correcting}
            onClose={() => setCorrecting(null)}
            onDone={(message) => {
              setCorrecting(null);
              setStatus(message);
            }}
          />
        </>
      )}
    </section>
  );
}
