// A modal dialog's frame: the headless dialog over a dimmed page, its content centred. The content
// (a DialogPanel, or a form holding one) is the caller's.
import { Dialog } from '@headlessui/react';
import type { ReactNode } from 'react';

export function ModalDialog({
  open = true,
  onClose,
  scrolls = false,
  children,
}: {
  open?: boolean;
  onClose: () => void;
  /** The content may be taller than the window: the frame scrolls. */
  scrolls?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div
        className={`fixed inset-0 flex items-center justify-center ${scrolls ? 'overflow-y-auto ' : ''}p-4`}
      >
        {children}
      </div>
    </Dialog>
  );
}
