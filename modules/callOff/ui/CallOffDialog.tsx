// 'Abrufen': the quantity of a call-off, 1 to what the agreement still has open (less what the
// baskets already hold), checked with valibot before anything is queued.
import { Description, DialogPanel, DialogTitle } from '@headlessui/react';
import { useId, useState, type FormEvent } from 'react';
import { formatEuro } from '../../../src/catalogue/money';
import { de } from '../../../src/i18n/de';
import { Button } from '../../../src/ui/Button';
import { TextField } from '../../../src/ui/TextField';
import { parseCallOffQuantity, type AgreementView } from './rules';
import { callOffDe } from '../texts.de';
import { ModalDialog } from '../../../src/ui/ModalDialog';

const t = callOffDe;

export function CallOffDialog({
  view,
  onSubmit,
  onClose,
}: {
  view: AgreementView | null;
  /** Puts the quantity into a basket; rejects with a German message. */
  onSubmit: (view: AgreementView, quantity: number) => Promise<void>;
  onClose: () => void;
}) {
  return (
    <ModalDialog open={view !== null} onClose={onClose}>
      {view && <CallOffForm view={view} onSubmit={onSubmit} onClose={onClose} />}
    </ModalDialog>
  );
}

function CallOffForm({
  view,
  onSubmit,
  onClose,
}: {
  view: AgreementView;
  onSubmit: (view: AgreementView, quantity: number) => Promise<void>;
  onClose: () => void;
}) {
  const [text, setText] = useState(String(Math.min(view.callable, 1)));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const hintId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseCallOffQuantity(text, view.callable);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(view, parsed.quantity);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : de.errors.generic);
      setBusy(false);
    }
  };

  return (
    <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
      <DialogTitle className="text-lg font-semibold text-slate-900">
        {t.dialog.title(view.agreement.name)}
      </DialogTitle>
      <Description className="mt-2 text-slate-600">
        {t.dialog.text(view.callable, formatEuro(view.agreement.priceCents))}
      </Description>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
        <TextField
          label={t.dialog.quantity}
          name="quantity"
          value={text}
          onChange={(value) => {
            setText(value);
            setError(undefined);
          }}
          error={error}
          autoComplete="off"
          extraDescribedBy={hintId}
        >
          <p id={hintId} className="mt-1 text-sm text-slate-600">
            {t.dialog.hint(view.callable)}
          </p>
        </TextField>
        <div className="flex justify-end gap-3">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t.dialog.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {t.dialog.submit}
          </Button>
        </div>
      </form>
    </DialogPanel>
  );
}
