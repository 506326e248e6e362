// The outcome of an account action: success or failure, said in words (not by colour alone) and
// announced through a live region that is always in the page (content inserted together with its
// live region is not announced reliably).
import type { ReactNode } from 'react';

export function LiveRegion({ children }: { children: ReactNode }) {
  return (
    <div aria-live="polite" aria-atomic="true">
      {children}
    </div>
  );
}

export function ResultMessage({
  kind,
  title,
  children,
}: {
  kind: 'success' | 'error';
  title: string;
  children?: ReactNode;
}) {
  return (
    <div
      data-testid={`account-result-${kind}`}
      className={`mt-6 rounded-md border px-4 py-3 ${
        kind === 'success'
          ? 'border-green-300 bg-green-50 text-green-900'
          : 'border-red-300 bg-red-50 text-red-900'
      }`}
    >
      <p className="font-semibold">{title}</p>
      {children ? <div className="mt-1 text-sm">{children}</div> : null}
    </div>
  );
}
