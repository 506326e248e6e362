// The grouped view's switch: none, by availability, by manufacturer (a radio group).
import { Field, Label, Radio, RadioGroup } from '@headlessui/react';
import { de } from '../../../../src/i18n/de';
import { FOCUS_RING } from '../../../../src/ui/Button';
import { GROUPINGS, type Grouping } from './totals';

const t = de.shop.grouping;

export function GroupingPicker({
  value,
  onChange,
}: {
  value: Grouping;
  onChange: (grouping: Grouping) => void;
}) {
  return (
    <Field className="flex flex-wrap items-center gap-2">
      <Label className="text-sm font-medium text-slate-800">{t.label}</Label>
      <RadioGroup
        value={value}
        onChange={onChange}
        data-testid="grouping"
        className="inline-flex overflow-hidden rounded-md border border-slate-300 bg-white"
      >
        {GROUPINGS.map((grouping) => (
          <Radio
            key={grouping}
            value={grouping}
            data-testid={`grouping-${grouping}`}
            className={`cursor-pointer border-l border-slate-300 px-3 py-1.5 text-sm text-slate-800 first:border-l-0 hover:bg-slate-100 data-checked:bg-brand-700 data-checked:font-semibold data-checked:text-white ${FOCUS_RING}`}
          >
            {t[grouping]}
          </Radio>
        ))}
      </RadioGroup>
    </Field>
  );
}
