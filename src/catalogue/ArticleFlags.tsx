// An article's flags as text badges: Rx or OTC, Kühlware, Suchtgift. The short text is shown, the
// long one is read out and shown on hover; the icons only add to the text.
import type { ReactNode } from 'react';
import type { Article } from '../api/catalogue';
import { de } from '../i18n/de';
import { LockIcon, SnowflakeIcon } from './icons';

const BADGE = 'inline-flex items-center gap-0.5 rounded border px-1 py-px text-xs font-medium';

function Badge({
  short,
  long,
  className,
  icon,
}: {
  short: string;
  long: string;
  className: string;
  icon?: ReactNode;
}) {
  return (
    <li className={`${BADGE} ${className}`} title={long}>
      {icon}
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{long}</span>
    </li>
  );
}

export function ArticleFlags({
  article,
  className = '',
}: {
  article: Pick<Article, 'rx' | 'coldChain' | 'narcotic'>;
  className?: string;
}) {
  const t = de.catalogue.flags;
  return (
    <ul aria-label={t.label} className={`inline-flex flex-wrap items-center gap-1 ${className}`}>
      {article.rx ? (
        <Badge short={t.rx} long={t.rxLong} className="border-red-300 bg-red-50 text-red-900" />
      ) : (
        <Badge
          short={t.otc}
          long={t.otcLong}
          className="border-slate-300 bg-white text-slate-700"
        />
      )}
      {article.coldChain ? (
        <Badge
          short={t.coldChain}
          long={t.coldChain}
          icon={<SnowflakeIcon />}
          className="border-sky-300 bg-sky-50 text-sky-900"
        />
      ) : null}
      {article.narcotic ? (
        <Badge
          short={t.narcotic}
          long={t.narcotic}
          icon={<LockIcon />}
          className="border-purple-300 bg-purple-50 text-purple-900"
        />
      ) : null}
    </ul>
  );
}
