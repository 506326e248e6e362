import { Outlet } from '@tanstack/react-router';
import { de } from '../../../src/i18n/de';
import { FooterLinks } from './FooterLinks';

/** The layout without login: login, register, password reset, IP unlock, legal documents. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-br from-brand-50 via-white to-slate-100">
      <main
        id="main"
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 py-8 focus:outline-none sm:items-center"
      >
        <Outlet />
      </main>
      <footer aria-label={de.footer.label} className="px-4 py-4 text-sm text-slate-600">
        <ul className="flex flex-wrap items-center justify-center gap-4">
          <FooterLinks />
          <li className="text-xs text-slate-500">{de.app.versionLabel(__APP_VERSION__)}</li>
        </ul>
      </footer>
    </div>
  );
}
