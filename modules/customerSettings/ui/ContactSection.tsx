// The contact part of the customer settings form: the confirmation e-mail (with a test mail),
// the note printed on every order and the contact phone.
import { useId } from 'react';
import type { CustomerSettingsValue } from '../rules';
import { customerSettingsDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import { TextField } from '../../../src/ui/TextField';
import { noteCharactersLeft } from './customerSettingsForm';
import type { TestState } from './useCustomerSettings';
import { FieldLabel } from '../../../src/ui/FormField';

const t = customerSettingsDe;

interface Props {
  readonly values: CustomerSettingsValue;
  readonly errors: Partial<Record<keyof CustomerSettingsValue, string>>;
  readonly update: (change: Partial<CustomerSettingsValue>) => void;
  readonly touch: () => void;
  readonly test: TestState;
  readonly sendTest: () => Promise<void>;
}

export function ContactSection({
  values: shownValues,
  errors: shownErrors,
  update,
  touch,
  test,
  sendTest,
}: Props) {
  const noteId = useId();
  const noteHintId = useId();
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold text-slate-900">{t.sections.contact}</legend>
      <TextField
        label={t.fields.confirmationEmail}
        name="confirmationEmail"
        type="email"
        autoComplete="email"
        value={shownValues.confirmationEmail}
        onChange={(confirmationEmail) => update({ confirmationEmail })}
        onBlur={touch}
        error={shownErrors.confirmationEmail}
      >
        <p className="mt-1 text-sm text-slate-600">{t.fields.confirmationEmailHint}</p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            onClick={() => void sendTest()}
            disabled={test.kind === 'sending'}
          >
            {test.kind === 'sending' ? t.testing : t.test}
          </Button>
          <p role="status" className="text-sm">
            {test.kind === 'sent' ? (
              <span className="text-emerald-800">{t.testSent(test.to)}</span>
            ) : null}
            {test.kind === 'failed' ? <span className="text-red-700">{test.message}</span> : null}
          </p>
        </div>
      </TextField>
      <div>
        <FieldLabel htmlFor={noteId}>{t.fields.orderNote}</FieldLabel>
        <textarea
          id={noteId}
          name="orderNote"
          rows={3}
          value={shownValues.orderNote}
          onChange={(event) => update({ orderNote: event.target.value })}
          onBlur={touch}
          aria-invalid={shownErrors.orderNote ? true : undefined}
          aria-describedby={noteHintId}
          className={`mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${shownErrors.orderNote ? 'border-red-600' : 'border-slate-300'}`}
        />
        <p id={noteHintId} className="mt-1 text-sm text-slate-600">
          {shownErrors.orderNote ? (
            <span className="text-red-700">{shownErrors.orderNote} </span>
          ) : null}
          {t.fields.orderNoteHint(Math.max(0, noteCharactersLeft(shownValues.orderNote)))}
        </p>
      </div>
      <TextField
        label={t.fields.contactPhone}
        name="contactPhone"
        type="tel"
        autoComplete="tel"
        value={shownValues.contactPhone}
        onChange={(contactPhone) => update({ contactPhone })}
        onBlur={touch}
        error={shownErrors.contactPhone}
      >
        <p className="mt-1 text-sm text-slate-600">{t.fields.contactPhoneHint}</p>
      </TextField>
    </fieldset>
  );
}
