import { Link } from '@tanstack/react-router';
import { de } from '../../i18n/de';
import { legal, type LegalDocumentKey } from '../../i18n/legal.de';
import { FOCUS_RING } from '../../ui/Button';
import { PublicCard } from '../../ui/Card';

const DATE = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

export function LegalDocumentPage({ document }: { document: LegalDocumentKey }) {
  const doc = legal.documents[document];
  return (
    <PublicCard wide>
      <Link to="/docs" className={`text-sm text-brand-700 hover:underline ${FOCUS_RING}`}>
        {de.docs.heading}
      </Link>
      <article className="mt-2">
        <h1 className="text-2xl font-semibold text-slate-900">{doc.title}</h1>
        <p className="mt-1 text-sm text-slate-500">
          {legal.updatedLabel(DATE.format(new Date(doc.updated)))}
        </p>
        <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">{legal.demoNote}</p>
        {doc.sections.map((section) => (
          <section key={section.heading} className="mt-6">
            <h2 className="text-lg font-semibold text-slate-800">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-2 text-slate-700">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </article>
    </PublicCard>
  );
}
