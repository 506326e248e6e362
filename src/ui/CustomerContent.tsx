// The body of a delivery customer's screen (pre-order, stock levels, enclosed shipping): the
// screen's status line (what the last action did), then a hint when no delivery customer is
// chosen, a spinner while the local data loads, or the screen's content.
import type { ReactNode } from 'react';
import { Spinner } from './Spinner';

export function CustomerContent<Data>({
  status,
  statusTestId,
  lieferkundeNr,
  data,
  noCustomer,
  loading,
  children,
}: {
  status: string;
  statusTestId: string;
  lieferkundeNr: number | null;
  /** The screen's local data; undefined while it loads. */
  data: Data | undefined;
  noCustomer: string;
  loading: string;
  children: (data: Data, lieferkundeNr: number) => ReactNode;
}) {
  return (
    <>
      <p
        role="status"
        aria-live="polite"
        data-testid={statusTestId}
        className="text-sm text-emerald-800"
      >
        {status}
      </p>
      {lieferkundeNr === null ? (
        <p className="text-slate-600">{noCustomer}</p>
      ) : data === undefined ? (
        <Spinner label={loading} />
      ) : (
        children(data, lieferkundeNr)
      )}
    </>
  );
}
