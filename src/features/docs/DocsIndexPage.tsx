import { Link } from '@tanstack/react-router';
import { de } from '../../i18n/de';
import { legal } from '../../i18n/legal.de';
import { FOCUS_RING } from '../../ui/Button';
import { PublicCard } from '../../ui/Card';

export function DocsIndexPage() {
  return (
    <PublicCard>
      <h1 className="text-2xl font-semibold text-slate-900">{de.docs.heading}</h1>
      <p className="mt-2 text-slate-600">{de.docs.intro}</p>
      <ul className="mt-4 space-y-2">
        <li>
          <Link to="/docs/impressum" className={`text-brand-700 hover:underline ${FOCUS_RING}`}>
            {legal.documents.impressum.title}
          </Link>
        </li>
        <li>
          <Link to="/docs/datenschutz" className={`text-brand-700 hover:underline ${FOCUS_RING}`}>
            {legal.documents.datenschutz.title}
          </Link>
        </li>
        <li>
          <Link to="/docs/agbs" className={`text-brand-700 hover:underline ${FOCUS_RING}`}>
            {legal.documents.agbs.title}
          </Link>
        </li>
      </ul>
    </PublicCard>
  );
}
