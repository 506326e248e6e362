// A supplier basket's forms (issue 15): adding a note row, and ordering with an optional note once
// the minimum order value is reached.
import { useId, useState, type FormEvent } from 'react';
import type { SupplierArticleRow, SupplierBasketRow, SupplierRow } from '../contract';
import { ROW_NOTE_MAX } from '../contract';
import { formatEuro } from '../../../src/catalogue/money';
import { mutate, newId, useSyncStatus } from '../../../src/db';
import { suppliersDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import { errorText, parseNote } from '../../shop/ui';
import { basketFacts, parseOrderNote } from './logic';
import { FieldAlert } from '../../../src/ui/FieldAlert';
import { FieldLabel } from '../../../src/ui/FormField';

const t = suppliersDe.basket;
const o = suppliersDe.order;
const CONTROL =
  'mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 shadow-sm focus:outline-2 focus:outline-brand-600';

export function NoteForm({
  lieferkundeNr,
  supplierId,
  onSay,
}: {
  lieferkundeNr: number;
  supplierId: string;
  onSay: (message: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseNote(text);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    try {
      await mutate('supplierBasket.addRows', {
        lieferkundeNr,
        supplierId,
        rows: [{ rowId: newId(), note: parsed.value }],
      });
      setText('');
      setError(null);
      onSay(t.noteAdded);
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-wrap items-end gap-2">
      <div className="min-w-64 flex-1">
        <FieldLabel htmlFor={id}>{t.noteField}</FieldLabel>
        <input
          id={id}
          type="text"
          maxLength={ROW_NOTE_MAX + 50}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${CONTROL} ${error ? 'border-red-600' : 'border-slate-300'}`}
        />
      </div>
      <Button variant="secondary" type="submit">
        {t.addNote}
      </Button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}

export function OrderForm({
  supplier,
  lieferkundeNr,
  rows,
  assortment,
  onPlaced,
}: {
  supplier: SupplierRow;
  lieferkundeNr: number;
  rows: readonly SupplierBasketRow[];
  assortment: ReadonlyMap<string, SupplierArticleRow>;
  onPlaced: (orderId: string) => void;
}) {
  const id = useId();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const offline = useSyncStatus().connectivity !== 'online';
  const facts = basketFacts(rows, assortment, supplier.minOrderCents);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = parseOrderNote(note);
    if (!parsed.ok) {
      setNoteError(parsed.error);
      return;
    }
    if (facts.articleRows === 0) {
      setError(o.empty);
      return;
    }
    if (facts.missingCents > 0) {
      // Nothing is queued: the server would refuse it the same way.
      setError(o.belowMinimum(formatEuro(supplier.minOrderCents), formatEuro(facts.valueCents)));
      return;
    }
    setBusy(true);
    try {
      const orderId = newId();
      await mutate('supplierOrder.place', {
        orderId,
        lieferkundeNr,
        supplierId: supplier.id,
        note: parsed.value,
      });
      setNote('');
      onPlaced(orderId);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="supplier-order-form"
      className="space-y-3 rounded-md border border-slate-200 bg-white p-4"
    >
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {o.title}
      </h3>
      <div>
        <FieldLabel htmlFor={`${id}-note`}>{o.noteLabel}</FieldLabel>
        <textarea
          id={`${id}-note`}
          rows={2}
          value={note}
          onChange={(e) => {
            setNote(e.target.value);
            setNoteError(null);
          }}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? `${id}-note-error` : undefined}
          className={`${CONTROL} ${noteError ? 'border-red-600' : 'border-slate-300'}`}
        />
        <FieldAlert id={`${id}-note-error`} error={noteError} />
      </div>
      {offline ? <p className="text-sm text-slate-700">{o.offlineHint}</p> : null}
      <Button type="submit" disabled={busy} data-testid="supplier-order-submit">
        {o.submit}
      </Button>
      {error ? (
        <p role="alert" data-testid="supplier-order-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
