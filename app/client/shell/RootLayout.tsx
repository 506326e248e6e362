import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { de } from '../../../src/i18n/de';
import { setCurrentScreen } from '../../../src/platform/client';
import { useDomainConfig } from '../../../src/platform/DomainConfigContext';
import { Overlays } from './Overlays';
import { usePageTitle } from './pageTitle';
import { PrivacyConsent } from './PrivacyConsent';
import { ShellEvents } from './ShellEvents';

/** Keeps the request context (SPEC 7: route and screen id) and the document title current. */
function ScreenTracker() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // A module's routes are mounted in the group '(modules)' (app/client/routes/_main/(modules)):
  // the screen id stays the route's path under the layout, as before the move ('/_main/cashbook').
  const screenId = useRouterState({
    select: (s) => (s.matches.at(-1)?.routeId ?? '').replace('/(modules)/', '/'),
  });
  const title = usePageTitle();
  const portal = useDomainConfig()?.pagetitle ?? de.app.name;

  useEffect(() => {
    setCurrentScreen(pathname, screenId);
  }, [pathname, screenId]);

  useEffect(() => {
    document.title = title ? de.app.documentTitle(title, portal) : portal;
  }, [title, portal]);

  return null;
}

/** SPEC 2: navigation shows a loading indicator while it runs. */
function NavigationIndicator() {
  const pending = useRouterState({ select: (s) => s.status === 'pending' });
  if (!pending) return null;
  return (
    <div
      role="progressbar"
      aria-label={de.app.navigating}
      className="fixed inset-x-0 top-0 z-50 h-1"
    >
      <div className="h-full w-1/3 animate-pulse bg-brand-600" />
    </div>
  );
}

export function RootLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {de.app.skipToContent}
      </a>
      <ScreenTracker />
      <ShellEvents />
      <NavigationIndicator />
      <Outlet />
      <Overlays />
      <PrivacyConsent />
    </>
  );
}
