import type { ReactNode } from 'react';

/** The public pages' card (SPEC: the register card is 500 px wide). */
export function PublicCard({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div
      className={`w-full ${wide ? 'max-w-3xl' : 'max-w-[500px]'} rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8`}
    >
      {children}
    </div>
  );
}
