import { randomUUID } from 'node:crypto';
import type { RouteCase } from '../../../test/access-cases';
import { UZUM_OPERATIONS } from './uzum-errors';

/**
 * Route-access cases of the Uzum Merchant API (see src/server/test/access-cases.ts). The routes are
 * public to the HTTP layer (Uzum Bank calls them), but only Uzum's Basic credentials get past their
 * authentication: every actor here, holding none, gets Uzum's refusal 10001 with HTTP 400.
 */
export function uzumCases(): Record<string, RouteCase> {
  const body = () => ({
    serviceId: 101202,
    timestamp: Date.now(),
    transId: randomUUID(),
    params: { order_id: randomUUID() },
    amount: 2_500_000,
  });
  return Object.fromEntries(
    UZUM_OPERATIONS.map((operation) => [
      `POST /api/payments/uzum/${operation}`,
      {
        access: 'public',
        call: () => ({ url: `/api/payments/uzum/${operation}`, body: body() }),
        expected: { guest: 400, other: 400, admin: 400, owner: 400 },
      } satisfies RouteCase,
    ]),
  );
}
