// The drug book's narcotic articles with their balance, to choose the one whose book is shown.
import type { DrugBookEntryRow } from '../contract';
import { balanceOf } from '../rules';
import { drugBookDe } from '../texts.de';
import { buttonClass } from '../../../src/ui/Button';
import { type Article } from './logic';
import { CELL, HEAD, TABLE_BOX } from '../../../src/ui/register/styles';
import { headCells, srOnlyHead } from '../../../src/ui/TableHead';
import { PlainTable } from '../../../src/ui/PlainTable';
import { TitledSection } from '../../../src/ui/TitledSection';

const t = drugBookDe;

export function Articles({
  articles,
  entries,
  selected,
  onSelect,
}: {
  articles: readonly Article[];
  entries: readonly DrugBookEntryRow[];
  selected: string;
  onSelect: (pzn: string) => void;
}) {
  return (
    <TitledSection
      titleId="drug-articles-title"
      title={t.articles.title}
      className="space-y-2 print:hidden"
    >
      <PlainTable
        box={TABLE_BOX}
        testId="drug-articles"
        caption={t.articles.caption}
        head={[
          ...headCells(HEAD, t.col.pzn, t.col.article),
          ...headCells(`${HEAD} text-right`, t.col.balance),
          srOnlyHead(t.col.actions, HEAD),
        ]}
      >
        {articles.map((article) => {
          const isSelected = article.pzn === selected;
          return (
            <tr key={article.pzn} className={isSelected ? 'bg-brand-50' : undefined}>
              <td className={`${CELL} tabular-nums`}>{article.pzn}</td>
              <td className={CELL}>{article.name}</td>
              <td className={`${CELL} text-right tabular-nums`}>
                {t.packs(balanceOf(entries.filter((e) => e.pzn === article.pzn)))}
              </td>
              <td className={`${CELL} text-right`}>
                <button
                  type="button"
                  aria-pressed={isSelected}
                  aria-label={
                    isSelected ? t.articles.shownFor(article.name) : t.articles.show(article.name)
                  }
                  className={buttonClass(isSelected ? 'primary' : 'secondary', 'px-2 py-1')}
                  onClick={() => onSelect(article.pzn)}
                >
                  {isSelected ? t.articles.shown : t.articles.open}
                </button>
              </td>
            </tr>
          );
        })}
      </PlainTable>
    </TitledSection>
  );
}
