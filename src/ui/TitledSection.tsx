// A part of a screen under its own h2: the section is named by its heading (aria-labelledby).
import type { ReactNode } from 'react';

/** A section and its heading, the id tying them given by the screen (unique on it). */
export function TitledSection({
  titleId,
  title,
  className,
  testId,
  children,
}: {
  titleId: string;
  title: ReactNode;
  /** Classes of the section (its spacing; print:hidden for one left out of a printout). */
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} data-testid={testId} className={className}>
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
