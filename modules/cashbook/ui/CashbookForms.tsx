// The cash book's day closing with the counted cash and the reversal of an entry (entering
// receipts: ./EntryForm.tsx). Each validates at its fields (German messages,
// modules/cashbook/ui/validation.ts) and only then calls mutate().
import { Description, DialogPanel, DialogTitle } from '@headlessui/react';
import { useRef, useState, type FormEvent } from 'react';
import type { CashbookEntryRow } from '../contract';
import { balanceUpTo } from '../rules';
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
  validateReversalDay,
  type ClosingField,
  type ClosingInput,
  type FieldErrors,
} from './validation';
import { errorText, focusField } from '../../../src/ui/register/formHelpers';
import { Field } from '../../../src/ui/FormField';
import { ModalDialog } from '../../../src/ui/ModalDialog';

const t = cashbookDe;

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
    <ModalDialog open={entry !== null} onClose={onClose}>
      <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
        <DialogTitle className="text-lg font-semibold text-slate-900">
          {t.reverse.title}
        </DialogTitle>
        <form noValidate onSubmit={(event) => void submit(event)} data-testid="cashbook-reversal">
          <Description className="mt-2 text-slate-600">
            {entry ? t.reverse.question(receipt, entry.text, formatEuro(entry.amountCents)) : null}
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
    </ModalDialog>
  );
}
