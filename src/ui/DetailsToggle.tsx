// The 'Details' button of a list entry that opens its detail below it (a web order, an order to a
// supplier): a secondary button that says whether the detail is open and which element it
// controls, with a chevron that turns. Both order lists wrote the same button.
import type { ReactNode } from 'react';
import { Button } from './Button';
import { ChevronIcon } from './icons';

export function DetailsToggle({
  open,
  detailId,
  label,
  testId,
  onToggle,
  children,
}: {
  open: boolean;
  /** The id of the detail element; named only while it is there. */
  detailId: string;
  /** The button's accessible name ('hide', or 'show the details of …'). */
  label: string;
  testId?: string;
  onToggle: () => void;
  /** The visible word. */
  children: ReactNode;
}) {
  return (
    <Button
      variant="secondary"
      aria-expanded={open}
      aria-controls={open ? detailId : undefined}
      aria-label={label}
      data-testid={testId}
      onClick={onToggle}
    >
      {children}
      <ChevronIcon
        width={16}
        height={16}
        className={`transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
      />
    </Button>
  );
}
