// A dashboard widget's last line: the link to the screen that shows all of what the widget sums up.
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FOCUS_RING } from './Button';

export function WidgetLink({ to, children }: { to: LinkProps['to']; children: ReactNode }) {
  return (
    <Link
      to={to}
      className={`mt-3 inline-block rounded text-sm font-medium text-brand-800 underline underline-offset-2 ${FOCUS_RING}`}
    >
      {children}
    </Link>
  );
}
