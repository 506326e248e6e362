import { useMe } from '../../../src/platform/session/SessionContext';
import { Dashboard } from '../../../modules/dashboard/ui';
import { de } from '../../../src/i18n/de';
import { AreaLinks } from './AreaLinks';
import { LoaderScreen } from '../../../src/platform/LoaderScreen';
import { useReadiness } from './readiness';

/** SPEC 2: the dashboard shows only once both readiness levels are met. */
export function DashboardPage() {
  const me = useMe();
  const { level1, level2 } = useReadiness();
  if (!me || !level1 || !level2) return <LoaderScreen />;
  return (
    <section aria-labelledby="dashboard-title" className="mx-auto max-w-5xl p-4 sm:p-6">
      <h1 id="dashboard-title" className="text-2xl font-semibold text-slate-900">
        {de.dashboard.heading}
      </h1>
      <p className="mt-1 text-slate-600">{de.dashboard.greeting(me.user.benutzerandruckname)}</p>
      <Dashboard />
      <h2 className="mt-8 mb-3 text-lg font-semibold text-slate-800">{de.dashboard.areas}</h2>
      <AreaLinks group="main" label={de.dashboard.areas} />
    </section>
  );
}
