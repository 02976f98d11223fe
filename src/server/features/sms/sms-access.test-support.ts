import type { AccessContext, RouteCase } from '../../test/access-cases';
import { TEST_ORIGIN } from '../../test/test-app';
import { eskizCallbackUrl } from './eskiz-callback-token';
import { enqueueSms } from './sms-outbox';

/**
 * Route-access cases of the SMS routes (see src/server/test/access-cases.ts): Eskiz's delivery
 * report is public, guarded by its per-message token, whoever sends it.
 */
export function smsCases(context: AccessContext): Record<string, RouteCase> {
  return {
    'POST /api/sms/eskiz/callback': {
      access: 'public',
      call: async () => {
        const { app } = context;
        const sms = await enqueueSms(app.db, {
          to: '+998901234567',
          template: 'SIGN_IN_CODE',
          params: { code: '123456' },
        });
        const url = eskizCallbackUrl(TEST_ORIGIN, app.config.authSecret, sms.id);
        return { url: url.slice(TEST_ORIGIN.length), body: { id: '1', status: 'DELIVERED' } };
      },
      expected: { guest: 200, other: 200, admin: 200, owner: 200 },
    },
  };
}
