// A device's month as a line chart (recharts): the readings that stand, the limits as a shaded
// band with dashed edges, and the excursions marked by triangles (not by colour alone); the
// same values are in the table beside it, which is what a screen reader reads.
import {
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceArea,
  ReferenceLine,
  ResponsiveContainer,
  Scatter,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useId } from 'react';
import type { TempDeviceRow, TempReadingRow } from '../contract';
import { excursionOf, formatTenths } from '../rules';
import { formatInstant, formatMonth, shiftMonth, viennaInstant } from './logic';
import { temperatureLogDe } from '../texts.de';

const t = temperatureLogDe.chart;
const dayFormat = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'Europe/Vienna',
  day: '2-digit',
  month: '2-digit',
});

/** Readings further apart than this are not joined by the line. */
const GAP_MS = 26 * 3_600_000;

interface Point {
  time: number;
  value: number | null;
  excursion?: number;
}

export function DeviceChart({
  device,
  month,
  readings,
}: {
  device: TempDeviceRow;
  month: string;
  /** The month's standing readings, in the order measured. */
  readings: readonly TempReadingRow[];
}) {
  const descriptionId = useId();
  const titleId = useId();
  const start = Date.parse(viennaInstant(`${month}-01`, 0));
  const end = Date.parse(viennaInstant(`${shiftMonth(month, 1)}-01`, 0));
  const points: Point[] = [];
  for (const r of readings) {
    const time = Date.parse(r.measuredAt);
    const previous = points.at(-1);
    // A day and more without readings is a gap in the line, not a slope drawn across it.
    if (previous && time - previous.time > GAP_MS) {
      points.push({ time: previous.time + 1, value: null });
    }
    points.push({
      time,
      value: r.valueTenths / 10,
      ...(excursionOf(r.valueTenths, device) ? { excursion: r.valueTenths / 10 } : {}),
    });
  }
  const excursions = points.filter((p) => p.excursion !== undefined);
  const values = readings.map((r) => r.valueTenths / 10);
  const min = Math.floor(Math.min(device.minTenths / 10 - 2, ...values));
  const max = Math.ceil(Math.max(device.maxTenths / 10 + 2, ...values));
  return (
    <figure
      className="rounded-md border border-slate-200 bg-white p-3"
      data-testid="temperature-chart"
    >
      <figcaption id={titleId} className="text-sm font-semibold text-slate-900">
        {t.title(device.name, formatMonth(month))}
      </figcaption>
      <p id={descriptionId} className="sr-only">
        {t.description(device.minTenths, device.maxTenths, readings.length, excursions.length)}
      </p>
      {readings.length === 0 ? (
        <p className="py-10 text-center text-sm text-slate-600">{t.empty}</p>
      ) : (
        // The drawing is one image named by the caption; the sr-only text describes it.
        <div
          className="h-72 w-full"
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
        >
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={points} margin={{ top: 10, right: 16, bottom: 4, left: 0 }}>
              <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
              <ReferenceArea
                y1={device.minTenths / 10}
                y2={device.maxTenths / 10}
                fill="#0d9488"
                fillOpacity={0.08}
                ifOverflow="extendDomain"
              />
              <ReferenceLine y={device.minTenths / 10} stroke="#0f766e" strokeDasharray="6 4" />
              <ReferenceLine y={device.maxTenths / 10} stroke="#0f766e" strokeDasharray="6 4" />
              <XAxis
                dataKey="time"
                type="number"
                domain={[start, end]}
                scale="time"
                tickFormatter={(time: number) => dayFormat.format(new Date(time))}
                tick={{ fontSize: 11 }}
              />
              <YAxis
                domain={[min, max]}
                tickFormatter={(v: number) => formatTenths(Math.round(v * 10))}
                tick={{ fontSize: 11 }}
                width={40}
              />
              <Tooltip
                labelFormatter={(time) => formatInstant(new Date(Number(time)).toISOString())}
                formatter={(value) => [
                  `${formatTenths(Math.round(Number(value) * 10))} °C`,
                  t.value,
                ]}
              />
              <Line
                type="linear"
                dataKey="value"
                connectNulls={false}
                name={t.value}
                stroke="#1e40af"
                strokeWidth={1.5}
                dot={false}
                isAnimationActive={false}
              />
              <Scatter
                dataKey="excursion"
                name={t.excursion}
                fill="#b91c1c"
                shape="triangle"
                isAnimationActive={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </div>
      )}
      <p className="mt-2 flex flex-wrap gap-4 text-xs text-slate-600" aria-hidden="true">
        <span>
          <span className="mr-1 inline-block h-0.5 w-4 bg-blue-800 align-middle" />
          {t.value}
        </span>
        <span>
          <span className="mr-1 inline-block h-3 w-4 border-y border-dashed border-teal-700 bg-teal-600/10 align-middle" />
          {t.limit}
        </span>
        <span>
          <span className="mr-1 text-red-700">▲</span>
          {t.excursion}
        </span>
      </p>
    </figure>
  );
}
