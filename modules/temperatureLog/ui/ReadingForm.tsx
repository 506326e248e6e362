// The temperature log's form for a reading typed in (day, time, value of a device). It checks its
// fields first (German messages at the field, ./logic.ts) and only then calls mutate(), which
// stores the change locally and queues it: offline it is sent once the connection is back.
import { useState, type FormEvent } from 'react';
import type { TempDeviceRow, TempReadingRow } from '../contract';
import { excursionOf } from '../rules';
import { mutate, newId } from '../../../src/db';
import { Button } from '../../../src/ui/Button';
import { parseDay, parseTemperature, parseTime, todayVienna, viennaInstant } from './logic';
import { temperatureLogDe } from '../texts.de';
import { errorText } from '../../../src/ui/register/formHelpers';
import { CARD } from '../../../src/ui/register/styles';
import { Field } from '../../../src/ui/FormField';

const t = temperatureLogDe;
const e = t.errors;

export const nowTime = (now: Date) =>
  new Intl.DateTimeFormat('de-AT', {
    timeZone: 'Europe/Vienna',
    hour: '2-digit',
    minute: '2-digit',
  }).format(now);

export const dayInput = (iso: string) => iso.split('-').reverse().join('.');

export type ReadingField = 'day' | 'time' | 'value';

export function ReadingForm({
  devices,
  deviceId,
  readings,
  onStatus,
}: {
  devices: readonly TempDeviceRow[];
  deviceId: string;
  readings: ReadonlyMap<string, readonly TempReadingRow[]>;
  onStatus: (message: string) => void;
}) {
  const [chosen, setChosen] = useState(deviceId);
  const device = devices.find((d) => d.id === chosen) ?? devices.find((d) => d.id === deviceId);
  const [input, setInput] = useState(() => ({
    day: dayInput(todayVienna()),
    time: nowTime(new Date()),
    value: '',
  }));
  const [errors, setErrors] = useState<Partial<Record<ReadingField, string>>>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!device) return;
    const form = event.currentTarget;
    const found: Partial<Record<ReadingField, string>> = {};
    const day = parseDay(input.day);
    if (!day) found.day = input.day.trim() ? e.day : e.dayRequired;
    const minutes = parseTime(input.time);
    if (minutes === null) found.time = input.time.trim() ? e.time : e.timeRequired;
    const value = parseTemperature(input.value);
    if (!value.ok) found.value = value.error;
    let measuredAt = '';
    if (day && minutes !== null) {
      measuredAt = viennaInstant(day, minutes);
      if (Date.parse(measuredAt) > Date.now() + 5 * 60_000) found.time = e.future;
      const taken = (readings.get(device.id) ?? []).some(
        (r) => r.correctionOf === null && r.measuredAt === measuredAt,
      );
      if (taken) found.time = e.duplicate;
    }
    if (Object.keys(found).length > 0 || !value.ok) {
      setErrors(found);
      const first = (['day', 'time', 'value'] as const).find((f) => found[f]);
      const field = first ? form.elements.namedItem(first) : null;
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    try {
      await mutate('temperature.record', {
        deviceId: device.id,
        source: 'manual',
        readings: [{ id: newId(), measuredAt, valueTenths: value.value }],
      });
    } catch (failure) {
      setErrors({ value: errorText(failure) });
      return;
    }
    setErrors({});
    setInput((current) => ({ ...current, value: '' }));
    onStatus(
      excursionOf(value.value, device)
        ? `${t.form.saved(value.value, device.name)} ${t.form.outside(value.value)}`
        : t.form.saved(value.value, device.name),
    );
  };

  return (
    <form
      aria-label={t.form.title}
      data-testid="temperature-reading-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      className={CARD}
    >
      <h2 className="text-base font-semibold text-slate-900">{t.form.title}</h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_9rem_7rem_9rem_auto]">
        <Field label={t.form.device} error={undefined}>
          {(props) => (
            <select
              {...props}
              name="device"
              value={device?.id ?? ''}
              onChange={(event) => setChosen(event.target.value)}
            >
              {devices.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.form.day} error={errors.day}>
          {(props) => (
            <input
              {...props}
              name="day"
              autoComplete="off"
              placeholder={t.form.dayPlaceholder}
              value={input.day}
              onChange={(event) => setInput((c) => ({ ...c, day: event.target.value }))}
            />
          )}
        </Field>
        <Field label={t.form.time} error={errors.time}>
          {(props) => (
            <input
              {...props}
              name="time"
              autoComplete="off"
              placeholder={t.form.timePlaceholder}
              value={input.time}
              onChange={(event) => setInput((c) => ({ ...c, time: event.target.value }))}
            />
          )}
        </Field>
        <Field label={t.form.value} error={errors.value}>
          {(props) => (
            <input
              {...props}
              name="value"
              inputMode="decimal"
              autoComplete="off"
              placeholder={t.form.valuePlaceholder}
              value={input.value}
              onChange={(event) => setInput((c) => ({ ...c, value: event.target.value }))}
            />
          )}
        </Field>
        <div className="pt-6">
          <Button type="submit">{t.form.submit}</Button>
        </div>
      </div>
    </form>
  );
}
