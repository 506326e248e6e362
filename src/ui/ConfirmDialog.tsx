import { Description, DialogPanel, DialogTitle } from '@headlessui/react';
import { de } from '../i18n/de';
import { Button } from './Button';
import { ModalDialog } from './ModalDialog';

export function ConfirmDialog({
  open,
  title,
  text,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  text: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ModalDialog open={open} onClose={onCancel}>
      <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
        <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
        <Description className="mt-2 text-slate-600">{text}</Description>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="secondary" onClick={onCancel}>
            {de.dialog.cancel}
          </Button>
          <Button onClick={onConfirm}>{de.dialog.confirm}</Button>
        </div>
      </DialogPanel>
    </ModalDialog>
  );
}
