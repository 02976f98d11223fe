import type { RouteCase } from '../../../test/access-cases';
import { PAYME_PATH } from './payme.routes';

/**
 * Route-access cases of the Payme Merchant API (see src/server/test/access-cases.ts). It is public
 * and answers in Payme's protocol: HTTP 200 always. Nobody here holds the merchant key (and the
 * table's app has Payme off), so a guest, a user and an admin all get -32504 (payme.test.ts reads
 * those bodies); a GET gets -32300.
 */
const everyone200 = { guest: 200, other: 200, admin: 200, owner: 200 };

export function paymeCases(): Record<string, RouteCase> {
  return {
    [`POST ${PAYME_PATH}`]: {
      access: 'public',
      call: () => ({ url: PAYME_PATH, body: { method: 'CheckTransaction', params: { id: 'x' }, id: 1 } }),
      expected: everyone200,
    },
    [`GET ${PAYME_PATH}`]: { access: 'public', call: () => ({ url: PAYME_PATH }), expected: everyone200 },
  };
}
