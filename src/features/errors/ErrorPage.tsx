import { Link } from '@tanstack/react-router';
import { de } from '../../i18n/de';
import { buttonClass } from '../../ui/Button';

const TEXTS = {
  noPermission: { title: de.errors.noPermissionTitle, text: de.errors.noPermissionText },
  notFound: { title: de.errors.notFoundTitle, text: de.errors.notFoundText },
  noAgb: { title: de.errors.noAgbTitle, text: de.errors.noAgbText },
} as const;

export function ErrorPage({ kind }: { kind: keyof typeof TEXTS }) {
  const { title, text } = TEXTS[kind];
  return (
    <section aria-labelledby="error-title" className="mx-auto max-w-xl p-6 text-center sm:p-10">
      <h1 id="error-title" className="text-2xl font-semibold text-slate-900">
        {title}
      </h1>
      <p className="mt-3 text-slate-600">{text}</p>
      <Link to="/dashboard" className={buttonClass('primary', 'mt-6')}>
        {de.errors.toDashboard}
      </Link>
    </section>
  );
}
