import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { actsForEveryone, findCustomers } from '../../api/customerSearch';
import { syncNow, useDb, useLiveQuery } from '../../db';
import { api } from '../../platform/client';
import {
  customerDirectory,
  localCustomers,
  NeedsConnection,
} from '../../platform/customerDirectory';
import { useDomainConfig } from '../../platform/DomainConfigContext';
import { takeSelectorTarget } from '../../platform/navigationTarget';
import { de } from '../../i18n/de';
import { Button } from '../../ui/Button';
import { SearchBox } from '../../ui/filterFields';
import { ReloadIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import type { Lieferkunde } from '../../worker/api';
import { useMe, useSessionStore } from '../auth';
import { customerName } from '../../platform/customerDisplay';
import { deviceCustomers, markOffline } from '../../db/workingSet';
import { CustomerCard } from './CustomerCard';
import { OfflineMark } from './OfflineMark';
import {
  createSelectorService,
  groupByParent,
  mustSearch,
  offersAutoSelect,
  SEARCH_LIMIT,
  selectorTitle,
} from './selectorLogic';

const SEARCH_DEBOUNCE_MS = 300;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

type Phase = 'autoSelect' | 'list' | 'choosing';

export function SelectorPage({ differential }: { differential: boolean }) {
  const me = useMe();
  const session = useSessionStore();
  const config = useDomainConfig();
  const navigate = useNavigate();
  const db = useDb();
  const user = me?.user;
  // Searches this device's customers once they have synced, else the server (issue 26).
  const service = useMemo(() => {
    const directory = customerDirectory({ api, db: () => db, config: () => config });
    return createSelectorService(
      api,
      session,
      (text, differential) =>
        user ? directory.search(user, text, differential) : Promise.resolve([]),
      // Everyone but admins chooses on the device (issue 26): at once, offline too.
      () => user !== undefined && !actsForEveryone(user),
    );
  }, [session, db, config, user]);
  const searchId = useId();
  const hintId = useId();

  // SPEC 4: auto-select only when no customer is selected yet and not in differential mode.
  const [phase, setPhase] = useState<Phase>(() =>
    !differential && me && !me.lieferkunde ? 'autoSelect' : 'list',
  );
  const [query, setQuery] = useState('');
  const search = useDebounced(query, SEARCH_DEBOUNCE_MS);
  const [reloads, setReloads] = useState(0);
  // The answer for one request key; a key without an answer yet means "loading".
  const [result, setResult] = useState<{
    key: string;
    items: readonly Lieferkunde[];
    offline: boolean;
  } | null>(null);
  const [remember, setRemember] = useState(false);
  // The stored choice loads asynchronously; once the user ticked the box, theirs wins.
  const rememberTouched = useRef(false);
  const started = useRef(false);

  const searchRequired = user ? mustSearch(user) : true;
  const showAutoSelect = user ? offersAutoSelect(user, differential) : false;
  // The user's own customers on this device (issue 26), searched as typed, offline too; null
  // while they have not been pulled yet and for admins: then the server, once typing pauses.
  const local = useLiveQuery(
    async () => (user && !actsForEveryone(user) && db && config ? localCustomers(db) : null),
    [db, user, config],
  );
  const searchesLocally = Array.isArray(local) && config !== null;
  // Which customers this device keeps and since when (issue 26); none for admins.
  const device = useLiveQuery(
    async () => (db && user && !actsForEveryone(user) ? deviceCustomers(db) : null),
    [db, user],
  );
  const mark = (nr: number, marked: boolean) => {
    if (!db) return;
    void markOffline(db, nr, marked).then(() => syncNow());
  };
  const text = (searchesLocally ? query : search).trim();
  const hasSearchText = text !== '';
  // Representatives list nothing without a search text (SPEC 5).
  const shouldSearch = phase === 'list' && (!searchRequired || hasSearchText);
  const localItems = useMemo(
    () =>
      local && config
        ? findCustomers(local, config, {
            search: text,
            differential,
            mustSearch: searchRequired,
            limit: SEARCH_LIMIT,
          })
        : null,
    [local, config, text, differential, searchRequired],
  );
  const requestKey = `${differential}|${reloads}|${text}`;
  const serverSearch = shouldSearch && local === null;
  const answered = result?.key === requestKey;
  const loading = shouldSearch && (local === undefined || (serverSearch && !answered));
  const items = !shouldSearch ? [] : (localItems ?? (answered ? result.items : []));
  const offline = serverSearch && answered && result.offline;

  const goToTarget = useCallback(
    () => navigate({ href: takeSelectorTarget(), replace: true }),
    [navigate],
  );

  // Runs once on entry (the ref survives re-renders): the auto-selection must not repeat.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (showAutoSelect) {
      void service.storedAutologon().then((stored) => {
        if (!rememberTouched.current) setRemember(stored !== null);
      });
    }
    if (phase !== 'autoSelect') return;
    void service
      .autoSelect()
      .catch(() => false)
      .then((selected) => (selected ? goToTarget() : setPhase('list')));
  }, [phase, service, showAutoSelect, goToTarget]);

  useEffect(() => {
    if (!serverSearch) return;
    let current = true;
    service
      .search(text, differential)
      .then(
        (found) => ({ key: requestKey, items: found, offline: false }),
        // A failed search is not an empty one: the screen says a connection is needed.
        (error: unknown) => ({
          key: requestKey,
          items: [],
          offline: error instanceof NeedsConnection,
        }),
      )
      .then((answer) => {
        if (current) setResult(answer);
      });
    return () => {
      current = false;
    };
  }, [serverSearch, requestKey, text, differential, service]);

  async function choose(customer: Lieferkunde) {
    setPhase('choosing');
    try {
      await service.choose(customer, differential, remember);
      await goToTarget();
    } catch {
      // SPEC 8: a failed selection stops the loader without a message.
      setPhase('list');
    }
  }

  if (!me || !user || phase !== 'list') {
    return (
      <div className="flex justify-center p-10">
        <Spinner label={de.selector.selecting} />
      </div>
    );
  }

  const groups = groupByParent(items);
  const title = selectorTitle(user, differential);

  return (
    <section aria-labelledby="selector-title" className="mx-auto max-w-5xl p-4 sm:p-6">
      <h1 id="selector-title" className="text-2xl font-semibold text-slate-900">
        {title}
      </h1>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-60 flex-1">
          <SearchBox
            id={searchId}
            label={de.selector.search}
            placeholder={de.selector.searchPlaceholder}
            value={query}
            describedBy={hintId}
            onChange={setQuery}
          />
        </div>
        <Button
          variant="secondary"
          // Local customers are live: 'Neu laden' then fetches the latest ones from the server.
          onClick={() => (searchesLocally ? void syncNow() : setReloads((n) => n + 1))}
          disabled={loading}
        >
          <ReloadIcon width={16} height={16} />
          {de.selector.reload}
        </Button>
      </div>
      {showAutoSelect ? (
        <label className="mt-3 inline-flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={remember}
            onChange={(event) => {
              rememberTouched.current = true;
              setRemember(event.target.checked);
            }}
            className="size-4 accent-brand-700"
          />
          {de.selector.autoSelect}
        </label>
      ) : null}
      <p id={hintId} className="mt-3 text-sm text-slate-600">
        {searchRequired && !hasSearchText
          ? de.selector.searchRequired
          : items.length >= SEARCH_LIMIT
            ? de.selector.limitHint(SEARCH_LIMIT)
            : null}
      </p>
      {device && device.trimmed.size > 0 ? (
        <p role="status" className="mt-2 text-sm text-amber-900">
          {de.selector.trimmedNotice(device.trimmed.size)}
        </p>
      ) : null}
      <div aria-live="polite" aria-busy={loading} className="mt-2">
        {loading ? (
          <Spinner label={de.app.loading} />
        ) : offline ? (
          <p role="alert" className="text-amber-900">
            {de.selector.needsConnection}
          </p>
        ) : (searchRequired ? hasSearchText : true) && items.length === 0 ? (
          <p className="text-slate-600">{de.selector.noHits}</p>
        ) : null}
      </div>
      {!loading
        ? groups.map((group) => (
            <section
              key={group.a3KundeNr}
              aria-label={group.label}
              className="mt-6"
              data-testid={`lieferkunden-group-${group.a3KundeNr}`}
            >
              <h2 className="mb-3 text-lg font-semibold text-slate-800">{group.label}</h2>
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {group.customers.map((customer) => (
                  <li key={customer.LieferkundeNr}>
                    <CustomerCard
                      customer={customer}
                      numberConfig={config}
                      current={me.lieferkunde?.LieferkundeNr === customer.LieferkundeNr}
                      onChoose={() => void choose(customer)}
                    />
                    {device ? (
                      <OfflineMark
                        device={device}
                        lieferkundeNr={customer.LieferkundeNr}
                        name={customerName(customer)}
                        onMark={(marked) => mark(customer.LieferkundeNr, marked)}
                      />
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ))
        : null}
    </section>
  );
}
