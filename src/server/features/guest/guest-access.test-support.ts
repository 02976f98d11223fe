import type { AccessContext, RouteCase } from '../../test/access-cases';
import { createQuiz } from '../../test/factories';
import { insertGuestAccess, insertGuestPayment, newGuestBuyer } from '../../test/guest';

/**
 * Route-access cases of the guest routes (see src/server/test/access-cases.ts). All are public;
 * a guest payment opens only for the browser holding its cookie, which no actor here has (404).
 * Guest purchase stays off (the table's later check expects it): a guest is refused 403, a
 * signed-in caller 409 first. guest-checkout.test.ts proves the paths that succeed.
 */
export function guestCases(context: AccessContext): Record<string, RouteCase> {
  const quizId = async () => (await createQuiz(context.app.db)).id;
  const paymentId = async () => (await insertGuestPayment(context.app.db, await quizId())).paymentId;
  return {
    'POST /api/guest-checkout': {
      access: 'public',
      call: async () => ({
        url: '/api/guest-checkout',
        body: { quizId: await quizId(), ...newGuestBuyer() },
      }),
      expected: { guest: 403, other: 409, admin: 409, owner: 409 },
    },
    'GET /api/guest-checkout/payments/:paymentId': {
      access: 'public',
      call: async () => ({ url: `/api/guest-checkout/payments/${await paymentId()}` }),
      expected: { guest: 404, other: 404, admin: 404, owner: 404 },
    },
    'POST /api/guest-checkout/payments/:paymentId/demo-confirm': {
      access: 'public',
      call: async () => ({
        url: `/api/guest-checkout/payments/${await paymentId()}/demo-confirm`,
        body: { outcome: 'success' },
      }),
      expected: { guest: 404, other: 404, admin: 404, owner: 404 },
    },
    'POST /api/guest-access/redeem': {
      access: 'public',
      call: async () => ({
        url: '/api/guest-access/redeem',
        body: { token: (await insertGuestAccess(context.app.db, await quizId())).linkToken },
      }),
      expected: { guest: 200, other: 200, admin: 200, owner: 200 },
    },
    'GET /api/guest-access/:quizId': {
      access: 'public',
      call: async () => ({ url: `/api/guest-access/${await quizId()}` }),
      expected: { guest: 200, other: 200, admin: 200, owner: 200 },
    },
  };
}
