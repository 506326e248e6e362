// The quantity of one basket row: Enter or leaving the field saves, Escape reverts, +/- step.
import { useId, useState } from 'react';
import { mutate } from '../../../../src/db';
import { de } from '../../../../src/i18n/de';
import { FOCUS_RING } from '../../../../src/ui/Button';
import { errorText, parseQuantity, QUANTITY_MAX, QUANTITY_MIN, stepQuantity } from './validation';
import { FieldAlert } from '../../../../src/ui/FieldAlert';

const STEP_BUTTON = `inline-flex size-8 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:text-slate-300 ${FOCUS_RING}`;

const saveQuantity = (rowId: string, quantity: number) =>
  mutate('basket.setQuantity', { rowId, quantity });

export function QuantityField({
  rowId,
  quantity,
  what,
  onSave = saveQuantity,
}: {
  rowId: string;
  quantity: number;
  /** The row's name for labels ('PZN 1234567'). */
  what: string;
  /** Queues the change (default: mutate 'basket.setQuantity'); rejects with a German message. */
  onSave?: (rowId: string, quantity: number) => Promise<void>;
}) {
  const id = useId();
  // null: not being edited, so a change from sync or another tab shows at once.
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const save = async (value: number) => {
    setError(null);
    if (value === quantity) return;
    try {
      await onSave(rowId, value);
    } catch (e) {
      setError(errorText(e));
    }
  };

  const commit = () => {
    if (draft === null) return;
    const parsed = parseQuantity(draft);
    if (!parsed.ok) {
      setError(parsed.error); // the draft stays so the user can correct it
      return;
    }
    setDraft(null);
    void save(parsed.value);
  };

  const step = (delta: number) => {
    setDraft(null);
    void save(stepQuantity(quantity, delta));
  };

  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={STEP_BUTTON}
          aria-label={de.baskets.decrease(what)}
          data-testid="row-decrease"
          disabled={quantity <= QUANTITY_MIN}
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label={de.baskets.quantityOf(what)}
          data-testid="row-quantity"
          value={draft ?? String(quantity)}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            } else if (event.key === 'Escape') {
              setDraft(null);
              setError(null);
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`w-16 rounded-md border px-2 sm:w-20 py-1 text-right text-slate-900 focus:outline-2 focus:outline-brand-600 ${error ? 'border-red-600' : 'border-slate-300'}`}
        />
        <button
          type="button"
          className={STEP_BUTTON}
          aria-label={de.baskets.increase(what)}
          data-testid="row-increase"
          disabled={quantity >= QUANTITY_MAX}
          onClick={() => step(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <FieldAlert id={errorId} error={error} />
    </div>
  );
}
