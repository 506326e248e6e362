// The head row of a screen's plain <table>: one <th scope="col"> per column, the classes the
// screen gives (its cell style, right-aligned numbers), an action column named for screen
// readers only. Written once instead of a <th> block per column in every module's table.
import type { ReactNode } from 'react';

export interface HeadCell {
  readonly label: ReactNode;
  readonly className?: string;
  /** The column is named for screen readers only (a column of buttons). */
  readonly srOnly?: boolean;
}

/** The usual head of the screens' tables: a light grey band. */
export const HEAD_BAND = 'bg-slate-50 text-slate-700';

/** Columns that share one class, in their order. */
export const headCells = (className: string, ...labels: readonly ReactNode[]): HeadCell[] =>
  labels.map((label) => ({ label, className }));

/** A column named for screen readers only (its cells are buttons). */
export const srOnlyHead = (label: ReactNode, className: string): HeadCell => ({
  label,
  className,
  srOnly: true,
});

export function TableHead({
  cells,
  className = HEAD_BAND,
}: {
  cells: readonly HeadCell[];
  className?: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {cells.map((cell, index) => (
          // A table's columns are fixed: their position is their identity.
          <th key={index} scope="col" className={cell.className}>
            {cell.srOnly ? <span className="sr-only">{cell.label}</span> : cell.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
