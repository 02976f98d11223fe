import { type SQL, sql } from 'drizzle-orm';
import { TIME_ZONE } from '../../../shared/i18n/format';
import type { AdminPayment, PaymentFilters } from '../../../shared/schemas/admin-payments';
import { isoTime, type PersonRow, personColumns, toPerson } from '../admin-results/person-sql';
import { containsPattern } from '../catalog/catalog-search';

/** The payments with their payer: a user's row, else the guest checkout's name and email. */
export const PAYMENT_FROM = sql`from payments p left join users u on u.id = p.user_id`;

/**
 * Every column a list row shows; the quiz titles (in the payment's order) and the provider
 * transactions (oldest first) are gathered per row, which is cheap for one page of rows.
 */
export const PAYMENT_COLUMNS = sql`p.id, p.created_at, p.completed_at, p.refunded_at, p.provider,
  p.method, p.status, p.amount, p.provider_transaction_id,
  ${personColumns('u', 'p.guest_name', 'p.guest_email')},
  coalesce((select json_agg(coalesce(q.title, '') order by item.ord)
    from jsonb_array_elements(p.items) with ordinality as item(value, ord)
    left join quizzes q on q.id = (item.value->>'quizId')::uuid), '[]'::json) as quiz_titles,
  coalesce((select json_agg(json_build_object('externalId', t.external_id, 'status', t.status,
      'state', t.state) order by t.created_at, t.id)
    from payment_transactions t where t.payment_id = p.id), '[]'::json) as transactions`;

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

/** Newest first (payments_created_idx); the id breaks ties so paging and the export agree. */
export const PAYMENT_ORDER = sql`order by p.created_at desc, p.id desc`;

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
