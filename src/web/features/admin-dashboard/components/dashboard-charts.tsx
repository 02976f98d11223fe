import { adminDashboard } from '@shared/i18n/admin/dashboard';
import { formatNumber, formatSum } from '@shared/i18n/format';
import type { DashboardResultsDay, DashboardRevenueDay } from '@shared/schemas/admin-dashboard';
import { formatCompact, formatDay } from '../chart-scale';
import { type ChartSeries, DailyBarChart } from './daily-bar-chart';

const revenueSeries = (): readonly ChartSeries[] => [
  { label: adminDashboard.charts.revenue, fillClass: 'fill-primary', swatchClass: 'bg-primary' },
];
// failed on top of passed: the green base shows the passes at a glance
const resultsSeries = (): readonly ChartSeries[] => [
  { label: adminDashboard.charts.passed, fillClass: 'fill-emerald-600', swatchClass: 'bg-emerald-600' },
  { label: adminDashboard.charts.failed, fillClass: 'fill-rose-400', swatchClass: 'bg-rose-400' },
];

export function RevenueChart({ days }: { days: readonly DashboardRevenueDay[] }) {
  const total = days.reduce((sum, d) => sum + d.revenue, 0);
  const best = days.reduce<DashboardRevenueDay | null>(
    (top, d) => (!top || d.revenue > top.revenue ? d : top),
    null,
  );
  const summary = adminDashboard.charts.revenueSummary(
    formatSum(total),
    best && best.revenue > 0 ? `${formatDay(best.day, true)}, ${formatSum(best.revenue)}` : '-',
  );
  return (
    <DailyBarChart
      title={adminDashboard.charts.revenueTitle}
      summary={summary}
      series={revenueSeries()}
      days={days.map((d) => ({ day: d.day, values: [d.revenue] }))}
      formatValue={formatSum}
      formatTick={formatCompact}
    />
  );
}

export function ResultsChart({ days }: { days: readonly DashboardResultsDay[] }) {
  const passed = days.reduce((sum, d) => sum + d.passed, 0);
  const failed = days.reduce((sum, d) => sum + d.failed, 0);
  return (
    <DailyBarChart
      title={adminDashboard.charts.resultsTitle}
      summary={adminDashboard.charts.resultsSummary(passed, failed)}
      series={resultsSeries()}
      days={days.map((d) => ({ day: d.day, values: [d.passed, d.failed] }))}
      formatValue={formatNumber}
      formatTick={formatNumber}
    />
  );
}
