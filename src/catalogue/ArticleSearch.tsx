// The article search field (issue 4): an ARIA 1.2 combobox with a list of results as you type,
// from the local catalogue only (works offline). Keyboard: arrows move the active result, Enter
// picks it, Escape closes the list (a second Escape clears the field). A typed PZN and Enter
// (what a barcode scanner sends) picks that article directly; the check digit is validated while
// typing. After a pick the field is empty and keeps the focus, ready for the next scan.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Article } from '../api/catalogue';
import { pznInputState } from '../api/pzn';
import { de } from '../i18n/de';
import { ArticleFlags } from './ArticleFlags';
import { AvailabilityLabel } from './AvailabilityLabel';
import { catalogueDb } from './db';
import { useArticleSearch, useCatalogueStatus } from './hooks';
import { formatEuro, formatNumber } from './money';
import { findArticle, SEARCH_LIMIT, searchArticles } from './search';

export interface ArticleSearchProps {
  label: string;
  onPick(article: Article): void;
  autoFocus?: boolean;
  /** The input's id (for a label elsewhere or a test); generated when absent. */
  id?: string;
  placeholder?: string;
}

const t = de.catalogue;

function ResultRow({ article }: { article: Article }) {
  return (
    <div className="flex flex-col gap-0.5">
      <div className="flex items-baseline justify-between gap-3">
        <span className="font-medium text-slate-900">{article.name}</span>
        <span className="shrink-0 text-sm tabular-nums text-slate-900" title={t.article.aepLong}>
          {t.article.price(t.article.aep, formatEuro(article.aepCents))}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-slate-600">
        <span className="tabular-nums">{t.article.pzn(article.pzn)}</span>
        <span>{t.article.pack(formatNumber(article.packSize), article.packUnit)}</span>
        {article.dosageForm ? <span>{article.dosageForm}</span> : null}
        <span>{article.manufacturer}</span>
        <ArticleFlags article={article} />
        <AvailabilityLabel article={article} />
        <span className="ml-auto tabular-nums" title={t.article.avpLong}>
          {t.article.price(t.article.avp, formatEuro(article.avpCents))}
        </span>
      </div>
    </div>
  );
}

export function ArticleSearch({ label, onPick, autoFocus, id, placeholder }: ArticleSearchProps) {
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const listId = `${ownId}-list`;
  const alertId = `${ownId}-alert`;
  const statusId = `${ownId}-status`;
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const textRef = useRef('');
  const [text, setTextState] = useState('');
  const [open, setOpen] = useState(true);
  // The active result belongs to the results it was chosen in; new results start at the first.
  const [activeState, setActiveState] = useState({ query: '', index: 0 });
  const { results, pending, query } = useArticleSearch(text);
  const catalogue = useCatalogueStatus();

  const pzn = pznInputState(text);
  const active = activeState.query === query ? activeState.index : 0;
  const activeArticle = results[active];
  const showList = open && text.trim() !== '' && results.length > 0;
  const noHits = text.trim() !== '' && pzn !== 'invalid' && !pending && results.length === 0;

  const setText = (value: string) => {
    textRef.current = value;
    setTextState(value);
  };

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  useEffect(() => {
    if (!showList || !activeArticle) return;
    const option = listRef.current?.querySelector(`[data-pzn="${activeArticle.pzn}"]`);
    // jsdom has no scrollIntoView.
    if (option && 'scrollIntoView' in option) option.scrollIntoView({ block: 'nearest' });
  }, [showList, activeArticle]);

  /** Hands the article over, clears what was picked from the field and keeps the focus. */
  const pick = (article: Article, typed: string) => {
    onPick(article);
    // A scanner may have typed the next code while we looked this one up: keep that part.
    const current = textRef.current;
    setText(current.startsWith(typed) ? current.slice(typed.length).trimStart() : current);
    setOpen(true);
    inputRef.current?.focus();
  };

  const onEnter = async () => {
    const typed = textRef.current;
    const state = pznInputState(typed);
    if (state === 'invalid') return;
    if (state === 'valid') {
      const code = typed.trim();
      const article =
        results.find((a) => a.pzn === code) ?? (await findArticle(catalogueDb(), code));
      if (article) pick(article, typed);
      return;
    }
    if (!pending) {
      if (activeArticle) pick(activeArticle, typed);
      return;
    }
    // Enter before the results of the latest keystroke arrived: pick what they will show first.
    const [first] = await searchArticles(catalogueDb(), typed, SEARCH_LIMIT);
    if (first && textRef.current === typed) pick(first, typed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          return;
        }
        if (results.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const index = (active + step + results.length) % results.length;
        setActiveState({ query, index });
        return;
      }
      case 'Enter':
        event.preventDefault();
        void onEnter();
        return;
      case 'Escape':
        if (showList) setOpen(false);
        else setText('');
        return;
    }
  };

  const invalid = pzn === 'invalid';
  const countText =
    text.trim() === '' || results.length === 0
      ? ''
      : results.length >= SEARCH_LIMIT
        ? t.search.limited(results.length)
        : t.search.resultCount(results.length);

  return (
    <div className="relative" data-testid="article-search">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        value={text}
        placeholder={placeholder}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={
          showList && activeArticle ? `${listId}-${activeArticle.pzn}` : undefined
        }
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? alertId : noHits ? statusId : undefined}
        aria-busy={pending || undefined}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        className={`mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${invalid ? 'border-red-600' : 'border-slate-300'}`}
      />
      {/* Live regions exist before their text, so screen readers announce the change. */}
      <p id={alertId} role="alert" className="text-sm text-red-700">
        {invalid ? <span className="mt-1 block">{t.search.invalidPzn}</span> : null}
      </p>
      <p id={statusId} role="status" className="text-sm text-slate-700">
        {noHits ? <span className="mt-1 block">{t.search.noHits}</span> : null}
        {showList ? <span className="sr-only">{countText}</span> : null}
      </p>
      {text.trim() !== '' && catalogue.state !== 'ready' ? (
        <p className="mt-1 text-xs text-amber-800">{t.sync.incomplete}</p>
      ) : null}
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={t.search.results}
        hidden={!showList}
        className="absolute inset-x-0 z-30 mt-1 max-h-[28rem] overflow-y-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg"
      >
        {showList
          ? results.map((article, index) => (
              // Keyboard use happens on the combobox input (aria-activedescendant); the options
              // only take the pointer, and mousedown keeps the focus in the input.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={article.pzn}
                id={`${listId}-${article.pzn}`}
                data-pzn={article.pzn}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(article, textRef.current)}
                onMouseMove={() => {
                  if (index !== active) setActiveState({ query, index });
                }}
                className={`cursor-pointer px-3 py-1.5 ${index === active ? 'bg-brand-50 outline outline-2 -outline-offset-2 outline-brand-600' : ''}`}
              >
                <ResultRow article={article} />
              </li>
            ))
          : null}
        {showList && countText ? (
          <li role="presentation" className="px-3 pt-1 text-xs text-slate-500" aria-hidden="true">
            {countText}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
