import {
  customerName,
  customerNumberText,
  type NumberConfig,
} from '../../platform/customerDisplay';
import { de } from '../../i18n/de';
import { FOCUS_RING } from '../../ui/Button';
import { StarIcon } from '../../ui/icons';
import type { Lieferkunde } from '../../worker/api';

/**
 * One delivery customer as a button. Its accessible name is its content: name, address, number
 * and, for the default customer, the text 'Standard Lieferkunde' (never the colour alone).
 */
export function CustomerCard({
  customer,
  numberConfig,
  current,
  onChoose,
}: {
  customer: Lieferkunde;
  numberConfig: NumberConfig | null;
  current: boolean;
  onChoose: () => void;
}) {
  const number = customerNumberText(customer, numberConfig);
  return (
    <button
      type="button"
      onClick={onChoose}
      title={customer.isDefault ? de.selector.defaultTooltip : undefined}
      data-testid={`lieferkunde-card-${customer.LieferkundeNr}`}
      className={`flex h-full w-full flex-col items-start rounded-lg border-2 p-4 text-left shadow-sm transition-colors hover:border-brand-600 ${FOCUS_RING} ${
        customer.isDefault ? 'border-green-600 bg-green-50' : 'border-slate-200 bg-white'
      }`}
    >
      <span className="font-semibold text-slate-900">{customerName(customer)}</span>
      <span className="text-sm text-slate-600">{customer.Strasse}</span>
      <span className="text-sm text-slate-600">
        {customer.Plz} {customer.Ort}
      </span>
      {number ? <span className="mt-2 text-sm font-medium text-slate-700">{number}</span> : null}
      {customer.isDefault || current ? (
        <span className="mt-2 flex flex-wrap gap-2">
          {customer.isDefault ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-green-700 px-2 py-0.5 text-xs font-medium text-white">
              <StarIcon width={14} height={14} />
              {de.selector.defaultTooltip}
            </span>
          ) : null}
          {current ? (
            <span className="inline-flex items-center rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800">
              {de.selector.current}
            </span>
          ) : null}
        </span>
      ) : null}
    </button>
  );
}
