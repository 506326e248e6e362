// What a list shows when it has nothing to show: a dashed box in place of the rows.
import type { ReactNode } from 'react';

/** The one line of an empty list (no entries yet, nothing open). */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-md border border-dashed border-slate-300 p-4 text-slate-600">
      {children}
    </p>
  );
}

/** An empty screen's content: what is missing, and a sentence on why or what to do. */
export function EmptyState({ title, text }: { title: ReactNode; text: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 p-6 text-center">
      <p className="text-lg font-medium text-slate-900">{title}</p>
      <p className="mt-1 text-sm text-slate-600">{text}</p>
    </div>
  );
}
