// The cash book's entry form: receipts entered by keyboard (Enter books, focus returns to the
// first field), validated at its fields (./validation.ts) before mutate() queues the entry.
import { useRef, useState, type FormEvent } from 'react';
import { ENTRY_CATEGORIES, vatAllowed, VAT_RATES, type EntryCategory } from '../rules';
import { mutate, newId } from '../../../src/db';
import { cashbookDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import {
  dayInput,
  validateEntry,
  type EntryField,
  type EntryInput,
  type FieldErrors,
} from './validation';
import { errorText, focusField, submitOnEnter } from '../../../src/ui/register/formHelpers';
import { Field } from '../../../src/ui/FormField';

const t = cashbookDe;

export const ENTRY_FIELDS: readonly EntryField[] = ['day', 'category', 'text', 'amount', 'vatRate'];

export function EntryForm({
  lieferkundeNr,
  lastClosed,
  today,
  onStatus,
}: {
  lieferkundeNr: number;
  lastClosed: string | null;
  today: string;
  onStatus: (message: string) => void;
}) {
  const [input, setInput] = useState<EntryInput>({
    day: dayInput(today),
    category: 'einnahme',
    text: '',
    amount: '',
    vatRate: '10',
  });
  const [errors, setErrors] = useState<FieldErrors<EntryField>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const set = (field: EntryField) => (value: string) => {
    setInput((current) => {
      const next = { ...current, [field]: value };
      // Money moved in or out of the till has no VAT: the rate follows the category.
      if (field === 'category' && !vatAllowed(value as EntryCategory, Number(next.vatRate))) {
        next.vatRate = '0';
      }
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateEntry(input, lastClosed);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusField(
        formRef.current,
        ENTRY_FIELDS.find((f) => checked.errors[f]),
      );
      return;
    }
    try {
      await mutate('cashbook.addEntry', { id: newId(), lieferkundeNr, ...checked.value });
    } catch (error) {
      setErrors({ text: errorText(error) });
      return;
    }
    setErrors({});
    // The day, category and rate stay for the next receipt of the same kind.
    setInput((current) => ({ ...current, text: '', amount: '' }));
    onStatus(t.form.saved(checked.value.text));
    focusField(formRef.current, 'day');
  };

  return (
    <form
      ref={formRef}
      aria-label={t.form.title}
      data-testid="cashbook-entry-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="rounded-md border border-slate-200 bg-white p-4 print:hidden"
    >
      <h2 className="text-base font-semibold text-slate-900">{t.form.title}</h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-[10rem_11rem_1fr_9rem_7rem_auto]">
        <Field label={t.form.day} error={errors.day}>
          {(props) => (
            <input
              {...props}
              name="day"
              type="text"
              autoComplete="off"
              placeholder={t.form.dayPlaceholder}
              value={input.day}
              onChange={(e) => set('day')(e.target.value)}
            />
          )}
        </Field>
        <Field label={t.form.category} error={errors.category}>
          {(props) => (
            <select
              {...props}
              name="category"
              onKeyDown={submitOnEnter}
              value={input.category}
              onChange={(e) => set('category')(e.target.value)}
            >
              {ENTRY_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t.category[c]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.form.text} error={errors.text}>
          {(props) => (
            <input
              {...props}
              name="text"
              type="text"
              autoComplete="off"
              value={input.text}
              onChange={(e) => set('text')(e.target.value)}
            />
          )}
        </Field>
        <Field label={t.form.amount} error={errors.amount}>
          {(props) => (
            <input
              {...props}
              name="amount"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={input.amount}
              onChange={(e) => set('amount')(e.target.value)}
            />
          )}
        </Field>
        <Field label={t.form.vat} error={errors.vatRate}>
          {(props) => (
            <select
              {...props}
              name="vatRate"
              onKeyDown={submitOnEnter}
              value={input.vatRate}
              onChange={(e) => set('vatRate')(e.target.value)}
            >
              {VAT_RATES.map((rate) => (
                <option key={rate} value={String(rate)}>
                  {t.vat(rate)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="pt-6">
          <Button type="submit">{t.form.submit}</Button>
        </div>
      </div>
      <p className="mt-2 text-xs text-slate-500">{t.form.amountHint}</p>
    </form>
  );
}
