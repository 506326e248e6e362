// The first catalogue sync's progress bar in the shell (issue 4): 'Artikelstamm wird geladen:
// 12.000 von 100.000'. Shown while the first (or a reset) sync runs, in every tab; nothing once
// the catalogue is ready, and nothing for users who get no catalogue.
import { de } from '../i18n/de';
import { useCatalogueStatus } from './hooks';

export function CatalogueSyncProgress() {
  const { state, loaded, total } = useCatalogueStatus();
  if (state === 'error' && total === 0) {
    return (
      <p role="status" className="bg-slate-50 px-3 py-1.5 text-center text-xs text-red-800">
        {de.catalogue.sync.error}
      </p>
    );
  }
  if (state === 'ready' || state === 'empty' || total === 0) return null;
  const label = de.catalogue.sync.progress(Math.min(loaded, total), total);
  const percent = Math.round((Math.min(loaded, total) / total) * 100);
  return (
    <div
      data-testid="catalogue-progress"
      className="border-t border-slate-200 bg-slate-50 px-3 py-1.5 text-xs text-slate-700"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1">
        <span id="catalogue-progress-label">{label}</span>
        <div
          role="progressbar"
          aria-labelledby="catalogue-progress-label"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={Math.min(loaded, total)}
          aria-valuetext={label}
          className="h-2 min-w-40 flex-1 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
            style={{ width: `${percent}%` }}
          />
        </div>
        {state === 'error' ? <span className="text-red-800">{de.catalogue.sync.error}</span> : null}
      </div>
    </div>
  );
}
