import { type AccessContext, adminOnly, type RouteCase } from '../../test/access-cases';
import { createQuiz } from '../../test/factories';

/** Route-access cases of the results routes (see src/server/test/access-cases.ts). */
export function adminResultCases(context: AccessContext): Record<string, RouteCase> {
  const quizId = async () => (await createQuiz(context.app.db)).id;
  return {
    'GET /api/admin/results': adminOnly(() => ({ url: '/api/admin/results?search=quiz&passed=true' })),
    'GET /api/admin/results/export.csv': adminOnly(() => ({
      url: '/api/admin/results/export.csv?passed=false',
    })),
    'GET /api/admin/quizzes/:quizId/item-analysis': adminOnly(async () => ({
      url: `/api/admin/quizzes/${await quizId()}/item-analysis?attempts=all`,
    })),
  };
}
