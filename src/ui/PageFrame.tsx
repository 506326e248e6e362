// The frame of a screen (issue 25): its one h1, an optional lead text, note and actions beside the
// heading, and the width and spacing the screens share. The section is named by its heading.
import type { ReactNode } from 'react';

/** The widths a screen takes (whole class names, so that the style build finds them). */
export type PageWidth = 'max-w-3xl' | 'max-w-4xl' | 'max-w-5xl' | 'max-w-6xl' | 'max-w-7xl';

export function PageFrame({
  title,
  lead,
  context,
  note,
  actions,
  testId,
  width = 'max-w-6xl',
  printable = false,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  /** A line under the lead on whose data the screen shows (the delivery customer, none of it). */
  context?: ReactNode;
  /** A note under the lead that the user should keep in mind (an ℹ box). */
  note?: ReactNode;
  /** Buttons or links at the heading's end (below it on a phone). */
  actions?: ReactNode;
  testId?: string;
  width?: PageWidth;
  /** Printed as a register: full width, no padding, the lead and actions left out. */
  printable?: boolean;
  children: ReactNode;
}) {
  const print = printable ? 'print:hidden' : '';
  return (
    <section
      aria-labelledby="screen-title"
      data-testid={testId}
      className={`mx-auto ${width} space-y-4 p-4 sm:p-6 ${printable ? 'print:max-w-none print:p-0' : ''}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 id="screen-title" className="text-2xl font-semibold text-slate-900">
            {title}
          </h1>
          {lead ? <p className={`mt-1 max-w-3xl text-sm text-slate-600 ${print}`}>{lead}</p> : null}
          {context ? <p className="mt-1 text-sm text-slate-800">{context}</p> : null}
          {note ? (
            <p
              className={`mt-2 max-w-3xl rounded-md border border-sky-200 bg-sky-50 p-2 text-sm text-sky-950 ${print}`}
            >
              <span aria-hidden="true">ℹ </span>
              {note}
            </p>
          ) : null}
        </div>
        {actions ? <div className={`flex flex-wrap gap-2 ${print}`}>{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
