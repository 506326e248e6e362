// The cash book's forms: entering receipts (by keyboard: Enter books, focus returns to the first
// field), the day closing with the counted cash, and the reversal of an entry. Each validates at
// its fields (German messages, modules/cashbook/ui/validation.ts) and only then calls mutate().
import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useRef, useState, type FormEvent } from 'react';
import type { CashbookEntryRow } from '../contract';
import { balanceUpTo, ENTRY_CATEGORIES, vatAllowed, VAT_RATES, type EntryCategory } from '../rules';
import { formatEuro } from '../../../src/catalogue/money';
import { mutate, newId } from '../../../src/db';
import { cashbookDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import { ConfirmDialog } from '../../../src/ui/ConfirmDialog';
import {
  dayInput,
  parseDay,
  parseEuro,
  validateClosing,
  validateEntry,
  validateReversalDay,
  type ClosingField,
  type ClosingInput,
  type EntryField,
  type EntryInput,
  type FieldErrors,
} from './validation';
import { errorText, focusField, submitOnEnter } from '../../../src/ui/register/formHelpers';
import { Field } from '../../../src/ui/FormField';

const t = cashbookDe;

const ENTRY_FIELDS: readonly EntryField[] = ['day', 'category', 'text', 'amount', 'vatRate'];

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

export function ClosingForm({
  lieferkundeNr,
  lastClosed,
  today,
  entries,
  onStatus,
}: {
  lieferkundeNr: number;
  lastClosed: string | null;
  today: string;
  entries: readonly CashbookEntryRow[];
  onStatus: (message: string) => void;
}) {
  const [input, setInput] = useState<ClosingInput>({ day: dayInput(today), counted: '' });
  const [errors, setErrors] = useState<FieldErrors<ClosingField>>({});
  const [confirming, setConfirming] = useState<{ day: string; countedCents: number } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const book = balanceUpTo(entries, parseDay(input.day) ?? '');
  const counted = parseEuro(input.counted, true);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateClosing(input, lastClosed);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusField(formRef.current, checked.errors.day ? 'day' : 'counted');
      return;
    }
    setErrors({});
    setConfirming(checked.value);
  };

  // A double click on 'Ja' must not queue the closing twice.
  const busy = useRef(false);
  const close = async () => {
    if (!confirming || busy.current) return;
    busy.current = true;
    setConfirming(null);
    try {
      await mutate('cashbook.closeDay', {
        id: newId(),
        lieferkundeNr,
        ...confirming,
        differenceEntryId: newId(),
      });
    } catch (error) {
      setErrors({ counted: errorText(error) });
      return;
    } finally {
      busy.current = false;
    }
    setInput((current) => ({ ...current, counted: '' }));
    onStatus(t.closing.done(confirming.day));
  };

  return (
    <form
      ref={formRef}
      aria-label={t.closing.title}
      data-testid="cashbook-closing-form"
      noValidate
      onSubmit={submit}
      className="rounded-md border border-slate-200 bg-white p-4 print:hidden"
    >
      <h2 className="text-base font-semibold text-slate-900">{t.closing.title}</h2>
      <p className="mt-1 text-sm text-slate-600">
        {lastClosed ? t.closing.lastClosed(lastClosed) : t.closing.noneClosed}
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-[10rem_12rem_auto]">
        <Field label={t.closing.day} error={errors.day}>
          {(props) => (
            <input
              {...props}
              name="day"
              type="text"
              autoComplete="off"
              placeholder={t.form.dayPlaceholder}
              value={input.day}
              onChange={(e) => setInput((c) => ({ ...c, day: e.target.value }))}
            />
          )}
        </Field>
        <Field label={t.closing.counted} error={errors.counted}>
          {(props) => (
            <input
              {...props}
              name="counted"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={input.counted}
              onChange={(e) => setInput((c) => ({ ...c, counted: e.target.value }))}
            />
          )}
        </Field>
        <div className="pt-6">
          <Button type="submit">{t.closing.submit}</Button>
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-700" data-testid="cashbook-closing-figures">
        {t.closing.bookBalance(formatEuro(book))}
        {'cents' in counted ? ` · ${t.closing.difference(formatEuro(counted.cents - book))}` : ''}
      </p>
      <ConfirmDialog
        open={confirming !== null}
        title={t.closing.confirmTitle}
        text={confirming ? t.closing.confirm(confirming.day) : ''}
        onConfirm={() => void close()}
        onCancel={() => setConfirming(null)}
      />
    </form>
  );
}

export function ReversalDialog({
  entry,
  receipt,
  lastClosed,
  today,
  onDone,
  onClose,
}: {
  entry: CashbookEntryRow | null;
  receipt: string;
  lastClosed: string | null;
  today: string;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const [day, setDay] = useState(dayInput(today));
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!entry) return;
    const checked = validateReversalDay(day, lastClosed);
    if ('error' in checked) return setError(checked.error);
    const parsed = checked.day;
    try {
      await mutate('cashbook.reverse', { id: newId(), originalId: entry.id, day: parsed });
    } catch (failure) {
      return setError(errorText(failure));
    }
    setError(undefined);
    onDone(t.reverse.done);
  };

  return (
    <Dialog open={entry !== null} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">
            {t.reverse.title}
          </DialogTitle>
          <form noValidate onSubmit={(event) => void submit(event)} data-testid="cashbook-reversal">
            <Description className="mt-2 text-slate-600">
              {entry
                ? t.reverse.question(receipt, entry.text, formatEuro(entry.amountCents))
                : null}
            </Description>
            <div className="mt-4">
              <Field label={t.reverse.day} error={error}>
                {(props) => (
                  <input
                    {...props}
                    name="day"
                    type="text"
                    autoComplete="off"
                    placeholder={t.form.dayPlaceholder}
                    value={day}
                    onChange={(e) => setDay(e.target.value)}
                  />
                )}
              </Field>
            </div>
            <div className="mt-6 flex justify-end gap-3">
              <Button variant="secondary" onClick={onClose}>
                {t.reverse.cancel}
              </Button>
              <Button type="submit" variant="danger">
                {t.reverse.confirm}
              </Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
