// An article's availability as text ('lieferbar', 'knapp', 'nicht lieferbar', with 'voraussichtlich
// ab {date}' when known). Colour and icon only support the words.
import type { Article, Availability } from '../api/catalogue';
import { de } from '../i18n/de';
import { CheckIcon, CrossIcon, WarnIcon } from './icons';
import { formatDay } from './money';

const STYLE: Record<Availability, { className: string; Icon: typeof CheckIcon }> = {
  lieferbar: { className: 'text-green-800', Icon: CheckIcon },
  knapp: { className: 'text-amber-800', Icon: WarnIcon },
  nicht_lieferbar: { className: 'text-red-800', Icon: CrossIcon },
};

/** 'knapp, voraussichtlich ab 03.12.2026': the whole label as one text. */
export function availabilityText(article: Pick<Article, 'availability' | 'expectedDate'>): string {
  const label = de.catalogue.availability[article.availability];
  if (article.availability === 'lieferbar' || !article.expectedDate) return label;
  return `${label}, ${de.catalogue.availability.expected(formatDay(article.expectedDate))}`;
}

export function AvailabilityLabel({
  article,
  className = '',
}: {
  article: Pick<Article, 'availability' | 'expectedDate'>;
  className?: string;
}) {
  const { className: tone, Icon } = STYLE[article.availability];
  return (
    <span
      data-availability={article.availability}
      className={`inline-flex items-center gap-1 text-xs font-medium ${tone} ${className}`}
    >
      <Icon />
      <span>{availabilityText(article)}</span>
    </span>
  );
}
