// Issue 24 point 8: while an admin acts as a user, every screen says whose account this is and
// offers the way back (DOMAIN: a persistent "acting as" bar), not only the user menu.
import { useMe } from '../../../src/platform/session/SessionContext';
import { de } from '../../../src/i18n/de';
import { FOCUS_RING } from '../../../src/ui/Button';
import { useLeaveImpersonation } from './leaveImpersonation';

export function ImpersonationBanner() {
  const me = useMe();
  const leave = useLeaveImpersonation();
  const admin = me?.user.impersonated_by;
  if (!me || !admin) return null;
  return (
    <section
      aria-label={de.userMenu.impersonationBanner}
      data-testid="impersonation-banner"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-amber-100 px-4 py-1.5 text-sm text-amber-950"
    >
      <p>
        <strong>{de.userMenu.impersonationBanner}:</strong>{' '}
        {de.userMenu.impersonationText(me.user.benutzerandruckname, me.user.email, admin)}
      </p>
      <button
        type="button"
        onClick={leave.request}
        className={`rounded-md border border-amber-700 bg-white px-2 py-0.5 font-medium text-amber-950 hover:bg-amber-50 ${FOCUS_RING}`}
      >
        {de.userMenu.depersonate}
      </button>
      {leave.dialog}
    </section>
  );
}
