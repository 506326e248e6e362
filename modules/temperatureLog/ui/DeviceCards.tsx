// The temperature log's device cards: each device with its kind, limits, last reading and open
// excursions; choosing one shows its chart and readings.
import { excursionOf } from '../rules';
import { formatInstant, summarize } from './logic';
import { type TemperatureLogData } from './useTemperatureLog';
import { temperatureLogDe } from '../texts.de';

const t = temperatureLogDe;

export function DeviceCards({
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
