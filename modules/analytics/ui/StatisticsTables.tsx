// The statistics' tables: by month, by article and by manufacturer, and the panel of one view.
import { useId, type ReactNode } from 'react';
import { formatEuro } from '../../../src/catalogue/money';
import { shareOf, TOP_ARTICLES_CHART, type ViewFigures } from './statistics';
import { ArticleChart, ManufacturerChart, MonthChart } from './StatisticsCharts';
import { analyticsTexts } from '../texts';
import { CELL, NUM, QUANTITY } from './tableStyles';
import { changeText } from './changeText';
import { TableHead, headCells } from '../../../src/ui/TableHead';

const t = analyticsTexts.statistics;

const PERCENT = new Intl.NumberFormat('de-DE', {
  style: 'percent',
  maximumFractionDigits: 1,
});

const MONTH_LONG = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric' });

const monthLong = (month: string) =>
  MONTH_LONG.format(new Date(Number(month.slice(0, 4)), Number(month.slice(5)) - 1, 1));

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function TableFrame({ children }: { children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-sm">{children}</table>
    </div>
  );
}

function MonthTable({ figures, label }: { figures: ViewFigures; label: string }) {
  const c = t.monthColumns;
  return (
    <TableFrame>
      <caption className="sr-only">{t.byMonthCaption(label)}</caption>
      <TableHead
        cells={[...headCells(CELL, c.month), ...headCells(NUM, c.current, c.previous, c.change)]}
      />
      <tbody className="divide-y divide-slate-100" data-testid="statistics-month-rows">
        {figures.months.map((m) => (
          <tr key={m.month}>
            <th scope="row" className={`${CELL} whitespace-nowrap font-normal`}>
              {monthLong(m.month)}
            </th>
            <td className={NUM}>{formatEuro(m.cents)}</td>
            <td className={NUM}>{formatEuro(m.previousCents)}</td>
            <td className={NUM}>{changeText(m.cents, m.previousCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t border-slate-300 font-semibold">
        <tr>
          <th scope="row" className={CELL}>
            {t.sum}
          </th>
          <td className={NUM}>{formatEuro(figures.totalCents)}</td>
          <td className={NUM}>{formatEuro(figures.previousTotalCents)}</td>
          <td className={NUM}>{changeText(figures.totalCents, figures.previousTotalCents)}</td>
        </tr>
      </tfoot>
    </TableFrame>
  );
}

function ArticleTable({ figures, label }: { figures: ViewFigures; label: string }) {
  const c = t.columns;
  return (
    <TableFrame>
      <caption className="sr-only">{t.topArticlesCaption(label, figures.articles.length)}</caption>
      <TableHead
        cells={[
          ...headCells(NUM, c.rank),
          ...headCells(CELL, c.name, c.pzn),
          ...headCells(NUM, c.packs, c.value, c.share),
        ]}
      />
      <tbody className="divide-y divide-slate-100">
        {figures.articles.map((a, i) => (
          <tr key={a.pzn}>
            <td className={NUM}>{i + 1}</td>
            <th scope="row" className={`${CELL} font-normal`}>
              {a.name}
            </th>
            <td className={`${CELL} tabular-nums`}>{a.pzn}</td>
            <td className={NUM}>{QUANTITY.format(a.packs)}</td>
            <td className={NUM}>{formatEuro(a.cents)}</td>
            <td className={NUM}>{PERCENT.format(shareOf(a.cents, figures.totalCents))}</td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

function ManufacturerTable({ figures, label }: { figures: ViewFigures; label: string }) {
  const c = t.columns;
  return (
    <TableFrame>
      <caption className="sr-only">{t.byManufacturerCaption(label)}</caption>
      <TableHead
        cells={[...headCells(CELL, c.manufacturer), ...headCells(NUM, c.packs, c.value, c.share)]}
      />
      <tbody className="divide-y divide-slate-100">
        {figures.manufacturers.map((m) => (
          <tr key={m.name ?? ''}>
            <th scope="row" className={`${CELL} font-normal`}>
              {m.name === null ? t.others : m.name || t.unknownManufacturer}
            </th>
            <td className={NUM}>{QUANTITY.format(m.packs)}</td>
            <td className={NUM}>{formatEuro(m.cents)}</td>
            <td className={NUM}>{PERCENT.format(shareOf(m.cents, figures.totalCents))}</td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

export function ViewPanel({ figures, label }: { figures: ViewFigures; label: string }) {
  if (figures.totalCents === 0 && figures.previousTotalCents === 0) {
    return <p className="text-slate-600">{t.empty}</p>;
  }
  return (
    <div className="space-y-8">
      <Section title={t.byMonth}>
        <div className="grid gap-4 xl:grid-cols-[3fr_2fr]">
          <div className="min-w-0" data-testid="statistics-month-chart">
            <MonthChart months={figures.months} title={t.byMonthChart(label)} />
          </div>
          <MonthTable figures={figures} label={label} />
        </div>
      </Section>
      {figures.articles.length > 0 && (
        <Section title={t.topArticles}>
          <div className="grid gap-4 xl:grid-cols-[2fr_3fr]">
            <div className="min-w-0" data-testid="statistics-article-chart">
              <ArticleChart
                articles={figures.articles.slice(0, TOP_ARTICLES_CHART)}
                title={t.topArticlesChart(
                  label,
                  Math.min(TOP_ARTICLES_CHART, figures.articles.length),
                )}
              />
            </div>
            <ArticleTable figures={figures} label={label} />
          </div>
        </Section>
      )}
      {figures.manufacturers.length > 0 && (
        <Section title={t.byManufacturer}>
          <div className="grid gap-4 xl:grid-cols-[3fr_2fr]">
            <div className="min-w-0" data-testid="statistics-manufacturer-chart">
              <ManufacturerChart
                manufacturers={figures.manufacturers}
                title={t.byManufacturerChart(label)}
              />
            </div>
            <ManufacturerTable figures={figures} label={label} />
          </div>
        </Section>
      )}
    </div>
  );
}
