import { Link } from '@tanstack/react-router';
import { useMe } from '../../../src/platform/session/SessionContext';
import { FOCUS_RING } from '../../../src/ui/Button';
import { visibleEntries, type MenuGroup } from './navigation';

/** Links to the areas of a group the user may open (from the role and feature table). */
export function AreaLinks({ group, label }: { group: MenuGroup; label: string }) {
  const me = useMe();
  if (!me) return null;
  const entries = visibleEntries(me.user, group);
  return (
    <nav aria-label={label}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {entries.map((entry) => (
          <li key={entry.to}>
            <Link
              to={entry.to}
              data-area-link={entry.to}
              className={`flex h-full min-h-16 items-center rounded-lg break-words hyphens-auto border border-slate-200 bg-white p-4 font-medium text-slate-800 shadow-sm hover:border-brand-600 hover:text-brand-700 ${FOCUS_RING}`}
            >
              {entry.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
