// The temperature log's forms: a reading typed in, a device added, an excursion acknowledged, a
// reading corrected, and a logger's CSV imported. Each checks its fields first (German messages
// at the field, modules/temperatureLog/ui/logic.ts) and only then calls mutate(), which stores
// the change locally and queues it: offline it is sent once the connection is back.
import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import type { TempDeviceRow, TempReadingRow } from '../contract';
import {
  DEFAULT_LIMITS,
  DEVICE_KINDS,
  DEVICE_NAME_MAX,
  excursionOf,
  formatTenths,
  NOTE_MAX,
  RECORD_MAX,
  type DeviceKind,
} from '../rules';
import { mutate, newId } from '../../../src/db';
import { Button } from '../../../src/ui/Button';
import { parseLoggerCsv, type CsvResult } from './csvImport';
import {
  formatInstant,
  parseDay,
  parseTemperature,
  parseTime,
  todayVienna,
  viennaInstant,
  type Excursion,
} from './logic';
import { temperatureLogDe } from '../texts.de';
import { errorText } from '../../../src/ui/register/formHelpers';
import { CARD } from '../../../src/ui/register/styles';
import { Field } from '../../../src/ui/FormField';

const t = temperatureLogDe;
const e = t.errors;
const FILE_MAX_BYTES = 2 * 1024 * 1024;

function noteError(note: string): string | undefined {
  if (note.trim() === '') return e.noteRequired;
  if (note.trim().length > NOTE_MAX) return e.noteTooLong(NOTE_MAX);
  return undefined;
}

const nowTime = (now: Date) =>
  new Intl.DateTimeFormat('de-AT', {
    timeZone: 'Europe/Vienna',
    hour: '2-digit',
    minute: '2-digit',
  }).format(now);
const dayInput = (iso: string) => iso.split('-').reverse().join('.');

type ReadingField = 'day' | 'time' | 'value';

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

type DeviceField = 'name' | 'min' | 'max';

