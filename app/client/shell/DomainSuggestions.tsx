// SPEC 2 "Logged-in layout: … domain suggestions" and SPEC 7 "Domain suggestions | none | domain
// suggestions" (issue 13): the wholesaler's other portals and sites, label and url, as a slim bar
// under the navbar. Links open in a new tab (noopener). Dismissing hides the suggestions shown
// then, remembered per user; a suggestion added later shows again.
import { useMe } from '../../../src/platform/session/SessionContext';
import { DomainSuggestions as DomainSuggestionsSchema } from '../../../src/api/shell';
import { rememberLocally, useRemembered } from '../../../src/db';
import { shellDe } from '../../../src/i18n/shell.de';
import { api } from '../../../src/platform/client';
import { FOCUS_RING } from '../../../src/ui/Button';
import { CloseIcon, ExternalIcon } from '../../../src/ui/icons';
import { useServerFact } from './serverFacts';

const t = shellDe.suggestions;
const DISMISSED = 'domainSuggestionsDismissed';

/** The suggestions not dismissed yet (pure; ids the user dismissed are hidden). */
export function visibleSuggestions<T extends { id: string }>(
  items: readonly T[],
  dismissed: unknown,
): T[] {
  const hidden = new Set(
    Array.isArray(dismissed) ? dismissed.filter((x): x is string => typeof x === 'string') : [],
  );
  return items.filter((item) => !hidden.has(item.id));
}

export function DomainSuggestions() {
  const me = useMe();
  const fact = useServerFact(
    me?.user.id ?? '',
    me ? 'domainSuggestions' : null,
    DomainSuggestionsSchema,
    api.domainSuggestions,
  );
  const dismissed = useRemembered(me ? DISMISSED : null);
  if (!fact.value || dismissed === undefined) return null;
  const items = visibleSuggestions(fact.value.items, dismissed);
  if (items.length === 0) return null;
  const before = Array.isArray(dismissed) ? (dismissed as unknown[]) : [];

  return (
    <aside
      aria-label={t.label}
      data-testid="domain-suggestions"
      className="border-b border-slate-200 bg-brand-50 px-3 py-1.5 text-sm text-slate-800"
    >
      <div className="mx-auto flex max-w-7xl items-start gap-2">
        <p className="min-w-0 flex-1">
          <span className="mr-2">{t.intro}</span>
          {items.map((item, i) => (
            <span key={item.id}>
              {i > 0 ? <span aria-hidden="true"> · </span> : null}
              <a
                href={item.url}
                target="_blank"
                rel="noopener noreferrer"
                className={`inline-flex items-center gap-1 rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 ${FOCUS_RING}`}
              >
                {item.label}
                <ExternalIcon width={14} height={14} />
                <span className="sr-only">{t.newTab}</span>
              </a>
            </span>
          ))}
        </p>
        <button
          type="button"
          aria-label={t.dismiss}
          title={t.dismiss}
          data-testid="domain-suggestions-dismiss"
          onClick={() => void rememberLocally(DISMISSED, [...before, ...items.map((s) => s.id)])}
          className={`shrink-0 rounded p-1 text-slate-600 hover:bg-brand-100 ${FOCUS_RING}`}
        >
          <CloseIcon width={16} height={16} />
        </button>
      </div>
    </aside>
  );
}
