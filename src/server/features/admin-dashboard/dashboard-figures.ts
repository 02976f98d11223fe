import { sql } from 'drizzle-orm';
import { TIME_ZONE } from '../../../shared/i18n/format';
import type {
  DashboardCounters,
  DashboardResultsDay,
  DashboardRevenueDay,
  DashboardTopQuiz,
} from '../../../shared/schemas/admin-dashboard';
import type { Db } from '../../db/client';

export const DASHBOARD_DAYS = 30;
const TOP_QUIZZES = 5;

/** The six counters in one statement; counts as int, revenue as float8 (so'm can pass 2^31). */
export async function dashboardCounters(db: Db): Promise<DashboardCounters> {
  const { rows } = await db.execute<DashboardCounters>(sql`select
    (select count(*) from users)::int as "users",
    (select count(*) from quizzes)::int as "quizzes",
    (select count(*) from purchases where payment_status = 'COMPLETED')::int as "completedPurchases",
    (select coalesce(sum(amount), 0) from purchases where payment_status = 'COMPLETED')::float8 as "revenue",
    (select count(*) from quiz_results)::int as "results",
    (select count(*) from certificates)::int as "certificates"`);
  return rows[0]!;
}

/** The 5 quizzes with the most completed purchases plus plays (plays = finished results). */
export async function topQuizzes(db: Db): Promise<DashboardTopQuiz[]> {
  const { rows } = await db.execute<DashboardTopQuiz>(sql`select q.id as "quizId", q.title,
      coalesce(p.n, 0)::int as "purchases", coalesce(r.n, 0)::int as "plays"
    from quizzes q
    left join (select quiz_id, count(*) as n from purchases where payment_status = 'COMPLETED'
      group by quiz_id) p on p.quiz_id = q.id
    left join (select quiz_id, count(*) as n from quiz_results group by quiz_id) r on r.quiz_id = q.id
    where coalesce(p.n, 0) + coalesce(r.n, 0) > 0
    order by coalesce(p.n, 0) + coalesce(r.n, 0) desc, q.title, q.id
    limit ${TOP_QUIZZES}`);
  return rows;
}

/**
 * The last 30 calendar days in Tashkent up to the day of `now`, one row per day (generate_series,
 * so days without data are 0), each day's figures aggregated from rows since the first day's start.
 */
function lastDays(now: Date) {
  return sql`bounds as (
      select (${now.toISOString()}::timestamptz at time zone ${TIME_ZONE})::date as today),
    days as (
      select generate_series(today - ${DASHBOARD_DAYS - 1}::int, today, interval '1 day')::date as day
      from bounds),
    since as (
      select ((today - ${DASHBOARD_DAYS - 1}::int)::timestamp at time zone ${TIME_ZONE}) as at
      from bounds)`;
}
const tashkentDay = (column: string) => sql.raw(`(${column} at time zone '${TIME_ZONE}')::date`);

export async function revenueByDay(db: Db, now: Date): Promise<DashboardRevenueDay[]> {
  const { rows } = await db.execute<DashboardRevenueDay>(sql`with ${lastDays(now)},
    revenue as (
      select ${tashkentDay('purchased_at')} as day, sum(amount) as amount
      from purchases, since
      where payment_status = 'COMPLETED' and purchased_at >= since.at
      group by 1)
    select to_char(days.day, 'YYYY-MM-DD') as "day", coalesce(revenue.amount, 0)::float8 as "revenue"
    from days left join revenue on revenue.day = days.day
    order by days.day`);
  return rows;
}

export async function resultsByDay(db: Db, now: Date): Promise<DashboardResultsDay[]> {
  const { rows } = await db.execute<DashboardResultsDay>(sql`with ${lastDays(now)},
    finished as (
      select ${tashkentDay('completed_at')} as day,
        count(*) filter (where passed) as passed, count(*) filter (where not passed) as failed
      from quiz_results, since
      where completed_at >= since.at
      group by 1)
    select to_char(days.day, 'YYYY-MM-DD') as "day",
      coalesce(finished.passed, 0)::int as "passed", coalesce(finished.failed, 0)::int as "failed"
    from days left join finished on finished.day = days.day
    order by days.day`);
  return rows;
}
