import { type AccessContext, adminOnly, type RouteCase } from '../../test/access-cases';
import { createQuiz } from '../../test/factories';
import { insertPayment } from './admin-payments.test-support';

/** Route-access cases of the admin payments routes (see src/server/test/access-cases.ts). */
export function adminPaymentCases(context: AccessContext): Record<string, RouteCase> {
  const paymentId = async (status: 'PENDING' | 'COMPLETED' = 'PENDING') => {
    const quiz = await createQuiz(context.app.db, { price: 10_000 });
    const items = [{ quizId: quiz.id, price: 10_000 }];
    return (await insertPayment(context.app.db, { amount: 10_000, items, status })).id;
  };
  return {
    'GET /api/admin/payments': adminOnly(() => ({
      url: '/api/admin/payments?status=COMPLETED&provider=payme&q=a',
    })),
    'GET /api/admin/payments/export.csv': adminOnly(() => ({
      url: '/api/admin/payments/export.csv?method=PAYME&from=2026-01-01&to=2026-12-31',
    })),
    'GET /api/admin/payments/reconciliation/payme': adminOnly(() => ({
      url: '/api/admin/payments/reconciliation/payme?from=2026-03-01&to=2026-03-02',
    })),
    'GET /api/admin/payments/:paymentId': adminOnly(async () => ({
      url: `/api/admin/payments/${await paymentId()}`,
    })),
    'POST /api/admin/payments/:paymentId/refund': adminOnly(async () => ({
      url: `/api/admin/payments/${await paymentId('COMPLETED')}/refund`,
      body: { reason: 'Click kabinetida qaytarildi' },
    })),
  };
}
