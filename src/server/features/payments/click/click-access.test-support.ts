import type { AccessContext, RouteCase } from '../../../test/access-cases';

/**
 * Route-access cases of the Click SHOP API (see src/server/test/access-cases.ts). Click's routes
 * are public: Click proves itself by the sign, not by a session. The access table's app has no
 * Click credentials, so everyone (guest, learners, admin) gets Click's HTTP 200 with error -1
 * (click.test.ts proves the answers of a configured app).
 */
export function clickCases(_context: AccessContext): Record<string, RouteCase> {
  const everyoneRefused = (url: string): RouteCase => ({
    access: 'public',
    call: () => ({ url, body: { click_trans_id: '1', action: '0', sign_string: 'x' } }),
    expected: { guest: 200, other: 200, admin: 200, owner: 200 },
  });
  return {
    'POST /api/payments/click/prepare': everyoneRefused('/api/payments/click/prepare'),
    'POST /api/payments/click/complete': everyoneRefused('/api/payments/click/complete'),
    'POST /api/payments/click': everyoneRefused('/api/payments/click'),
  };
}
