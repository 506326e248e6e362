// The footer's links, shared by the public layout (/login) and the main layout's footer. Kept
// apart from Footer.tsx, whose clock reads the user's settings from the local database: that
// must not reach /login's bundle.
import { Link } from '@tanstack/react-router';
import { de } from '../../../src/i18n/de';
import { FOCUS_RING } from '../../../src/ui/Button';
import { openPrivacySettings } from './PrivacyConsent';

const LINK = `rounded text-slate-600 underline-offset-2 hover:text-brand-700 hover:underline ${FOCUS_RING}`;

// 'Privatsphäre' opens the privacy consent dialog in its detail view (SPEC 2 "App shell"): a
// button, since it opens a dialog rather than a page.
export function FooterLinks() {
  return (
    <>
      <li>
        <Link to="/docs/impressum" className={LINK}>
          {de.footer.impressum}
        </Link>
      </li>
      <li>
        <Link to="/docs/datenschutz" className={LINK}>
          {de.footer.datenschutz}
        </Link>
      </li>
      <li>
        <Link to="/docs/agbs" className={LINK}>
          {de.footer.agbs}
        </Link>
      </li>
      <li>
        <button type="button" onClick={openPrivacySettings} className={LINK}>
          {de.footer.privacy}
        </button>
      </li>
    </>
  );
}
