// The frame of a screen's plain <table> (one without DataTable's phone cards): the box it scrolls
// in, the table, its caption, the head row (TableHead) and the body; the screen writes the rows.
// Written once instead of the same frame around each module's table. The raw-controls ratchet
// counts it as a raw table: a screen using it still belongs on the way to DataTable.
import type { ReactNode } from 'react';
import { TableHead, type HeadCell } from './TableHead';

/** The usual body of the screens' tables: a thin line between rows. */
export const ROW_LINES = 'divide-y divide-slate-100';

export function PlainTable({
  box,
  className = 'min-w-full text-sm',
  testId,
  caption,
  captionClassName = 'sr-only',
  head,
  headClassName,
  bodyClassName = ROW_LINES,
  children,
}: {
  /** Classes of the box around the table (it scrolls sideways inside itself). */
  box: string;
  className?: string;
  testId?: string;
  /** The table's name; shown to screen readers only unless captionClassName says otherwise. */
  caption?: ReactNode;
  captionClassName?: string;
  head: readonly HeadCell[];
  /** Classes of the head band (TableHead's light grey band when left out). */
  headClassName?: string;
  /** Classes of the body; null for none. */
  bodyClassName?: string | null;
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <div className={box}>
      <table className={className} data-testid={testId}>
        {caption === undefined ? null : <caption className={captionClassName}>{caption}</caption>}
        <TableHead cells={head} className={headClassName} />
        <tbody className={bodyClassName ?? undefined}>{children}</tbody>
      </table>
    </div>
  );
}
