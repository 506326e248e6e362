// A wish list hands rows to a basket: the target basket (the primary one by default, or a new
// one when the customer has none) and copy or move for the selected rows, or all rows.
import {
  Field,
  Label,
  Listbox,
  ListboxButton,
  ListboxOption,
  ListboxOptions,
} from '@headlessui/react';
import type { BasketRow } from '../../contract';
import { de } from '../../../../src/i18n/de';
import { buttonClass, FOCUS_RING } from '../../../../src/ui/Button';
import { ChevronIcon } from '../../../../src/ui/icons';

const t = de.shop.transfer;

/** The target: a basket id, or NEW_BASKET to create one first. */
export const NEW_BASKET = 'new';

export function targetLabel(target: string, baskets: readonly BasketRow[]): string {
  const basket = baskets.find((b) => b.id === target);
  if (!basket) return t.newBasket;
  return basket.primary ? `${basket.label} (${de.baskets.kind.warenkorb.primary})` : basket.label;
}

export function TransferControls({
  baskets,
  target,
  onTarget,
  selectedCount,
  rowCount,
  busy,
  onTransfer,
}: {
  baskets: readonly BasketRow[];
  target: string;
  onTarget: (target: string) => void;
  selectedCount: number;
  rowCount: number;
  busy: boolean;
  onTransfer: (move: boolean) => void;
}) {
  const options = [...baskets.map((b) => b.id), ...(baskets.length === 0 ? [NEW_BASKET] : [])];
  const disabled = busy || rowCount === 0;
  return (
    <div
      data-testid="transfer-controls"
      className="flex flex-wrap items-end gap-3 rounded-md border border-slate-200 bg-white p-3"
    >
      <Field className="min-w-56">
        <Label className="block text-sm font-medium text-slate-800">{t.target}</Label>
        <Listbox value={target} onChange={onTarget}>
          <ListboxButton
            data-testid="transfer-target"
            className={`mt-1 flex w-full items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-left text-sm text-slate-900 ${FOCUS_RING}`}
          >
            <span className="truncate">{targetLabel(target, baskets)}</span>
            <ChevronIcon width={16} height={16} />
          </ListboxButton>
          <ListboxOptions
            anchor="bottom start"
            className="z-40 mt-1 w-(--button-width) rounded-md border border-slate-200 bg-white py-1 shadow-lg focus:outline-none"
          >
            {options.map((id) => (
              <ListboxOption
                key={id}
                value={id}
                className="cursor-pointer px-3 py-1.5 text-sm text-slate-800 data-focus:bg-brand-50 data-selected:font-semibold"
              >
                {targetLabel(id, baskets)}
              </ListboxOption>
            ))}
          </ListboxOptions>
        </Listbox>
      </Field>
      <p className="pb-2 text-sm text-slate-600" aria-live="polite">
        {selectedCount > 0 ? t.selected(selectedCount) : null}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass('secondary')}
          data-testid="transfer-copy"
          disabled={disabled}
          onClick={() => onTransfer(false)}
        >
          {selectedCount > 0 ? t.copySelected(selectedCount) : t.copyAll}
        </button>
        <button
          type="button"
          className={buttonClass('secondary')}
          data-testid="transfer-move"
          disabled={disabled}
          onClick={() => onTransfer(true)}
        >
          {selectedCount > 0 ? t.moveSelected(selectedCount) : t.moveAll}
        </button>
      </div>
    </div>
  );
}
