import { adminDashboard } from '@shared/i18n/admin/dashboard';
import { formatDate, formatNumber } from '@shared/i18n/format';

/**
 * The top of a chart's value axis: the next of 1, 2, 4, 6, 8, 10 x 10^n at or above the largest
 * value, so the half-way grid line is a whole number too (hence no 1 below 10). An empty chart
 * still gets an axis (2).
 */
export function axisMax(largest: number): number {
  if (!(largest > 0)) return 2;
  const magnitude = 10 ** Math.floor(Math.log10(largest));
  const factors = magnitude >= 10 ? [1, 2, 4, 6, 8, 10] : [2, 4, 6, 8, 10];
  const step = factors.find((factor) => factor * magnitude >= largest) ?? 10;
  return step * magnitude;
}

/** An axis label that fits a narrow column: 1 500 000 -> "1,5 mln", 40 000 -> "40 ming". */
export function formatCompact(value: number): string {
  if (value >= 1_000_000) return `${formatNumber(value / 1_000_000)} ${adminDashboard.charts.million}`;
  if (value >= 1_000) return `${formatNumber(value / 1_000)} ${adminDashboard.charts.thousand}`;
  return formatNumber(value);
}

/**
 * A calendar day of the API (YYYY-MM-DD, a Tashkent day) in the reader's language, read at noon
 * in Tashkent so no time zone shifts it: "12 may", or "12 may 2026" with the year.
 */
export function formatDay(day: string, withYear = false): string {
  const date = formatDate(`${day}T12:00:00+05:00`);
  return withYear ? date : date.split(' ').slice(0, 2).join(' ');
}
