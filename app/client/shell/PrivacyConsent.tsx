// The shell's privacy consent (SPEC 1, 2 and 4): shows the dialog when the consent store asks
// for it, on every page, and runs the consent-controlled telemetry. The dialog is part of the
// main chunk, not loaded on demand: a first visit sees it with the first paint. Loaded lazily it
// painted one round trip after the login card and, as the largest text, became the page's
// Largest Contentful Paint (Lighthouse performance 97 -> 91); its bytes counted in the /login
// budget either way, since every first visit loads them.
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PrivacyDialog } from '../../../src/features/privacy/PrivacyDialog';
import { consent, dialogVisible } from '../../../src/platform/consent/store';
import { startTelemetry } from '../../../src/platform/consent/telemetry';
import { useStore } from '../../../src/state/useStore';
import { services } from './services';

/** The footer's 'Privatsphäre'. */
export const openPrivacySettings = () => consent.openSettings('details');

export function PrivacyConsent() {
  const router = useRouter();
  const { dialog } = useStore(consent.state);
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  useEffect(
    () =>
      startTelemetry(consent, {
        release: __APP_VERSION__,
        userId: () => services.session.current()?.user.id ?? null,
        pathname: () => router.state.location.pathname,
        onNavigate: (listener) =>
          router.subscribe('onResolved', (event) => {
            if (event.pathChanged) listener(event.toLocation.pathname);
          }),
      }),
    [router],
  );

  if (!dialogVisible(dialog, pathname)) return null;
  return <PrivacyDialog store={consent} view={dialog.view} />;
}
