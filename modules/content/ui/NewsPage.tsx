// News (issue 15, role User): the wholesaler's news as a teaser list with pictures, unread count
// and read state per user. Opening an article marks it read (mutation 'news.setRead', queued
// offline and sent once); 'Als ungelesen markieren' sets it back. Plain-text paragraphs only: no
// HTML reaches the page. The pictures come from the server (offline: the alt text shows).
import { useEffect, useMemo, useRef, useState } from 'react';
import { newsImagePath, type NewsArticleRow } from '../contract';
import { API_BASE } from '../../../src/api/paths';
import { formatDay } from '../../../src/catalogue/money';
import { mutate, useDb, useLiveQuery } from '../../../src/db';
import { contentDe } from '../texts.de';
import { de } from '../../../src/i18n/de';
import { Screen } from './Screen';
import { Button } from '../../../src/ui/Button';
import { Spinner } from '../../../src/ui/Spinner';
import { UntilFirstSync } from '../../../src/features/sync';

const t = contentDe.news;

interface NewsView {
  readonly article: NewsArticleRow;
  readonly read: boolean;
}

function NewsImage({ article, large }: { article: NewsArticleRow; large?: boolean }) {
  const [failed, setFailed] = useState(false);
  const size = large ? 'h-48 w-full sm:h-64' : 'h-24 w-40 shrink-0';
  if (failed) {
    return (
      <div
        role="img"
        aria-label={article.imageAlt}
        className={`${size} flex items-center justify-center rounded-md bg-slate-100 p-2 text-center text-xs text-slate-600`}
      >
        {t.imageOffline}
      </div>
    );
  }
  return (
    <img
      src={`${API_BASE}${newsImagePath(article.imageKey)}`}
      alt={article.imageAlt}
      className={`${size} rounded-md object-cover`}
      onError={() => setFailed(true)}
    />
  );
}

function ReadMark({ read }: { read: boolean }) {
  return read ? (
    <span className="rounded-full border border-slate-300 px-2 py-0.5 text-xs text-slate-600">
      {t.readMark}
    </span>
  ) : (
    <span className="rounded-full border border-brand-700 bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
      <span aria-hidden="true">● </span>
      {t.unreadMark}
    </span>
  );
}

function Detail({ view, onBack }: { view: NewsView; onBack: () => void }) {
  const { article, read } = view;
  const heading = useRef<HTMLHeadingElement>(null);
  const [status, setStatus] = useState('');
  const marked = useRef(false);
  useEffect(() => heading.current?.focus(), []);
  // Opening marks the article read, once per opening (so 'Als ungelesen markieren' holds).
  useEffect(() => {
    if (marked.current || read) return;
    marked.current = true;
    void mutate('news.setRead', { articleId: article.id, read: true });
  }, [article.id, read]);

  const toggle = async () => {
    marked.current = true;
    await mutate('news.setRead', { articleId: article.id, read: !read });
    setStatus(read ? t.markedUnread : t.markedRead);
  };

  return (
    <article className="max-w-3xl space-y-4" aria-labelledby="news-detail-title">
      <Button variant="ghost" onClick={onBack}>
        <span aria-hidden="true">←</span> {t.back}
      </Button>
      <NewsImage article={article} large />
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-600">{formatDay(article.day)}</p>
        <ReadMark read={read} />
      </div>
      <h2
        id="news-detail-title"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900 focus:outline-none"
      >
        {article.title}
      </h2>
      {article.paragraphs.map((p, i) => (
        <p key={i} className="text-slate-800">
          {p}
        </p>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => void toggle()}>
          {read ? t.markUnread : t.markRead}
        </Button>
        <p role="status" aria-live="polite" className="text-sm text-emerald-800">
          {status}
        </p>
      </div>
    </article>
  );
}

function NewsPageBody() {
  const db = useDb();
  const data = useLiveQuery(async () => {
    if (!db) return undefined;
    const [articles, reads] = await Promise.all([
      db.newsArticles.toArray(),
      db.newsReads.toArray(),
    ]);
    return { articles, reads };
  }, [db]);
  const [openId, setOpenId] = useState<string | null>(null);
  const returnTo = useRef<string | null>(null);

  const views = useMemo<NewsView[]>(() => {
    if (!data) return [];
    const read = new Map(data.reads.map((r) => [r.id, r.read]));
    return [...data.articles]
      .sort((a, b) => b.day.localeCompare(a.day) || a.title.localeCompare(b.title, 'de'))
      .map((article) => ({ article, read: read.get(article.id) ?? false }));
  }, [data]);
  const unread = views.filter((v) => !v.read).length;

  useEffect(() => {
    if (openId !== null || returnTo.current === null) return;
    document.getElementById(`news-open-${returnTo.current}`)?.focus();
    returnTo.current = null;
  }, [openId]);

  if (data === undefined) return <Spinner label={t.loading} />;
  const open = openId === null ? undefined : views.find((v) => v.article.id === openId);
  if (openId !== null) {
    if (!open) {
      return (
        <div className="space-y-3">
          <p className="text-slate-700">{t.notFound}</p>
          <Button variant="secondary" onClick={() => setOpenId(null)}>
            {t.back}
          </Button>
        </div>
      );
    }
    return <Detail view={open} onBack={() => setOpenId(null)} />;
  }

  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-sm text-slate-700">{t.intro}</p>
      <p data-testid="news-unread" className="text-sm font-medium text-slate-900">
        {t.unread(unread)}
      </p>
      {views.length === 0 ? (
        <UntilFirstSync collections="newsArticles">
          <p className="text-slate-600">{t.empty}</p>
        </UntilFirstSync>
      ) : (
        <ul className="space-y-3">
          {views.map(({ article, read }) => (
            <li
              key={article.id}
              data-testid="news-item"
              className="flex flex-col gap-3 rounded-md border border-slate-200 bg-white p-3 sm:flex-row"
            >
              <NewsImage article={article} />
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-xs text-slate-600">{formatDay(article.day)}</span>
                  <ReadMark read={read} />
                </div>
                <h2 className={`text-base text-slate-900 ${read ? 'font-medium' : 'font-bold'}`}>
                  {article.title}
                </h2>
                <p className="text-sm text-slate-700">{article.teaser}</p>
                <Button
                  id={`news-open-${article.id}`}
                  variant="secondary"
                  className="mt-1"
                  aria-label={t.openNamed(article.title)}
                  onClick={() => {
                    returnTo.current = article.id;
                    setOpenId(article.id);
                  }}
                >
                  {t.open}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function NewsPage() {
  return (
    <Screen title={de.screens.news} testId="news-page">
      <NewsPageBody />
    </Screen>
  );
}
