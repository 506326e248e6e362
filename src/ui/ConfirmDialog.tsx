import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { de } from '../i18n/de';
import { Button } from './Button';

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
    <Dialog open={open} onClose={onCancel} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
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
      </div>
    </Dialog>
  );
}
