// The form that announces a return of one delivered line: quantity, reason, batch, expiry and
// the storage confirmations, checked (./logic.ts) before mutate() queues it.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ReturnLineRow, ReturnRow } from '../contract';
import {
  creditAtAep,
  RETURN_REASONS,
  returnableQuantity,
  ruleProblem,
  type ReturnReason,
} from '../rules';
import { formatEuro } from '../../../src/catalogue/money';
import { mutate, newId } from '../../../src/db';
import { returnsDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import { Field } from '../../../src/ui/FormField';
import { DayField, QuantityField, SelectField, TextInputField } from '../../../src/ui/fields';
import { Check } from '../../../src/ui/register/Check';
import { checkReturn, formatDay, ruleText, type ReturnField, type ReturnInput } from './logic';
import { errorText } from '../../../src/ui/register/formHelpers';
import { CARD } from '../../../src/ui/register/styles';

const t = returnsDe;

export function ReturnForm({
  line,
  returns,
  today,
  onDone,
  onCancel,
}: {
  line: ReturnLineRow;
  returns: readonly ReturnRow[];
  today: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const [input, setInput] = useState<ReturnInput>({
    quantity: '1',
    reason: '',
    note: '',
    batch: line.batch ?? '',
    expiry: line.expiry ? formatDay(line.expiry) : '',
    storage: false,
    coldChain: false,
  });
  const [errors, setErrors] = useState<Partial<Record<ReturnField, string>>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  // The focus goes to the form once a line is chosen.
  useEffect(() => heading.current?.focus(), []);
  const left = returnableQuantity(line, returns);
  const set = <K extends ReturnField>(key: K, value: ReturnInput[K]) =>
    setInput((previous) => ({ ...previous, [key]: value }));
  // The rule of the chosen reason shows at once, not only on submit.
  const problem = input.reason ? ruleProblem(input.reason, line, today) : null;
  const reasonError =
    errors.reason ?? (problem && input.reason ? ruleText(problem, input.reason) : undefined);
  const quantity = Number(input.quantity);
  const expected =
    Number.isInteger(quantity) && quantity > 0
      ? formatEuro(creditAtAep(quantity, line.aepCents))
      : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkReturn(input, line, returns, today);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      await mutate('return.announce', {
        id: newId(),
        lieferkundeNr: line.lieferkundeNr,
        deliveryLineId: line.id,
        quantity: checked.quantity,
        reason: checked.reason,
        note: checked.note,
        batch: checked.batch,
        expiry: checked.expiry,
        storageConfirmed: true,
        coldChainConfirmed: checked.coldChain,
      });
      onDone(t.form.sent(line.name));
    } catch (error) {
      onDone(errorText(error));
    }
  };

  return (
    <form
      className={`${CARD} space-y-3`}
      aria-labelledby="return-form-title"
      data-testid="return-form"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <div>
        <h2
          id="return-form-title"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900"
        >
          {t.form.title}
        </h2>
        <p className="text-sm text-slate-700">{t.form.line(line.name, line.noteNo, line.day)}</p>
        <p className="text-xs text-slate-600">
          {[`PZN ${line.pzn}`, line.cold ? t.rules.cold : '', t.form.quantityHint(left)]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <QuantityField
          label={t.form.quantity}
          hint={t.form.quantityHint(left)}
          error={errors.quantity}
          value={input.quantity}
          onChange={(value) => set('quantity', value)}
        />
        <SelectField<ReturnReason>
          label={t.form.reason}
          error={reasonError}
          value={input.reason}
          onChange={(value) => set('reason', value)}
          placeholder={t.form.reasonPick}
          options={RETURN_REASONS.map((reason) => ({ value: reason, label: t.reason[reason] }))}
        />
        <TextInputField
          label={t.form.batch}
          error={errors.batch}
          value={input.batch}
          maxLength={40}
          onChange={(value) => set('batch', value)}
        />
        <DayField
          label={t.form.expiry}
          error={errors.expiry}
          value={input.expiry}
          onChange={(value) => set('expiry', value)}
        />
      </div>
      <Field
        label={input.reason === 'other' ? t.form.noteRequired : t.form.note}
        error={errors.note}
      >
        {(props) => (
          <textarea
            {...props}
            rows={2}
            value={input.note}
            onChange={(event) => set('note', event.target.value)}
          />
        )}
      </Field>
      <Check
        label={t.form.storage}
        checked={input.storage}
        error={errors.storage}
        onChange={(checked) => set('storage', checked)}
      />
      {line.cold ? (
        <Check
          label={t.form.coldChain}
          checked={input.coldChain}
          error={errors.coldChain}
          onChange={(checked) => set('coldChain', checked)}
        />
      ) : null}
      {expected ? (
        <p className="text-sm text-slate-700">{t.form.expectedCredit(expected)}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{t.form.submit}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t.form.cancel}
        </Button>
      </div>
    </form>
  );
}
