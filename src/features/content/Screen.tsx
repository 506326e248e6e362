// The frame of the content screens: the screen's heading and the page's width and padding.
import type { ReactNode } from 'react';

export function Screen({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="screen-title"
      data-testid={testId}
      className="mx-auto max-w-6xl space-y-4 p-4 sm:p-6"
    >
      <h1 id="screen-title" className="text-2xl font-semibold text-slate-900">
        {title}
      </h1>
      {children}
    </section>
  );
}
