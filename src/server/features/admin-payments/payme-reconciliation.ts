import { sql } from 'drizzle-orm';
import { TIME_ZONE } from '../../../shared/i18n/format';
import type {
  Reconciliation,
  ReconciliationProblem,
  ReconciliationQuery,
  ReconciliationRow,
} from '../../../shared/schemas/admin-payments';
import type { Db } from '../../db/client';
import { serverNow } from '../../lib/clock';
import { isoTime } from '../../lib/person-sql';
import { paymeStatementRows, type StatementTransaction } from './payme-statement-source';

const DAY_MS = 86_400_000;
/** Tashkent keeps UTC+5 all year (no daylight saving). */
const dayStartMs = (day: string) => Date.parse(`${day}T00:00:00+05:00`);
const tashkentDay = new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE, dateStyle: 'short' });

type OurPayment = {
  id: string;
  status: NonNullable<ReconciliationRow['payment']>['status'];
  amount: number;
  completed_at: Date | string | null;
  refunded_at: Date | string | null;
  /** a Payme transaction of this payment was performed (at any time) */
  has_performed: boolean;
};

/**
 * Payme's GetStatement for the days (by Payme's `time`; default today in Tashkent) next to our
 * payments: each Payme transaction matches (2 and COMPLETED, -2 and REFUNDED, 1/-1 and not
 * completed by it, same amount) or names its problem; our Payme payments completed in the period
 * without any performed Payme transaction are listed too. Mismatches first.
 */
export async function paymeReconciliation(db: Db, query: ReconciliationQuery): Promise<Reconciliation> {
  const today = tashkentDay.format(serverNow());
  const from = query.from ?? query.to ?? today;
  const to = query.to ?? (query.from ? from : today);
  const [fromMs, toMs] = [dayStartMs(from), dayStartMs(to) + DAY_MS];
  const statement = await paymeStatementRows(db, fromMs, toMs);
  const orderIds = [...new Set(statement.map((tx) => tx.orderId))];
  const ours = await ourPaymePayments(db, orderIds);
  const unlisted = await completedWithoutStatement(db, orderIds, fromMs, toMs);

  const rows = [
    ...statement.map((tx) => statementRow(tx, ours.get(tx.orderId))),
    ...unlisted.map(unlistedRow),
  ];
  const mismatchesFirst = rows.filter((r) => r.problem).concat(rows.filter((r) => !r.problem));
  return { from, to, rows: mismatchesFirst, totals: totalsOf(statement, rows) };
}

const PAYMENT_COLUMNS = sql`p.id, p.status, p.amount, p.completed_at, p.refunded_at,
  exists (select 1 from payment_transactions t where t.payment_id = p.id and t.provider = 'payme'
    and t.status = 'PERFORMED') as has_performed`;

/** Our Payme payments among the statement's order ids (another provider's payment is not Payme's order). */
async function ourPaymePayments(db: Db, ids: string[]): Promise<Map<string, OurPayment>> {
  if (ids.length === 0) return new Map();
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const { rows } = await db.execute<OurPayment>(
    sql`select ${PAYMENT_COLUMNS} from payments p where p.provider = 'payme' and p.id::text in (${list})`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** Completed in the period as a Payme payment, yet no performed Payme transaction and not in the statement. */
async function completedWithoutStatement(db: Db, listed: string[], fromMs: number, toMs: number) {
  const notListed = listed.length
    ? sql`and p.id::text not in (${sql.join(
        listed.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const { rows } = await db.execute<OurPayment>(
    sql`select ${PAYMENT_COLUMNS} from payments p where p.provider = 'payme' and p.status = 'COMPLETED'
      and p.completed_at >= ${new Date(fromMs).toISOString()}::timestamptz
      and p.completed_at < ${new Date(toMs).toISOString()}::timestamptz ${notListed}
      order by p.completed_at`,
  );
  return rows.filter((row) => !row.has_performed);
}

function problemOf(tx: StatementTransaction, payment: OurPayment | undefined): ReconciliationProblem | null {
  if (!payment) return 'PAYMENT_NOT_FOUND';
  const sameAmount = payment.amount * 100 === tx.amount;
  if (tx.state === 2) {
    if (!sameAmount) return 'AMOUNT_DIFFERS';
    return payment.status === 'COMPLETED' ? null : 'PERFORMED_NOT_COMPLETED';
  }
  if (tx.state === -2) {
    if (!sameAmount) return 'AMOUNT_DIFFERS';
    return payment.status === 'REFUNDED' ? null : 'REFUND_NOT_RECORDED';
  }
  // created or cancelled before perform: no money moved, so our payment must not be completed by Payme
  return payment.status === 'COMPLETED' && !payment.has_performed ? 'COMPLETED_WITHOUT_PERFORM' : null;
}

const msToIso = (ms: number) => (ms > 0 ? new Date(ms).toISOString() : null);
const isoOrNull = (value: Date | string | null) => (value === null ? null : isoTime(value));

function ourSide(payment: OurPayment): ReconciliationRow['payment'] {
  return {
    status: payment.status,
    amount: payment.amount,
    completedAt: isoOrNull(payment.completed_at),
    refundedAt: isoOrNull(payment.refunded_at),
  };
}

function statementRow(tx: StatementTransaction, payment: OurPayment | undefined): ReconciliationRow {
  return {
    payme: {
      id: tx.id,
      time: new Date(tx.time).toISOString(),
      state: tx.state,
      reason: tx.reason,
      amountTiyin: tx.amount,
      performTime: msToIso(tx.perform_time),
      cancelTime: msToIso(tx.cancel_time),
    },
    paymentId: tx.orderId,
    payment: payment ? ourSide(payment) : null,
    problem: problemOf(tx, payment),
  };
}

function unlistedRow(payment: OurPayment): ReconciliationRow {
  return {
    payme: null,
    paymentId: payment.id,
    payment: ourSide(payment),
    problem: 'COMPLETED_WITHOUT_PERFORM',
  };
}

function totalsOf(statement: StatementTransaction[], rows: ReconciliationRow[]): Reconciliation['totals'] {
  const inState = (state: number) => statement.filter((tx) => tx.state === state);
  const total = (txs: StatementTransaction[]) => ({
    count: txs.length,
    amount: txs.reduce((sum, tx) => sum + tx.amount, 0) / 100,
  });
  return {
    performed: total(inState(2)),
    refunded: total(inState(-2)),
    cancelled: { count: inState(-1).length },
    mismatches: rows.filter((row) => row.problem).length,
  };
}
