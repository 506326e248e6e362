// The analytics menu (/analytics, issue 14): the analytics areas the user's roles and feature
// flags open (the access table through visibleEntries), each with a short description, so a
// pharmacist sees what is behind a name such as 'Chargendokumentation'. Beside AreaMenuPage in
// the app layer, since it reads the navigation table (features may not import src/app).
import { Link } from '@tanstack/react-router';
import type { AreaKey } from '../../../src/api/access';
import { useMe } from '../../../src/features/auth';
import { FOCUS_RING } from '../../../src/ui/Button';
import { visibleEntries } from './navigation';
import { usePageTitle } from './pageTitle';
import { analyticsTexts } from '../../../modules/analytics/texts';

const t = analyticsTexts.menu;

/** The description of an analytics area; '' for an area without one. */
export function describeArea(area: AreaKey | undefined): string {
  const texts: Readonly<Record<string, string>> = t.describe;
  return area === undefined ? '' : (texts[area] ?? '');
}

export function AnalyticsMenu() {
  const title = usePageTitle() ?? '';
  const me = useMe();
  const entries = me ? visibleEntries(me.user, 'analytics') : [];
  return (
    <section aria-labelledby="screen-title" className="mx-auto max-w-5xl p-4 sm:p-6">
      <h1 id="screen-title" className="text-2xl font-semibold text-slate-900">
        {title}
      </h1>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t.intro}</p>
      <nav aria-label={title}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {entries.map((entry) => {
            const descriptionId = `analytics-entry-${entry.area ?? entry.title}`;
            return (
              <li key={entry.to}>
                <Link
                  to={entry.to}
                  aria-describedby={descriptionId}
                  className={`flex h-full flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600 ${FOCUS_RING}`}
                >
                  <span className="font-medium text-slate-900 hyphens-auto">{entry.title}</span>
                  <span id={descriptionId} className="text-sm text-slate-600">
                    {describeArea(entry.area)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </section>
  );
}
