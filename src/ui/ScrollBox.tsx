// A box that scrolls a wide table sideways on a phone instead of the page: positioned, so the
// table's sr-only texts (absolutely positioned) stay inside it, and a named, focusable region, so
// a keyboard can scroll it too (WCAG 2.1.1; axe 'scrollable-region-focusable').
import type { ReactNode } from 'react';

export function ScrollBox({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      // A scrolling region must take the focus to be scrolled by keyboard (axe, WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={`relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600 ${className}`}
    >
      {children}
    </div>
  );
}
