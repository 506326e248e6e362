// The registers' shared screen parts (drug book, medicine test, temperature log, cash book,
// returns, declarations of destruction): the status line that announces what a form did, and the
// body that waits for a delivery customer and for the local rows before it draws the register.
import type { ReactNode, Ref } from 'react';
import { Spinner } from '../Spinner';

/**
 * The polite live region under the heading. With `statusRef` it can take the focus (a form that
 * closes moves the focus there, so the message is read).
 */
export function StatusLine({
  status,
  testId,
  statusRef,
  printHidden = false,
}: {
  status: string;
  testId?: string;
  statusRef?: Ref<HTMLParagraphElement>;
  /** Left out of the printed register. */
  printHidden?: boolean;
}) {
  return (
    <p
      ref={statusRef}
      role="status"
      aria-live="polite"
      tabIndex={statusRef ? -1 : undefined}
      className={`text-sm text-brand-700${printHidden ? ' print:hidden' : ''}`}
      data-testid={testId}
    >
      {status}
    </p>
  );
}

/**
 * The register's body: a note while no delivery customer is chosen, a spinner while the local
 * rows load (`data` undefined), then the register drawn from them.
 */
export function RegisterBody<Data>({
  lieferkundeNr,
  data,
  noCustomer,
  loading,
  children,
}: {
  lieferkundeNr: number | null;
  data: Data | undefined;
  noCustomer: string;
  loading: string;
  children: (data: Data, lieferkundeNr: number) => ReactNode;
}) {
  if (lieferkundeNr === null) return <p className="text-slate-600">{noCustomer}</p>;
  if (data === undefined) return <Spinner label={loading} />;
  return <>{children(data, lieferkundeNr)}</>;
}
