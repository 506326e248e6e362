// A table row's action in its last cell: a small secondary button named for its row ('Öffnen
// Auftrag …'). `data-*` attributes (the row's id) let a screen put the focus back on it.
import type { ButtonHTMLAttributes } from 'react';
import { Button } from './Button';

export function RowButtonCell({
  className = '',
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'onClick'> & {
  'aria-label': string;
  onClick: () => void;
  /** Classes of the cell (print:hidden). */
  className?: string;
}) {
  return (
    <td className={`px-2 py-1 text-right ${className}`.trim()}>
      <Button variant="secondary" className="px-3 py-1" {...button} />
    </td>
  );
}
