// The temperature log's form for a device added (name, kind, limits). It checks its fields first
// and only then calls mutate(), which stores the change locally and queues it.
import { useState, type FormEvent } from 'react';
import {
  DEFAULT_LIMITS,
  DEVICE_KINDS,
  DEVICE_NAME_MAX,
  formatTenths,
  type DeviceKind,
} from '../rules';
import { mutate, newId } from '../../../src/db';
import { Button } from '../../../src/ui/Button';
import { parseTemperature } from './logic';
import { temperatureLogDe } from '../texts.de';
import { errorText } from '../../../src/ui/register/formHelpers';
import { CARD } from '../../../src/ui/register/styles';
import { Field } from '../../../src/ui/FormField';

const t = temperatureLogDe;
const e = t.errors;

export type DeviceField = 'name' | 'min' | 'max';

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
