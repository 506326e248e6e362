// The medicine test's form: a receiving check entered, or an entry corrected (prefilled from the
// entry, the reason required). It checks its fields first (German messages at the field,
// ./logic.ts) and only then calls mutate(), which stores the entry locally and queues it:
// offline it is sent once the connection is back.
import { useId, useState, type FormEvent } from 'react';
import type { MedCheckRow, MedDeliveryRow } from '../contract';
import {
  CHECK_KINDS,
  IDENTITY_METHODS,
  ITEMS_OF,
  RESULTS,
  type CheckItem,
  type IdentityMethod,
} from '../rules';
import { mutate, newId } from '../../../src/db';
import { de } from '../../../src/i18n/de';
import { medTestDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import {
  FIELD_ORDER,
  draftOf,
  draftOfLine,
  todayVienna,
  validateDraft,
  type CheckDraft,
  type DraftField,
} from './logic';
import { Field } from './MedCheckField';

const t = medTestDe;
export function MedCheckForm({
  lieferkundeNr,
  original,
  line = null,
  onDone,
}: {
  lieferkundeNr: number;
  /** The entry corrected; null for a new check. */
  original: MedCheckRow | null;
  /** The delivered line a new check is started from ('Zu prüfen'); null when typed in. */
  line?: MedDeliveryRow | null;
  onDone: (message: string) => void;
}) {
  const [draft, setDraft] = useState<CheckDraft>(() =>
    line && !original ? draftOfLine(line, todayVienna()) : draftOf(original, todayVienna()),
  );
  // A check from a delivery line keeps the line's article (the server refuses another PZN).
  const fromLine = line !== null && original === null;
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const itemsId = useId();
  const set = <K extends keyof CheckDraft>(key: K, value: CheckDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const setItem = (item: CheckItem, ok: boolean) =>
    setDraft((current) => ({ ...current, items: { ...current.items, [item]: ok } }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = validateDraft(draft, todayVienna(), original !== null);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = FIELD_ORDER.find((f) => checked.errors[f]);
      const field = first ? form.querySelector<HTMLElement>(`[name="${first}"]`) : null;
      field?.focus();
      return;
    }
    try {
      if (original) {
        await mutate('medTest.correct', { ...checked.entry, id: newId(), originalId: original.id });
      } else {
        await mutate('medTest.check', {
          ...checked.entry,
          id: newId(),
          lieferkundeNr,
          deliveryLineId: fromLine ? line.id : null,
        });
      }
    } catch (failure) {
      setErrors({
        note: failure instanceof Error && failure.message ? failure.message : de.errors.generic,
      });
      return;
    }
    setErrors({});
    setDraft(draftOf(null, todayVienna()));
    onDone(original ? t.form.corrected : t.form.saved);
  };

  const f = t.form;
  return (
    <form
      aria-label={original ? f.correctTitle : fromLine ? f.lineTitle(line.noteNo) : f.title}
      data-testid="med-check-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="rounded-md border border-slate-200 bg-white p-4"
    >
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{f.kind}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {CHECK_KINDS.map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="kind"
                checked={draft.kind === kind}
                onChange={() => set('kind', kind)}
              />
              {t.kind[kind]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Field name="pzn" label={f.pzn} error={errors.pzn}>
          {(p) => (
            <input
              {...p}
              inputMode="numeric"
              maxLength={8}
              readOnly={fromLine}
              value={draft.pzn}
              onChange={(e) => set('pzn', e.target.value)}
            />
          )}
        </Field>
        <Field name="name" label={f.name} error={errors.name} className="lg:col-span-2">
          {(p) => (
            <input
              {...p}
              readOnly={fromLine}
              value={draft.name}
              onChange={(e) => set('name', e.target.value)}
            />
          )}
        </Field>
        <Field name="batch" label={f.batch} error={errors.batch}>
          {(p) => (
            <input {...p} value={draft.batch} onChange={(e) => set('batch', e.target.value)} />
          )}
        </Field>
        <Field name="expiry" label={f.expiry} error={errors.expiry}>
          {(p) => (
            <input {...p} value={draft.expiry} onChange={(e) => set('expiry', e.target.value)} />
          )}
        </Field>
        <Field name="noteNumber" label={f.noteNumber} error={errors.noteNumber}>
          {(p) => (
            <input
              {...p}
              value={draft.noteNumber}
              onChange={(e) => set('noteNumber', e.target.value)}
            />
          )}
        </Field>
        <Field name="receivedDay" label={f.receivedDay} error={errors.receivedDay}>
          {(p) => (
            <input
              {...p}
              value={draft.receivedDay}
              onChange={(e) => set('receivedDay', e.target.value)}
            />
          )}
        </Field>
        <div className="flex items-end pb-2">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={draft.coldChain}
              onChange={(e) => set('coldChain', e.target.checked)}
            />
            {f.coldChain}
          </label>
        </div>
        {draft.coldChain ? (
          <Field name="arrival" label={f.arrival} error={errors.arrival}>
            {(p) => (
              <input
                {...p}
                inputMode="decimal"
                value={draft.arrival}
                onChange={(e) => set('arrival', e.target.value)}
              />
            )}
          </Field>
        ) : null}
      </div>
      <fieldset
        className="mt-4"
        aria-describedby={errors.items ? `${itemsId}-error` : undefined}
        aria-invalid={errors.items ? true : undefined}
      >
        <legend className="text-sm font-medium text-slate-800">{f.checks}</legend>
        <ul className="mt-1 divide-y divide-slate-100">
          {ITEMS_OF[draft.kind].map((item, index) => (
            <li key={item} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
              <span className="text-sm text-slate-900" id={`${itemsId}-${item}`}>
                {t.item[item]}
              </span>
              <span
                role="radiogroup"
                aria-labelledby={`${itemsId}-${item}`}
                className="flex gap-4 text-sm"
              >
                <label className="flex items-center gap-1">
                  <input
                    type="radio"
                    name={index === 0 ? 'items' : `item-${item}`}
                    checked={draft.items[item] === true}
                    onChange={() => setItem(item, true)}
                  />
                  {t.itemOk}
                </label>
                <label className="flex items-center gap-1">
                  <input
                    type="radio"
                    name={index === 0 ? 'items' : `item-${item}`}
                    checked={draft.items[item] === false}
                    onChange={() => setItem(item, false)}
                  />
                  {t.itemFailed}
                </label>
              </span>
            </li>
          ))}
        </ul>
        {errors.items ? (
          <p id={`${itemsId}-error`} className="mt-1 text-sm text-red-700">
            {errors.items}
          </p>
        ) : null}
      </fieldset>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {draft.kind === 'material' ? (
          <Field name="identityMethod" label={f.method} error={errors.identityMethod}>
            {(p) => (
              <select
                {...p}
                value={draft.identityMethod}
                onChange={(e) => set('identityMethod', e.target.value as IdentityMethod | '')}
              >
                <option value="">{f.methodNone}</option>
                {IDENTITY_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {m}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <Field name="result" label={f.result} error={errors.result}>
          {(p) => (
            <select
              {...p}
              value={draft.result}
              onChange={(e) => set('result', e.target.value as CheckDraft['result'])}
            >
              {RESULTS.map((r) => (
                <option key={r} value={r}>
                  {t.result[r]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          name="note"
          label={original ? f.reason : f.note}
          error={errors.note}
          className="sm:col-span-2 lg:col-span-3"
        >
          {(p) => (
            <textarea
              {...p}
              rows={2}
              value={draft.note}
              onChange={(e) => set('note', e.target.value)}
            />
          )}
        </Field>
      </div>
      <div className="mt-4 flex gap-2">
        <Button type="submit">{original ? f.saveCorrection : f.save}</Button>
        {original || fromLine ? (
          <Button type="button" variant="secondary" onClick={() => onDone('')}>
            {f.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
