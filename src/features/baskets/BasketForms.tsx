// The small forms of the plain basket pages. Each validates at the field (German message) and
// only then calls mutate(); a MutationError is shown at the field too, nothing typed is lost.
import { useState, type FormEvent, type ReactNode } from 'react';
import { mutate, newId } from '../../db';
import { de } from '../../i18n/de';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { errorText, parseLabel, parseNote, parsePzn, parseQuantity } from './validation';

type Errors = Partial<Record<string, string>>;

function FormBox({
  title,
  testId,
  onSubmit,
  children,
}: {
  title: string;
  testId: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const handle = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      aria-label={title}
      data-testid={testId}
      noValidate
      onSubmit={handle}
      className="rounded-md border border-slate-200 bg-white p-4"
    >
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <div className="mt-3 flex flex-wrap items-start gap-3">{children}</div>
    </form>
  );
}

// Aligned with the inputs (below their labels), also when an error shows under a field.
const SUBMIT_ROW = 'pt-6';

export function CreateBasketForm({
  lieferkundeNr,
  onCreated,
}: {
  lieferkundeNr: number;
  onCreated: (id: string) => void;
}) {
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = async () => {
    const parsed = parseLabel(label);
    if (!parsed.ok) return setErrors({ label: parsed.error });
    const id = newId();
    try {
      await mutate('basket.create', { id, lieferkundeNr, label: parsed.value });
      setLabel('');
      setErrors({});
      onCreated(id);
    } catch (e) {
      setErrors({ label: errorText(e) });
    }
  };

  return (
    <FormBox
      title={de.baskets.createTitle}
      testId="basket-create-form"
      onSubmit={() => void submit()}
    >
      <div className="min-w-60 flex-1">
        <TextField
          label={de.baskets.labelField}
          name="label"
          value={label}
          onChange={setLabel}
          error={errors.label}
          autoComplete="off"
        />
      </div>
      <div className={SUBMIT_ROW}>
        <Button type="submit" data-testid="basket-create-submit">
          {de.baskets.create}
        </Button>
      </div>
    </FormBox>
  );
}

export function RenameBasketForm({ id, label }: { id: string; label: string }) {
  const [value, setValue] = useState(label);
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState(false);

  const submit = async () => {
    setDone(false);
    const parsed = parseLabel(value);
    if (!parsed.ok) return setErrors({ label: parsed.error });
    try {
      await mutate('basket.rename', { id, label: parsed.value });
      setErrors({});
      setDone(true);
    } catch (e) {
      setErrors({ label: errorText(e) });
    }
  };

  return (
    <FormBox
      title={de.baskets.renameTitle}
      testId="basket-rename-form"
      onSubmit={() => void submit()}
    >
      <div className="min-w-60 flex-1">
        <TextField
          label={de.baskets.labelField}
          name="label"
          value={value}
          onChange={(text) => {
            setValue(text);
            setDone(false);
          }}
          error={errors.label}
          autoComplete="off"
        />
      </div>
      <div className={`${SUBMIT_ROW} flex items-center gap-3`}>
        <Button type="submit" variant="secondary" data-testid="basket-rename-submit">
          {de.baskets.rename}
        </Button>
        <span role="status" className="text-sm text-slate-600">
          {done ? de.baskets.renamed : ''}
        </span>
      </div>
    </FormBox>
  );
}

export function AddArticleForm({
  basketId,
  onAdded,
}: {
  basketId: string;
  onAdded: (message: string) => void;
}) {
  const [pzn, setPzn] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [errors, setErrors] = useState<Errors>({});

  const submit = async () => {
    const p = parsePzn(pzn);
    const q = parseQuantity(quantity);
    if (!p.ok || !q.ok) {
      return setErrors({ pzn: p.ok ? undefined : p.error, quantity: q.ok ? undefined : q.error });
    }
    try {
      await mutate('basket.addRow', { basketId, rowId: newId(), pzn: p.value, quantity: q.value });
      setPzn('');
      setQuantity('1');
      setErrors({});
      onAdded(de.baskets.rowAdded);
    } catch (e) {
      setErrors({ pzn: errorText(e) });
    }
  };

  return (
    <FormBox
      title={de.baskets.addArticleTitle}
      testId="add-article-form"
      onSubmit={() => void submit()}
    >
      <div className="w-40">
        <TextField
          label={de.baskets.pzn}
          name="pzn"
          value={pzn}
          onChange={setPzn}
          error={errors.pzn}
          autoComplete="off"
        />
      </div>
      <div className="w-28">
        <TextField
          label={de.baskets.quantity}
          name="quantity"
          value={quantity}
          onChange={setQuantity}
          error={errors.quantity}
          autoComplete="off"
        />
      </div>
      <div className={SUBMIT_ROW}>
        <Button type="submit" data-testid="add-article-submit">
          {de.baskets.addArticle}
        </Button>
      </div>
    </FormBox>
  );
}

export function AddNoteForm({
  basketId,
  onAdded,
}: {
  basketId: string;
  onAdded: (message: string) => void;
}) {
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = async () => {
    const parsed = parseNote(note);
    if (!parsed.ok) return setErrors({ note: parsed.error });
    try {
      await mutate('basket.addRow', { basketId, rowId: newId(), note: parsed.value });
      setNote('');
      setErrors({});
      onAdded(de.baskets.rowAdded);
    } catch (e) {
      setErrors({ note: errorText(e) });
    }
  };

  return (
    <FormBox title={de.baskets.addNoteTitle} testId="add-note-form" onSubmit={() => void submit()}>
      <div className="min-w-60 flex-1">
        <TextField
          label={de.baskets.note}
          name="note"
          value={note}
          onChange={setNote}
          error={errors.note}
          autoComplete="off"
        />
      </div>
      <div className={SUBMIT_ROW}>
        <Button type="submit" variant="secondary" data-testid="add-note-submit">
          {de.baskets.addNote}
        </Button>
      </div>
    </FormBox>
  );
}
