import { TIME_ZONE } from '../../../shared/i18n/format';
import type { AdminDashboard } from '../../../shared/schemas/admin-dashboard';
import type { Db } from '../../db/client';
import { latestActivities } from './dashboard-activities';
import { dashboardCounters, resultsByDay, revenueByDay, topQuizzes } from './dashboard-figures';

/** Every dashboard figure, each computed by one SQL statement. */
export async function adminDashboard(db: Db, now = new Date()): Promise<AdminDashboard> {
  const [counters, activities, top, revenue, results] = await Promise.all([
    dashboardCounters(db),
    latestActivities(db),
    topQuizzes(db),
    revenueByDay(db, now),
    resultsByDay(db, now),
  ]);
  return {
    counters,
    activities,
    topQuizzes: top,
    revenueByDay: revenue,
    resultsByDay: results,
    timeZone: TIME_ZONE,
  };
}
