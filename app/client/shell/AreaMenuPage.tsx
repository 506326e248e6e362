import { AreaLinks } from './AreaLinks';
import type { MenuGroup } from './navigation';
import { usePageTitle } from './pageTitle';

/** The main, analytics and enrollment menus: real navigation to the permitted areas. */
export function AreaMenuPage({ group }: { group: MenuGroup }) {
  const title = usePageTitle() ?? '';
  return (
    <section aria-labelledby="screen-title" className="mx-auto max-w-5xl p-4 sm:p-6">
      <h1 id="screen-title" className="mb-4 text-2xl font-semibold text-slate-900">
        {title}
      </h1>
      <AreaLinks group={group} label={title} />
    </section>
  );
}
