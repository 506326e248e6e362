// The navbar's global search field (issue 13; SPEC 2, 5, 8, 9): an ARIA 1.2 combobox whose popup
// is one listbox with a group per kind of result. 80 px wide, 250 px while focused (over its
// neighbours); from 3 characters; arrows move the active entry across the groups, Enter opens it,
// Escape closes the list, clears the field and takes the focus away. After the focus leaves, the
// list stays 400 ms so a click on an entry still lands. What is searched and what an entry does
// are passed in.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { searchDe } from '../../i18n/search.de';
import { EntryIcon, SearchIcon } from './icons';
import {
  BLUR_CLOSE_MS,
  flatEntries,
  isSearchable,
  MIN_QUERY_LENGTH,
  moveActive,
  type SearchEntry,
  type SearchGroup,
} from './logic';

export interface GlobalSearchBoxProps {
  search(query: string): Promise<SearchGroup[]>;
  onPick(entry: SearchEntry): void;
}

interface Answer {
  readonly query: string;
  readonly groups: readonly SearchGroup[];
}

const t = searchDe;

export function GlobalSearchBox({ search, onPick }: GlobalSearchBoxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [text, setTextState] = useState('');
  // The field's latest text, for an answer that arrives after Enter.
  const textRef = useRef('');
  const setText = (value: string) => {
    textRef.current = value;
    setTextState(value);
  };
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<Answer>({ query: '', groups: [] });
  const [active, setActive] = useState({ query: '', index: -1 });

  const query = text.trim();
  const searchable = isSearchable(query);
  const current = searchable && answer.query === query;
  const groups = current ? answer.groups : [];
  const entries = flatEntries(groups);
  const activeIndex = active.query === query ? active.index : entries.length > 0 ? 0 : -1;
  const activeEntry = entries[activeIndex];
  const showPopup = open && searchable && current;

  useEffect(() => {
    if (!searchable) return;
    let stale = false;
    search(query).then(
      (found) => {
        if (!stale) setAnswer({ query, groups: found });
      },
      () => {
        if (!stale) setAnswer({ query, groups: [] });
      },
    );
    return () => {
      stale = true;
    };
  }, [query, searchable, search]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!showPopup || !activeEntry) return;
    const option = document.getElementById(`${listId}-${activeEntry.id}`);
    if (option && 'scrollIntoView' in option) option.scrollIntoView({ block: 'nearest' });
  }, [showPopup, activeEntry, listId]);

  const pick = (entry: SearchEntry) => {
    clearTimeout(closeTimer.current);
    setOpen(false);
    setText('');
    inputRef.current?.blur();
    onPick(entry);
  };

  /** Enter before the answer for the typed text arrived: open what it will show first. */
  const enterBeforeAnswer = async (typed: string) => {
    const [first] = flatEntries(await search(typed).catch(() => []));
    if (first && textRef.current.trim() === typed) pick(first);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive({ query, index: moveActive(activeIndex, entries.length, event.key) });
        return;
      case 'Enter':
        event.preventDefault();
        if (showPopup && activeEntry) pick(activeEntry);
        else if (searchable && !current) void enterBeforeAnswer(query);
        return;
      case 'Escape':
        event.preventDefault();
        setOpen(false);
        setText('');
        inputRef.current?.blur();
        return;
    }
  };

  const status = !searchable
    ? query === ''
      ? ''
      : t.minLength(MIN_QUERY_LENGTH)
    : !current
      ? t.searching
      : entries.length === 0
        ? t.noHits
        : t.resultCount(entries.length);

  return (
    // Issue 24 point 4: the box keeps its 80 px in the navbar; the field grows to 250 px over its
    // neighbours (absolute), so opening the search moves nothing in the header.
    <div className="relative h-[34px] w-20 shrink-0">
      <div className="absolute top-0 left-0 z-30" data-testid="global-search">
        <label htmlFor={`${id}-input`} className="sr-only">
          {t.label}
        </label>
        <SearchIcon
          width={16}
          height={16}
          className="pointer-events-none absolute left-2 top-1/2 -translate-y-1/2 text-slate-500"
        />
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="search"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={t.placeholder}
          value={text}
          aria-expanded={showPopup}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={
            showPopup && activeEntry ? `${listId}-${activeEntry.id}` : undefined
          }
          aria-describedby={`${id}-status`}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            clearTimeout(closeTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            clearTimeout(closeTimer.current);
            closeTimer.current = setTimeout(() => setOpen(false), BLUR_CLOSE_MS);
          }}
          style={{ width: open ? 250 : 80 }}
          className="block rounded-md border bg-white border-slate-300 py-1.5 pl-6 pr-1 text-sm [&::-webkit-search-cancel-button]:hidden text-slate-900 shadow-sm transition-[width] duration-200 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 motion-reduce:transition-none"
        />
        {/* A live region that exists before its text, so the count and 'Keine Treffer' are read. */}
        <p id={`${id}-status`} role="status" className="sr-only">
          {open ? status : ''}
        </p>
        <div
          id={listId}
          role="listbox"
          aria-label={t.results}
          hidden={!showPopup}
          data-testid="global-search-results"
          className="fixed inset-x-3 z-40 mt-1 max-h-[70vh] overflow-y-auto md:absolute md:inset-x-auto md:right-0 md:w-[26rem] rounded-md border border-slate-300 bg-white py-1 shadow-lg"
        >
          {showPopup && entries.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-600" data-testid="global-search-no-hits">
              {t.noHits}
            </p>
          ) : null}
          {showPopup
            ? groups.map((group) => (
                <div
                  key={group.key}
                  role="group"
                  aria-labelledby={`${listId}-${group.key}`}
                  data-group={group.key}
                >
                  <div
                    id={`${listId}-${group.key}`}
                    role="presentation"
                    className="flex items-center gap-2 border-t border-slate-100 px-3 pt-2 pb-1 first:border-t-0"
                  >
                    <EntryIcon
                      icon={group.icon}
                      width={14}
                      height={14}
                      className="text-slate-500"
                    />
                    <span className="text-xs font-semibold uppercase tracking-wide text-slate-600">
                      {group.label}
                    </span>
                    <span className="sr-only">, </span>
                    <span className="truncate text-xs text-slate-500">{group.description}</span>
                  </div>
                  {group.entries.map((entry) => {
                    const selected = entry === activeEntry;
                    return (
                      // Keyboard use stays on the combobox input (aria-activedescendant); the
                      // options take the pointer, and mousedown keeps the focus in the input.
                      // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                      <div
                        key={entry.id}
                        id={`${listId}-${entry.id}`}
                        role="option"
                        tabIndex={-1}
                        aria-selected={selected}
                        data-entry={entry.id}
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => pick(entry)}
                        onMouseMove={() => {
                          const index = entries.indexOf(entry);
                          if (index !== activeIndex) setActive({ query, index });
                        }}
                        className={`flex cursor-pointer items-start gap-2 px-3 py-1.5 ${selected ? 'bg-brand-50 outline outline-2 -outline-offset-2 outline-brand-600' : ''}`}
                      >
                        <EntryIcon
                          icon={entry.icon}
                          width={16}
                          height={16}
                          className="mt-0.5 shrink-0 text-slate-600"
                        />
                        <span className="min-w-0">
                          <span className="block truncate text-sm font-medium text-slate-900">
                            {entry.label}
                          </span>
                          <span className="block truncate text-xs text-slate-600">
                            {entry.description}
                          </span>
                        </span>
                      </div>
                    );
                  })}
                </div>
              ))
            : null}
        </div>
      </div>
    </div>
  );
}
