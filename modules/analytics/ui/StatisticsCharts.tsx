// The statistics' charts (recharts, loaded with the statistics route only). Each chart has a
// table with the same numbers beside it (StatisticsPage): the table is what screen readers and
// keyboard users read; the chart carries a title saying so. The previous year is hatched and
// lighter, with its own legend entry, so the two series differ without colour.
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatEuro } from '../../../src/catalogue/money';
import type { ArticleFigure, ManufacturerFigure, MonthFigure } from './statistics';
import { analyticsTexts } from '../texts';

const t = analyticsTexts.statistics;
const CURRENT = '#0f5e4b'; // brand-700
const PREVIOUS = '#64748b'; // slate-500, drawn hatched
const HATCH_ID = 'statistics-previous-hatch';
const AXIS_EURO = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'EUR',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const MONTH_SHORT = new Intl.DateTimeFormat('de-DE', { month: 'short', year: '2-digit' });

/** '2026-03' → 'März 26' (the axis); the tables print the full month. */
export const monthShort = (month: string) =>
  MONTH_SHORT.format(new Date(Number(month.slice(0, 4)), Number(month.slice(5)) - 1, 1));

const euroOfCents = (value: unknown) =>
  typeof value === 'number' ? formatEuro(Math.round(value * 100)) : String(value);
const axisEuro = (value: number) => AXIS_EURO.format(value);
const shorten = (text: string, max = 28) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** The hatch pattern, defined once per page; the bars refer to it by id. */
export function ChartPatterns() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      <defs>
        <pattern
          id={HATCH_ID}
          width="6"
          height="6"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="6" height="6" fill="#e2e8f0" />
          <line x1="0" y1="0" x2="0" y2="6" stroke={PREVIOUS} strokeWidth="3" />
        </pattern>
      </defs>
    </svg>
  );
}

export function MonthChart({ months, title }: { months: readonly MonthFigure[]; title: string }) {
  const data = months.map((m) => ({
    label: monthShort(m.month),
    current: m.cents / 100,
    previous: m.previousCents / 100,
  }));
  const first = months[0];
  const last = months.at(-1);
  const span = (from: string, to: string) => `${monthShort(from)} – ${monthShort(to)}`;
  return (
    <BarChart
      responsive
      data={data}
      title={title}
      style={{ width: '100%', height: 320 }}
      margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
    >
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="label"
        tick={{ fontSize: 12 }}
        interval={0}
        angle={-35}
        textAnchor="end"
        height={50}
      />
      <YAxis tickFormatter={axisEuro} width={80} tick={{ fontSize: 12 }} />
      <Tooltip formatter={euroOfCents} />
      <Legend iconType="square" />
      <Bar
        dataKey="previous"
        name={first && last ? t.previousSeries(span(first.previousMonth, last.previousMonth)) : ''}
        fill={`url(#${HATCH_ID})`}
        stroke={PREVIOUS}
        isAnimationActive={false}
      />
      <Bar
        dataKey="current"
        name={first && last ? t.currentSeries(span(first.month, last.month)) : ''}
        fill={CURRENT}
        isAnimationActive={false}
      />
    </BarChart>
  );
}

/** Horizontal bars by value, the longest first; for articles and manufacturers. */
function RankChart({
  rows,
  title,
}: {
  rows: readonly { label: string; cents: number }[];
  title: string;
}) {
  const data = rows.map((r) => ({ label: shorten(r.label), value: r.cents / 100 }));
  return (
    <BarChart
      responsive
      layout="vertical"
      data={data}
      title={title}
      style={{ width: '100%', height: 40 + data.length * 30 }}
      margin={{ top: 4, right: 16, bottom: 4, left: 8 }}
    >
      <CartesianGrid strokeDasharray="3 3" horizontal={false} />
      <XAxis type="number" tickFormatter={axisEuro} tick={{ fontSize: 12 }} />
      <YAxis type="category" dataKey="label" width={170} tick={{ fontSize: 12 }} interval={0} />
      <Tooltip formatter={euroOfCents} />
      <Bar dataKey="value" name={t.columns.value} fill={CURRENT} isAnimationActive={false} />
    </BarChart>
  );
}

export function ArticleChart({
  articles,
  title,
}: {
  articles: readonly ArticleFigure[];
  title: string;
}) {
  return (
    <RankChart rows={articles.map((a) => ({ label: a.name, cents: a.cents }))} title={title} />
  );
}

export function ManufacturerChart({
  manufacturers,
  title,
}: {
  manufacturers: readonly ManufacturerFigure[];
  title: string;
}) {
  return (
    <RankChart
      rows={manufacturers.map((m) => ({
        label: m.name === null ? t.others : m.name || t.unknownManufacturer,
        cents: m.cents,
      }))}
      title={title}
    />
  );
}
