import { Link } from '@tanstack/react-router';
import { de } from '../i18n/de';
import { buttonClass } from '../ui/Button';
import { PublicCard } from '../ui/Card';
import { Logo } from '../platform/Logo';
import { usePageTitle } from './pageTitle';

/** A public screen whose function follows in a later release: its title and an honest note. */
export function PublicPlaceholder() {
  const title = usePageTitle();
  return (
    <PublicCard>
      <Logo className="mx-auto h-12 w-auto" />
      <h1 className="mt-6 text-2xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{de.app.comingLaterPublic}</p>
      <Link to="/login" className={buttonClass('secondary', 'mt-6')}>
        {de.app.backToLogin}
      </Link>
    </PublicCard>
  );
}
