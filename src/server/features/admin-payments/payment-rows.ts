import { type SQL, sql } from 'drizzle-orm';
import { TIME_ZONE } from '../../../shared/i18n/format';
import type {
  AdminPayment,
  AdminPaymentList,
  PaymentFilters,
  PaymentListQuery,
} from '../../../shared/schemas/admin-payments';
import type { Db } from '../../db/client';
import { listPage, type NewestFirstTable } from '../../lib/admin-table';
import { isoTime, type PersonRow, personColumns, toPerson } from '../../lib/person-sql';
import { containsPattern } from '../catalog/catalog-search';

/**
 * The payments with their payer (a user's row, else the guest checkout's name and email), newest
 * first (payments_created_idx). Every column a list row shows; the quiz titles (in the payment's
 * order) and the provider transactions (oldest first) are gathered per row, which is cheap for one
 * page of rows.
 */
export const PAYMENT_TABLE: NewestFirstTable = {
  columns: sql`p.id, p.created_at, p.completed_at, p.refunded_at, p.provider,
  p.method, p.status, p.amount, p.provider_transaction_id,
  ${personColumns('u', 'p.guest_name', 'p.guest_email')},
  coalesce((select json_agg(coalesce(q.title, '') order by item.ord)
    from jsonb_array_elements(p.items) with ordinality as item(value, ord)
    left join quizzes q on q.id = (item.value->>'quizId')::uuid), '[]'::json) as quiz_titles,
  coalesce((select json_agg(json_build_object('externalId', t.external_id, 'status', t.status,
      'state', t.state) order by t.created_at, t.id)
    from payment_transactions t where t.payment_id = p.id), '[]'::json) as transactions`,
  from: sql`from payments p left join users u on u.id = p.user_id`,
  time: sql`p.created_at`,
  id: sql`p.id`,
};

export type PaymentRow = PersonRow & {
  id: string;
  created_at: Date | string;
  completed_at: Date | string | null;
  refunded_at: Date | string | null;
  provider: string;
  method: string;
  status: AdminPayment['status'];
  amount: number;
  provider_transaction_id: string | null;
  quiz_titles: string[] | string;
  transactions: AdminPayment['transactions'] | string;
};

/** Midnight starting a Tashkent day, as an instant (Tashkent keeps UTC+5 all year). */
const dayStart = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${TIME_ZONE})`;

/** The WHERE condition of the filters. */
export function paymentConditions(filters: PaymentFilters): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filters.status) conditions.push(sql`p.status = ${filters.status}`);
  if (filters.provider) conditions.push(sql`p.provider = ${filters.provider}`);
  if (filters.method) conditions.push(sql`p.method = ${filters.method}`);
  if (filters.from) conditions.push(sql`p.created_at >= ${dayStart(filters.from)}`);
  if (filters.to) conditions.push(sql`p.created_at < ${dayStart(filters.to, 1)}`);
  if (filters.q) conditions.push(searchCondition(filters.q));
  return sql.join(conditions, sql` and `);
}

/** An id is matched exactly (payment, provider transaction); an email by a part of it. */
function searchCondition(q: string): SQL {
  const email = containsPattern(q.toLowerCase());
  return sql`(p.id::text = ${q.toLowerCase()} or p.provider_transaction_id = ${q}
    or exists (select 1 from payment_transactions t where t.payment_id = p.id and t.external_id = ${q})
    or lower(u.email) like ${email} or lower(p.guest_email) like ${email})`;
}

/** json columns come back parsed from pg and as text from some drivers. */
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const isoOrNull = (value: Date | string | null) => (value === null ? null : isoTime(value));

export function toAdminPayment(row: PaymentRow): AdminPayment {
  return {
    id: row.id,
    createdAt: isoTime(row.created_at),
    completedAt: isoOrNull(row.completed_at),
    refundedAt: isoOrNull(row.refunded_at),
    provider: row.provider,
    method: row.method,
    status: row.status,
    amount: row.amount,
    payer: toPerson(row),
    quizTitles: parsed(row.quiz_titles),
    providerTransactionId: row.provider_transaction_id,
    transactions: parsed(row.transactions),
  };
}

/** One page of the filtered payments, newest first, with the filtered total. */
export async function listAdminPayments(db: Db, query: PaymentListQuery): Promise<AdminPaymentList> {
  const { rows, total } = await listPage<PaymentRow>(db, PAYMENT_TABLE, paymentConditions(query), query);
  return { payments: rows.map(toAdminPayment), total, page: query.page, pageSize: query.pageSize };
}
