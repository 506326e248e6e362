import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { LoaderScreen } from '../../app/LoaderScreen';
import { de } from '../../i18n/de';
import { useSessionStore } from './SessionContext';

/** SPEC 2: /logout runs the logout on entry, then goes to /login. */
export function LogoutPage() {
  const session = useSessionStore();
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void session.logout().then(() => {
      if (active) void navigate({ to: '/login', replace: true });
    });
    return () => {
      active = false;
    };
  }, [session, navigate]);
  return <LoaderScreen title={de.logout.loaderTitle} text={de.logout.loaderText} />;
}
