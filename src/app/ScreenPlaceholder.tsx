// The screen of an area whose content a later issue builds: its title and an honest note.
import { de } from '../i18n/de';
import { usePageTitle } from './pageTitle';

export function ScreenPlaceholder() {
  const title = usePageTitle();
  return (
    <section aria-labelledby="screen-title" className="mx-auto max-w-3xl p-4 sm:p-6">
      <h1 id="screen-title" className="text-2xl font-semibold text-slate-900">
        {title}
      </h1>
      <p className="mt-3 text-slate-600">{de.app.comingLater}</p>
    </section>
  );
}
