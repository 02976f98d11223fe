import { type AccessContext, adminOnly, type RouteCase } from '../../test/access-cases';
import { createLearner, createQuiz } from '../../test/factories';
import { restrictedLearner } from './admin-users.test-support';

/** Route-access cases of the admin users routes (see src/server/test/access-cases.ts). */
export function adminUserCases(context: AccessContext): Record<string, RouteCase> {
  const db = () => context.app.db;
  const learnerId = async () => (await createLearner(db())).id;
  const restriction = () => ({ isBlocked: true, reason: 'Sinov', maxAttemptsOverride: null });
  return {
    'GET /api/admin/users': adminOnly(() => ({ url: '/api/admin/users?search=demo&role=ADMIN' })),
    'PUT /api/admin/users/:id/role': adminOnly(async () => ({
      url: `/api/admin/users/${await learnerId()}/role`,
      body: { role: 'USER' },
    })),
    'DELETE /api/admin/users/:id': adminOnly(
      async () => ({ url: `/api/admin/users/${await learnerId()}` }),
      204,
    ),
    'POST /api/admin/users/:id/password-reset': adminOnly(
      async () => ({ url: `/api/admin/users/${await learnerId()}/password-reset` }),
      204,
    ),
    'GET /api/admin/users/:id/restrictions': adminOnly(async () => ({
      url: `/api/admin/users/${await learnerId()}/restrictions`,
    })),
    'PUT /api/admin/users/:id/restrictions/:quizId': adminOnly(async () => ({
      url: `/api/admin/users/${await learnerId()}/restrictions/${(await createQuiz(db())).id}`,
      body: restriction(),
    })),
    'DELETE /api/admin/users/:id/restrictions/:quizId': adminOnly(async () => {
      const { userId, quizId } = await restrictedLearner(db());
      return { url: `/api/admin/users/${userId}/restrictions/${quizId}` };
    }, 204),
  };
}
