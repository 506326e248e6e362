// The frame of a screen (issue 25): its one h1, an optional lead text and actions beside the
// heading, and the width and spacing the screens share. The section is named by its heading.
import type { ReactNode } from 'react';

export function PageFrame({
  title,
  lead,
  actions,
  testId,
  printable = false,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  /** Buttons or links at the heading's end (below it on a phone). */
  actions?: ReactNode;
  testId?: string;
  /** Printed as a register: full width, no padding, the lead and actions left out. */
  printable?: boolean;
  children: ReactNode;
}) {
  const print = printable ? 'print:hidden' : '';
  return (
    <section
      aria-labelledby="screen-title"
      data-testid={testId}
      className={`mx-auto max-w-6xl space-y-4 p-4 sm:p-6 ${printable ? 'print:max-w-none print:p-0' : ''}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 id="screen-title" className="text-2xl font-semibold text-slate-900">
            {title}
          </h1>
          {lead ? <p className={`mt-1 text-sm text-slate-600 ${print}`}>{lead}</p> : null}
        </div>
        {actions ? <div className={`flex flex-wrap gap-2 ${print}`}>{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
