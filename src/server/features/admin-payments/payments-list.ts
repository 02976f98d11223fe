import { sql } from 'drizzle-orm';
import type { AdminPaymentList, PaymentListQuery } from '../../../shared/schemas/admin-payments';
import type { Db } from '../../db/client';
import {
  PAYMENT_COLUMNS,
  PAYMENT_FROM,
  PAYMENT_ORDER,
  type PaymentRow,
  paymentConditions,
  toAdminPayment,
} from './payment-rows';

/** One page of the filtered payments, newest first, with the filtered total. */
export async function listAdminPayments(db: Db, query: PaymentListQuery): Promise<AdminPaymentList> {
  const where = paymentConditions(query);
  const [{ rows }, { rows: totals }] = await Promise.all([
    db.execute<PaymentRow>(sql`select ${PAYMENT_COLUMNS} ${PAYMENT_FROM} where ${where} ${PAYMENT_ORDER}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total ${PAYMENT_FROM} where ${where}`),
  ]);
  return {
    payments: rows.map(toAdminPayment),
    total: totals[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
