// The small forms of the list screens. Each validates at the field (German message) and only
// then calls mutate(); a MutationError is shown at the field too, nothing typed is lost.
import { Description, DialogPanel, DialogTitle } from '@headlessui/react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { BasketRow, ListKind } from '../../contract';
import { mutate, newId } from '../../../../src/db';
import { de } from '../../../../src/i18n/de';
import { Button } from '../../../../src/ui/Button';
import { TextField } from '../../../../src/ui/TextField';
import { listTexts } from './kinds';
import {
  errorText,
  INTERNAL_NOTE_MAX,
  parseInternalNote,
  parseLabel,
  parseNote,
} from './validation';
import { FieldLabel } from '../../../../src/ui/FormField';
import { ModalDialog } from '../../../../src/ui/ModalDialog';

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

/** Creates a list of `kind`; the label field is prefilled with the kind's name. */
export async function createList(
  lieferkundeNr: number,
  kind: ListKind,
  label: string,
): Promise<string> {
  const id = newId();
  await mutate('basket.create', { id, lieferkundeNr, label, kind });
  return id;
}

export function CreateListForm({
  lieferkundeNr,
  kind,
  onCreated,
}: {
  lieferkundeNr: number;
  kind: ListKind;
  onCreated: (id: string) => void;
}) {
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = async () => {
    const parsed = parseLabel(label);
    if (!parsed.ok) return setErrors({ label: parsed.error });
    try {
      const id = await createList(lieferkundeNr, kind, parsed.value);
      setLabel('');
      setErrors({});
      onCreated(id);
    } catch (e) {
      setErrors({ label: errorText(e) });
    }
  };

  return (
    <FormBox
      title={listTexts(kind).createTitle}
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
      onAdded(de.baskets.noteAdded);
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

/**
 * Rename a list and (for its owner) edit its internal note, in a dialog. Only what changed is
 * queued: a rename and a note change are separate mutations.
 */
export function EditListDialog({
  basket,
  owned,
  open,
  onClose,
  onSaved,
}: {
  basket: BasketRow;
  owned: boolean;
  open: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  return (
    <ModalDialog open={open} onClose={onClose}>
      <DialogPanel
        data-testid="basket-edit-dialog"
        className="w-full max-w-lg rounded-lg bg-white p-6 shadow-xl"
      >
        {/* Mounted per opening, so the fields start from the current values. */}
        {open ? (
          <EditListForm basket={basket} owned={owned} onClose={onClose} onSaved={onSaved} />
        ) : null}
      </DialogPanel>
    </ModalDialog>
  );
}

function EditListForm({
  basket,
  owned,
  onClose,
  onSaved,
}: {
  basket: BasketRow;
  owned: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const [label, setLabel] = useState(basket.label);
  const [note, setNote] = useState(basket.internalNote);
  const [errors, setErrors] = useState<Errors>({});
  const noteId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const l = parseLabel(label);
    const n = parseInternalNote(note);
    if (!l.ok || !n.ok) {
      return setErrors({ label: l.ok ? undefined : l.error, note: n.ok ? undefined : n.error });
    }
    try {
      if (l.value !== basket.label) {
        await mutate('basket.rename', { id: basket.id, label: l.value });
      }
      if (owned && n.value !== basket.internalNote) {
        await mutate('basket.setInternalNote', { id: basket.id, note: n.value });
      }
      onSaved(de.baskets.saved);
      onClose();
    } catch (e) {
      setErrors({ label: errorText(e) });
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <DialogTitle className="text-lg font-semibold text-slate-900">
        {de.baskets.editOf(basket.label)}
      </DialogTitle>
      <Description className="sr-only">{listTexts(basket.kind).one}</Description>
      <div className="mt-4 space-y-4">
        <TextField
          label={de.baskets.labelField}
          name="label"
          value={label}
          onChange={setLabel}
          error={errors.label}
          autoComplete="off"
        />
        {owned ? (
          <div>
            <FieldLabel htmlFor={noteId}>{de.baskets.internalNote}</FieldLabel>
            <textarea
              id={noteId}
              name="internalNote"
              rows={4}
              maxLength={INTERNAL_NOTE_MAX}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={`${noteId}-hint`}
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:outline-2 focus:outline-brand-600"
            />
            <p id={`${noteId}-hint`} className="mt-1 text-xs text-slate-500">
              {errors.note ?? de.baskets.internalNoteHint}
            </p>
          </div>
        ) : null}
      </div>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {de.dialog.cancel}
        </Button>
        <Button type="submit" data-testid="basket-edit-save">
          {de.baskets.save}
        </Button>
      </div>
    </form>
  );
}
