import { sql } from 'drizzle-orm';
import type { DashboardActivity } from '../../../shared/schemas/admin-dashboard';
import type { Db } from '../../db/client';
import { isoTime, type PersonRow, personColumns, purchaseGuestField, toPerson } from '../../lib/person-sql';

const PER_KIND = 3;
const SHOWN = 5;

type ActivityRow = PersonRow & {
  kind: DashboardActivity['kind'];
  at: Date | string;
  quiz_id: string | null;
  quiz_title: string | null;
  amount: number | null;
  percentage: number | null;
  passed: boolean | null;
};

/** The latest 3 completed purchases, finished results and registrations, merged by time; 5 kept. */
export async function latestActivities(db: Db): Promise<DashboardActivity[]> {
  const { rows } = await db.execute<ActivityRow>(sql`
    (select 'purchase' as kind, p.purchased_at as at,
        ${personColumns('u', purchaseGuestField('p', 'full_name'), purchaseGuestField('p', 'email'))},
        q.id as quiz_id, q.title as quiz_title, p.amount::float8 as amount,
        null::float8 as percentage, null::boolean as passed
      from purchases p join quizzes q on q.id = p.quiz_id left join users u on u.id = p.user_id
      where p.payment_status = 'COMPLETED'
      order by p.purchased_at desc, p.id desc limit ${PER_KIND})
    union all
    (select 'completion', r.completed_at, ${personColumns('u', 'g.full_name', 'g.email')},
        q.id, q.title, null, r.percentage, r.passed
      from quiz_results r join quizzes q on q.id = r.quiz_id
      left join users u on u.id = r.user_id left join guest_access g on g.id = r.guest_access_id
      order by r.completed_at desc, r.id desc limit ${PER_KIND})
    union all
    (select 'registration', u.created_at, ${personColumns('u', 'null', 'null')},
        null, null, null, null, null
      from users u order by u.created_at desc, u.id desc limit ${PER_KIND})
    order by at desc
    limit ${SHOWN}`);
  return rows.map(toActivity);
}

function toActivity(row: ActivityRow): DashboardActivity {
  const base = { at: isoTime(row.at), person: toPerson(row) };
  if (row.kind === 'registration') return { kind: 'registration', ...base };
  const quiz = { quizId: row.quiz_id!, quizTitle: row.quiz_title! };
  if (row.kind === 'purchase') return { kind: 'purchase', ...base, ...quiz, amount: row.amount ?? 0 };
  return {
    kind: 'completion',
    ...base,
    ...quiz,
    percentage: row.percentage ?? 0,
    passed: row.passed ?? false,
  };
}
