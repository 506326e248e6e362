// The temperature log (Temperatur Logger, issue 15) of the current delivery customer: the
// fridges and rooms as cards (last reading, today's min/max, open excursions in words), the open
// excursions to acknowledge, entering a reading, and per device a month as chart and table
// (corrected readings struck through beside their correction), the CSV import of a logger and
// the monthly report as PDF. Everything but the PDF reads and writes the local database, so it
// works offline; changes are queued and sent once.
import { useMemo, useState } from 'react';
import { API_BASE } from '../../../src/api/paths';
import { temperatureReportPath, type TempReadingRow } from '../contract';
import { standingReadings, viennaDay } from '../rules';
import { de } from '../../../src/i18n/de';
import { buttonClass } from '../../../src/ui/Button';
import { Spinner } from '../../../src/ui/Spinner';
import { useMe } from '../../../src/features/auth';
import { DeviceChart } from './DeviceChart';
import { DeviceForm } from './DeviceForm';
import { CorrectDialog, OpenExcursions } from './ExcursionForms';
import { ImportPanel } from './ImportPanel';
import { ReadingForm } from './ReadingForm';
import { excursionsOf, formatMonth, shiftMonth, todayVienna } from './logic';
import { useTemperatureLog } from './useTemperatureLog';
import { temperatureLogDe } from '../texts.de';
import { DeviceCards } from './DeviceCards';
import { ReadingTable } from './ReadingTable';
import { PageFrame } from '../../../src/ui/PageFrame';

const t = temperatureLogDe;

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
    <PageFrame title={de.screens.temperatureLogger} lead={t.intro} testId="temperature-page">
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
    </PageFrame>
  );
}