export function DeviceForm({
  lieferkundeNr,
  onAdded,
}: {
  lieferkundeNr: number;
  onAdded: (device: { id: string; name: string }) => void;
}) {
  const [kind, setKind] = useState<DeviceKind>('fridge');
  const [input, setInput] = useState({ name: '', min: '2,0', max: '8,0' });
  const [errors, setErrors] = useState<Partial<Record<DeviceField, string>>>({});

  const chooseKind = (next: DeviceKind) => {
    setKind(next);
    const limits = DEFAULT_LIMITS[next];
    setInput((c) => ({
      ...c,
      min: formatTenths(limits.minTenths),
      max: formatTenths(limits.maxTenths),
    }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<DeviceField, string>> = {};
    const name = input.name.trim();
    if (!name) found.name = e.nameRequired;
    else if (name.length > DEVICE_NAME_MAX) found.name = e.nameTooLong(DEVICE_NAME_MAX);
    const min = parseTemperature(input.min);
    const max = parseTemperature(input.max);
    if (!min.ok) found.min = min.error;
    if (!max.ok) found.max = max.error;
    if (min.ok && max.ok && min.value >= max.value) found.max = e.limits;
    if (Object.keys(found).length > 0 || !min.ok || !max.ok) return setErrors(found);
    const id = newId();
    try {
      await mutate('temperature.addDevice', {
        id,
        lieferkundeNr,
        name,
        kind,
        minTenths: min.value,
        maxTenths: max.value,
      });
    } catch (failure) {
      return setErrors({ name: errorText(failure) });
    }
    setErrors({});
    setInput((c) => ({ ...c, name: '' }));
    onAdded({ id, name });
  };

  return (
    <form
      aria-label={t.device.title}
      data-testid="temperature-device-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      className={CARD}
    >
      <h2 className="text-base font-semibold text-slate-900">{t.device.title}</h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_10rem_8rem_8rem_auto]">
        <Field label={t.device.name} error={errors.name}>
          {(props) => (
            <input
              {...props}
              name="name"
              autoComplete="off"
              maxLength={DEVICE_NAME_MAX + 20}
              placeholder={t.device.namePlaceholder}
              value={input.name}
              onChange={(event) => setInput((c) => ({ ...c, name: event.target.value }))}
            />
          )}
        </Field>
        <Field label={t.device.kind} error={undefined}>
          {(props) => (
            <select
              {...props}
              name="kind"
              value={kind}
              onChange={(event) => chooseKind(event.target.value as DeviceKind)}
            >
              {DEVICE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t.kind[k]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.device.min} error={errors.min}>
          {(props) => (
            <input
              {...props}
              name="min"
              inputMode="decimal"
              value={input.min}
              onChange={(event) => setInput((c) => ({ ...c, min: event.target.value }))}
            />
          )}
        </Field>
        <Field label={t.device.max} error={errors.max}>
          {(props) => (
            <input
              {...props}
              name="max"
              inputMode="decimal"
              value={input.max}
              onChange={(event) => setInput((c) => ({ ...c, max: event.target.value }))}
            />
          )}
        </Field>
        <div className="pt-6">
          <Button type="submit">{t.device.submit}</Button>
        </div>
      </div>
    </form>
  );
}

/** One open excursion with its note field and 'Bestätigen'. */
function AcknowledgeItem({
  excursion,
  deviceName,
  onStatus,
}: {
  excursion: Excursion;
  deviceName: string;
  onStatus: (message: string) => void;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const at = formatInstant(excursion.reading.measuredAt);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = noteError(note);
    if (problem) return setError(problem);
    try {
      await mutate('temperature.acknowledge', {
        id: newId(),
        readingId: excursion.reading.id,
        note: note.trim(),
      });
    } catch (failure) {
      return setError(errorText(failure));
    }
    onStatus(t.acknowledge.saved);
  };
  return (
    <li className="py-3" data-testid="temperature-excursion">
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={t.acknowledge.submitFor(deviceName, at)}
      >
        <p className="text-sm font-medium text-slate-900">
          <span aria-hidden="true" className="mr-1 text-red-700">
            ▲
          </span>
          {t.acknowledge.item(deviceName, at, excursion.reading.valueTenths)} –{' '}
          {t.excursion[excursion.kind]}
        </p>
        <div className="mt-2 flex flex-wrap items-start gap-3">
          <Field label={t.acknowledge.note} error={error} className="min-w-64 flex-1">
            {(props) => (
              <input
                {...props}
                name="note"
                autoComplete="off"
                maxLength={NOTE_MAX + 20}
                placeholder={t.acknowledge.notePlaceholder}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            )}
          </Field>
          <div className="pt-6">
            <Button type="submit" aria-label={t.acknowledge.submitFor(deviceName, at)}>
              {t.acknowledge.submit}
            </Button>
          </div>
        </div>
      </form>
    </li>
  );
}

export function OpenExcursions({
  open,
  deviceNames,
  onStatus,
}: {
  open: readonly Excursion[];
  deviceNames: ReadonlyMap<string, string>;
  onStatus: (message: string) => void;
}) {
  return (
    <section
      aria-labelledby="temperature-open-title"
      className={CARD}
      data-testid="temperature-open"
    >
      <h2 id="temperature-open-title" className="text-base font-semibold text-slate-900">
        {t.acknowledge.title} ({open.length})
      </h2>
      {open.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t.acknowledge.empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {open.map((x) => (
            <AcknowledgeItem
              key={x.reading.id}
              excursion={x}
              deviceName={deviceNames.get(x.reading.deviceId) ?? ''}
              onStatus={onStatus}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

export function CorrectDialog({
  reading,
  onDone,
  onClose,
}: {
  reading: TempReadingRow | null;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const [value, setValue] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ value?: string; note?: string }>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reading) return;
    const parsed = parseTemperature(value);
    const found: { value?: string; note?: string } = {};
    if (!parsed.ok) found.value = parsed.error;
    else if (parsed.value === reading.valueTenths) found.value = e.sameValue;
    const problem = noteError(note);
    if (problem) found.note = problem;
    if (!parsed.ok || found.value || found.note) return setErrors(found);
    try {
      await mutate('temperature.correct', {
        id: newId(),
        originalId: reading.id,
        valueTenths: parsed.value,
        note: note.trim(),
      });
    } catch (failure) {
      return setErrors({ note: errorText(failure) });
    }
    setValue('');
    setNote('');
    setErrors({});
    onDone(t.correct.saved);
  };
  return (
    <Dialog open={reading !== null} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">
            {t.correct.title}
          </DialogTitle>
          <form
            noValidate
            onSubmit={(event) => void submit(event)}
            data-testid="temperature-correct"
          >
            <Description className="mt-2 text-sm text-slate-600">
              {reading
                ? t.correct.text(formatInstant(reading.measuredAt), reading.valueTenths)
                : null}
            </Description>
            <div className="mt-4 space-y-3">
              <Field label={t.correct.value} error={errors.value}>
                {(props) => (
                  <input
                    {...props}
                    name="value"
                    inputMode="decimal"
                    autoComplete="off"
                    value={value}
                    onChange={(event) => setValue(event.target.value)}
                  />
                )}
              </Field>
              <Field label={t.correct.note} error={errors.note}>
                {(props) => (
                  <input
                    {...props}
                    name="note"
                    autoComplete="off"
                    placeholder={t.correct.notePlaceholder}
                    value={note}
                    onChange={(event) => setNote(event.target.value)}
                  />
                )}
              </Field>
            </div>
            <div className="mt-6 flex justify-end gap-3">
              <Button variant="secondary" onClick={onClose}>
                {t.correct.cancel}
              </Button>
              <Button type="submit">{t.correct.submit}</Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/** A preview of a parsed file: the new readings (duplicates left out), the bad lines. */
interface Preview {
  readonly result: CsvResult;
  readonly fresh: CsvResult['readings'];
  readonly duplicates: number;
  readonly outside: number;
}

export function ImportPanel({
  device,
  readings,
  onStatus,
}: {
  device: TempDeviceRow;
  readings: readonly TempReadingRow[];
  onStatus: (message: string) => void;
}) {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const fileId = useId();

  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setPreview(null);
    setError(undefined);
    if (!file) return;
    if (file.size > FILE_MAX_BYTES) return setError(t.import.tooLarge);
    const result = parseLoggerCsv(await file.text(), new Date());
    const taken = new Set(readings.filter((r) => r.correctionOf === null).map((r) => r.measuredAt));
    const fresh = result.readings.filter((r) => !taken.has(r.measuredAt));
    setPreview({
      result,
      fresh,
      duplicates: result.readings.length - fresh.length,
      outside: fresh.filter((r) => excursionOf(r.valueTenths, device)).length,
    });
  };

  const take = async () => {
    if (!preview || preview.fresh.length === 0) return;
    setBusy(true);
    try {
      for (let at = 0; at < preview.fresh.length; at += RECORD_MAX) {
        await mutate('temperature.record', {
          deviceId: device.id,
          source: 'import',
          readings: preview.fresh
            .slice(at, at + RECORD_MAX)
            .map((r) => ({ id: newId(), measuredAt: r.measuredAt, valueTenths: r.valueTenths })),
        });
      }
    } catch (failure) {
      setError(errorText(failure));
      return;
    } finally {
      setBusy(false);
    }
    onStatus(t.import.saved(preview.fresh.length));
    setPreview(null);
  };

  return (
    <section aria-labelledby={`${fileId}-title`} className={CARD} data-testid="temperature-import">
      <h2 id={`${fileId}-title`} className="text-base font-semibold text-slate-900">
        {t.import.title}: {device.name}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.import.hint}</p>
      <label htmlFor={fileId} className="mt-3 block text-sm font-medium text-slate-800">
        {t.import.file}
      </label>
      <input
        id={fileId}
        type="file"
        accept=".csv,.txt,text/csv"
        onChange={(event) => void read(event)}
        aria-describedby={error ? `${fileId}-error` : undefined}
        className="mt-1 block text-sm"
      />
      {error ? (
        <p id={`${fileId}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {preview ? (
        <div className="mt-3 space-y-2 text-sm" data-testid="temperature-import-preview">
          <p className="text-slate-800">
            {preview.fresh.length === 0
              ? t.import.nothing
              : t.import.preview(preview.fresh.length, preview.outside, preview.duplicates)}
          </p>
          {preview.result.errors.length > 0 ? (
            <div className="rounded-md border border-red-200 bg-red-50 p-2 text-red-800">
              <p>{t.import.errors(preview.result.errors.length)}</p>
              <ul className="mt-1 list-disc pl-5">
                {preview.result.errors.slice(0, 20).map((x) => (
                  <li key={x.line}>{t.import.line(x.line, x.message)}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="flex gap-3">
            {preview.fresh.length > 0 ? (
              <Button onClick={() => void take()} disabled={busy}>
                {t.import.submit(preview.fresh.length)}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => setPreview(null)}>
              {t.import.cancel}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
