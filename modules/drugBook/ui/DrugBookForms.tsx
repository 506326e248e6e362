// The drug book's forms: an entry typed in (opening stock, issue, inventory) and the correction
// of an entry. Each checks its fields first (German messages at the field, ./logic.ts) and only
// then calls mutate(), which stores the change locally and queues it: offline it is sent once.
import { useId, useState, type FormEvent } from 'react';
import type { DrugBookEntryRow } from '../contract';
import type { EntryKind } from '../rules';
import { mutate, newId } from '../../../src/db';
import { drugBookDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import { FieldLabel, CONTROL, Field } from '../../../src/ui/FormField';
import {
  checkEntry,
  defaultDay,
  formatDay,
  todayVienna,
  type Article,
  type EntryField,
  type EntryInput,
} from './logic';
import { errorText } from '../../../src/ui/register/formHelpers';

const t = drugBookDe;
const CARD = 'rounded-md border border-slate-200 bg-white p-4 print:hidden';

const TYPED_KINDS = ['issue', 'opening', 'inventory'] as const satisfies readonly EntryKind[];

/** An issue, an opening stock or an inventory of the article shown. */
export function EntryForm({
  lieferkundeNr,
  article,
  book,
  onStatus,
}: {
  lieferkundeNr: number;
  article: Article;
  book: readonly DrugBookEntryRow[];
  onStatus: (message: string) => void;
}) {
  const today = todayVienna();
  const [kind, setKind] = useState<(typeof TYPED_KINDS)[number]>('issue');
  const [input, setInput] = useState<EntryInput>({
    day: formatDay(today),
    quantity: '',
    document: '',
  });
  const [errors, setErrors] = useState<Partial<Record<EntryField, string>>>({});
  const kindId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkEntry(kind, input, { today, book });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      await mutate('drugBook.enter', {
        id: newId(),
        lieferkundeNr,
        pzn: article.pzn,
        kind,
        day: checked.day,
        quantity: checked.quantity,
        document: checked.document,
        deliveryLineId: null,
      });
      setInput((previous) => ({ ...previous, quantity: '', document: '' }));
      onStatus(t.form.saved(t.kind[kind], article.name));
    } catch (error) {
      onStatus(errorText(error));
    }
  };

  return (
    <form className={CARD} onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="text-lg font-semibold text-slate-900">{t.form.title(article.name)}</h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <FieldLabel htmlFor={kindId}>{t.form.kind}</FieldLabel>
          <select
            id={kindId}
            className={`${CONTROL} border-slate-300`}
            value={kind}
            onChange={(event) => {
              const next = TYPED_KINDS.find((k) => k === event.target.value) ?? 'issue';
              setKind(next);
              setInput((previous) => ({ ...previous, day: formatDay(defaultDay(next, today)) }));
            }}
          >
            {TYPED_KINDS.map((k) => (
              <option key={k} value={k}>
                {t.kind[k]}
              </option>
            ))}
          </select>
        </div>
        <Field label={t.form.day} error={errors.day}>
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              value={input.day}
              onChange={(event) => setInput({ ...input, day: event.target.value })}
            />
          )}
        </Field>
        <Field label={t.form.quantity} error={errors.quantity}>
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              value={input.quantity}
              onChange={(event) => setInput({ ...input, quantity: event.target.value })}
            />
          )}
        </Field>
        <Field label={t.form.document} hint={t.form.documentHint[kind]} error={errors.document}>
          {(props) => (
            <input
              {...props}
              value={input.document}
              onChange={(event) => setInput({ ...input, document: event.target.value })}
            />
          )}
        </Field>
      </div>
      <Button type="submit" className="mt-3">
        {t.form.save}
      </Button>
    </form>
  );
}

/** The correction of `entry`: a new entry naming it, with the reason; the original stays. */
export function CorrectForm({
  entry,
  book,
  onClose,
  onStatus,
}: {
  entry: DrugBookEntryRow;
  book: readonly DrugBookEntryRow[];
  onClose: () => void;
  onStatus: (message: string) => void;
}) {
  const today = todayVienna();
  const [input, setInput] = useState<EntryInput>({
    day: formatDay(entry.day),
    quantity: String(entry.quantity),
    document: entry.document,
    note: '',
  });
  const [errors, setErrors] = useState<Partial<Record<EntryField, string>>>({});
  const title = t.correctForm.title(t.kind[entry.kind], formatDay(entry.day));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkEntry(entry.kind, input, { today, book, correctionOf: entry.id });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    try {
      await mutate('drugBook.correct', {
        id: newId(),
        originalId: entry.id,
        day: checked.day,
        quantity: checked.quantity,
        document: checked.document,
        note: checked.note,
      });
      onStatus(t.correctForm.saved);
      onClose();
    } catch (error) {
      onStatus(errorText(error));
    }
  };

  return (
    <form
      className={CARD}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={title}
      data-testid="drug-book-correct"
    >
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={t.form.day} error={errors.day}>
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              value={input.day}
              onChange={(event) => setInput({ ...input, day: event.target.value })}
            />
          )}
        </Field>
        <Field label={t.form.quantity} error={errors.quantity}>
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              value={input.quantity}
              onChange={(event) => setInput({ ...input, quantity: event.target.value })}
            />
          )}
        </Field>
        <Field label={t.form.document} error={errors.document}>
          {(props) => (
            <input
              {...props}
              value={input.document}
              onChange={(event) => setInput({ ...input, document: event.target.value })}
            />
          )}
        </Field>
        <Field label={t.correctForm.note} error={errors.note}>
          {(props) => (
            <input
              {...props}
              value={input.note ?? ''}
              onChange={(event) => setInput({ ...input, note: event.target.value })}
            />
          )}
        </Field>
      </div>
      <div className="mt-3 flex gap-2">
        <Button type="submit">{t.correctForm.save}</Button>
        <Button variant="secondary" onClick={onClose}>
          {t.correctForm.cancel}
        </Button>
      </div>
    </form>
  );
}
