import { type AccessContext, adminOnly, type RouteCase } from '../../test/access-cases';
import { signedInUser } from '../../test/factories';
import { signInsOf } from '../admin-users/admin-users.test-support';

/** Route-access cases of the admin sessions routes (see src/server/test/access-cases.ts). */
export function adminSessionCases(context: AccessContext): Record<string, RouteCase> {
  return {
    'GET /api/admin/sessions': adminOnly(() => ({ url: '/api/admin/sessions' })),
    'DELETE /api/admin/sessions/:id': adminOnly(async () => {
      const learner = await signedInUser(context.app);
      const [signIn] = await signInsOf(context.app.db, learner.id);
      return { url: `/api/admin/sessions/${signIn!.id}` };
    }, 204),
  };
}
