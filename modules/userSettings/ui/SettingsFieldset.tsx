// One group of /settings: a framed fieldset with its legend and, for the device's own settings
// (storage, push), a line that says what it is about.
import type { ReactNode } from 'react';

export const FIELDSET = 'rounded-lg border border-slate-200 bg-white p-4 shadow-sm';
export const LEGEND = 'px-1 text-lg font-semibold text-slate-900';

export function SettingsFieldset({
  legend,
  intro,
  testId,
  children,
}: {
  legend: string;
  intro: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={FIELDSET} data-testid={testId}>
      <legend className={LEGEND}>{legend}</legend>
      <p className="mt-2 text-sm text-slate-600">{intro}</p>
      {children}
    </fieldset>
  );
}
