// The temperature log's excursions: the open ones, each acknowledged with a note, and the dialog
// that corrects a reading (a new reading naming the wrong one, with a reason). Each checks its
// fields first and only then calls mutate(), which stores the change locally and queues it.
import { Description, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState, type FormEvent } from 'react';
import type { TempReadingRow } from '../contract';
import { NOTE_MAX } from '../rules';
import { mutate, newId } from '../../../src/db';
import { Button } from '../../../src/ui/Button';
import { formatInstant, parseTemperature, type Excursion } from './logic';
import { temperatureLogDe } from '../texts.de';
import { errorText } from '../../../src/ui/register/formHelpers';
import { CARD } from '../../../src/ui/register/styles';
import { Field } from '../../../src/ui/FormField';
import { ModalDialog } from '../../../src/ui/ModalDialog';

const t = temperatureLogDe;
const e = t.errors;

export function noteError(note: string): string | undefined {
  if (note.trim() === '') return e.noteRequired;
  if (note.trim().length > NOTE_MAX) return e.noteTooLong(NOTE_MAX);
  return undefined;
}

/** One open excursion with its note field and 'Bestätigen'. */
export function AcknowledgeItem({
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
    <ModalDialog open={reading !== null} onClose={onClose}>
      <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
        <DialogTitle className="text-lg font-semibold text-slate-900">
          {t.correct.title}
        </DialogTitle>
        <form noValidate onSubmit={(event) => void submit(event)} data-testid="temperature-correct">
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
    </ModalDialog>
  );
}
