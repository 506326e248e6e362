import { Outlet } from '@tanstack/react-router';
import { useSyncStatus } from '../../../src/db';
import { useMe } from '../../../src/features/auth';
import { SurveyHost } from '../../../modules/surveys/ui';
import { connectivityText } from '../../../src/features/sync';
import { TutorialHost } from '../../../modules/tutorials/ui';
import { DomainSuggestions } from './DomainSuggestions';
import { Footer } from './Footer';
import { LoaderScreen } from '../../../src/platform/LoaderScreen';
import { Navbar } from './Navbar';
import { ReadinessProvider } from './readiness';

/**
 * SPEC 4 "Loader" while offline or unreachable, but only on a first start with no local data
 * (DESIGN): with local data the screens stay usable under a banner.
 */
function NoDataLoader() {
  const { connectivity, hasLocalData } = useSyncStatus();
  const text = connectivityText(connectivity);
  if (hasLocalData || !text) return null;
  return <LoaderScreen title={text} />;
}

export function MainLayout() {
  // An admin acting as the user does not answer the user's surveys (the server refuses it too),
  // nor walks through the user's tutorial.
  const impersonating = Boolean(useMe()?.user.impersonated_by);
  return (
    <ReadinessProvider>
      <div className="flex min-h-dvh flex-col">
        <Navbar />
        <DomainSuggestions />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
        <Footer />
      </div>
      <NoDataLoader />
      {impersonating ? null : <SurveyHost />}
      {impersonating ? null : <TutorialHost />}
    </ReadinessProvider>
  );
}
