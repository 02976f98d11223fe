import { adminDashboard } from '@shared/i18n/admin/dashboard';
import { cn } from '@web/lib/cn';
import { useId } from 'react';
import { axisMax, formatDay } from '../chart-scale';

/** One stacked part of every bar (a single series draws plain bars). */
export type ChartSeries = { label: string; fillClass: string; swatchClass: string };
/** One day: a value per series, in the series' order. */
export type ChartDay = { day: string; values: readonly number[] };

type DailyBarChartProps = {
  title: string;
  /** what the chart says in one sentence: the accessible name of the picture */
  summary: string;
  series: readonly ChartSeries[];
  days: readonly ChartDay[];
  /** a value in a bar's title and in the table (full form: "25 000 so'm") */
  formatValue: (value: number) => string;
  /** a value on the axis (short form: "25 ming") */
  formatTick: (value: number) => string;
};

// each day gets a 10-unit slot of the plot's coordinate space; the bar fills 7 of it
const SLOT = 10;
const BAR = 7;

function dayTitle(day: ChartDay, series: readonly ChartSeries[], formatValue: (n: number) => string) {
  const parts = series.map((s, i) => `${s.label}: ${formatValue(day.values[i] ?? 0)}`);
  return `${formatDay(day.day, true)}. ${parts.join(', ')}`;
}

/** The bars of one day, stacked from the axis up; each part names itself on hover. */
function DayBars({
  day,
  index,
  max,
  series,
  formatValue,
}: {
  day: ChartDay;
  index: number;
  max: number;
  series: readonly ChartSeries[];
  formatValue: (n: number) => string;
}) {
  let base = 100;
  const title = dayTitle(day, series, formatValue);
  return (
    <g>
      {/* a full-height transparent slot: hovering anywhere over the day shows its figures */}
      <rect x={index * SLOT} y={0} width={SLOT} height={100} className="fill-transparent hover:fill-muted/60">
        <title>{title}</title>
      </rect>
      {series.map((s, i) => {
        const height = ((day.values[i] ?? 0) / max) * 100;
        base -= height;
        if (height <= 0) return null;
        return (
          <rect
            key={s.label}
            x={index * SLOT + (SLOT - BAR) / 2}
            y={base}
            width={BAR}
            height={height}
            className={cn(s.fillClass, 'pointer-events-none')}
          />
        );
      })}
    </g>
  );
}

function Legend({ series }: { series: readonly ChartSeries[] }) {
  if (series.length < 2) return null;
  return (
    <ul className="flex flex-wrap gap-3 text-xs text-muted-foreground" aria-hidden="true">
      {series.map((s) => (
        <li key={s.label} className="flex items-center gap-1.5">
          <span className={cn('size-2.5 rounded-sm', s.swatchClass)} />
          {s.label}
        </li>
      ))}
    </ul>
  );
}

/** The first, middle and last day under the plot, each under its own bar. */
function DayAxis({ days }: { days: readonly ChartDay[] }) {
  if (days.length === 0) return null;
  const middle = Math.floor(days.length / 2);
  const first = days[0]?.day ?? '';
  const last = days.at(-1)?.day ?? '';
  const mid = days[middle]?.day ?? '';
  return (
    <div className="relative h-4 text-[11px] text-muted-foreground" aria-hidden="true">
      <span className="absolute left-0">{formatDay(first)}</span>
      {days.length > 2 ? (
        <span
          className="absolute -translate-x-1/2"
          style={{ left: `${((middle + 0.5) / days.length) * 100}%` }}
        >
          {formatDay(mid)}
        </span>
      ) : null}
      {days.length > 1 ? <span className="absolute right-0">{formatDay(last)}</span> : null}
    </div>
  );
}

/**
 * A small bar chart of the last days, drawn by hand: the bars stretch with the card (SVG without a
 * fixed aspect), the labels are HTML so they keep their size on a phone. Screen readers get the
 * one-line summary as the picture's name and the figures as a table.
 */
export function DailyBarChart({ title, summary, series, days, formatValue, formatTick }: DailyBarChartProps) {
  const titleId = useId();
  const largest = Math.max(0, ...days.map((d) => d.values.reduce((sum, v) => sum + v, 0)));
  const max = axisMax(largest);
  const ticks = [max, max / 2, 0];
  return (
    <figure aria-labelledby={titleId} className="relative flex flex-col gap-3">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span id={titleId} className="font-semibold">
          {title}
        </span>
        <Legend series={series} />
      </figcaption>
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
        <div className="relative h-40 w-12 text-right text-[11px] text-muted-foreground" aria-hidden="true">
          {ticks.map((tick, i) => (
            <span key={tick} className="absolute right-0 -translate-y-1/2" style={{ top: `${i * 50}%` }}>
              {formatTick(tick)}
            </span>
          ))}
        </div>
        <div role="img" aria-label={summary} className="relative h-40 border-b border-l">
          <svg
            viewBox={`0 0 ${Math.max(1, days.length) * SLOT} 100`}
            preserveAspectRatio="none"
            className="absolute inset-0 size-full overflow-visible"
            aria-hidden="true"
          >
            {[0, 50].map((y) => (
              <line
                key={y}
                x1={0}
                x2={days.length * SLOT}
                y1={y}
                y2={y}
                vectorEffect="non-scaling-stroke"
                className="stroke-border"
                strokeDasharray="3 3"
              />
            ))}
            {days.map((day, index) => (
              <DayBars
                key={day.day}
                day={day}
                index={index}
                max={max}
                series={series}
                formatValue={formatValue}
              />
            ))}
          </svg>
          {largest === 0 ? (
            <p className="absolute inset-0 flex items-center justify-center text-sm text-muted-foreground">
              {adminDashboard.charts.noData}
            </p>
          ) : null}
        </div>
        <span />
        <DayAxis days={days} />
      </div>
      {/* a table ignores the 1 px height of sr-only and keeps its full height: the box around it
          clips it, inside the figure, so it cannot stretch the page */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{adminDashboard.charts.date}</th>
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{formatDay(day.day, true)}</th>
                {series.map((s, i) => (
                  <td key={s.label}>{formatValue(day.values[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
