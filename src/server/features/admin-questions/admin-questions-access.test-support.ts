import type { AccessContext, RouteCase } from '../../test/access-cases';
import { adminOnly } from '../../test/access-cases';
import { createQuiz } from '../../test/factories';

/** Route-access cases of this feature's routes (see src/server/test/access-cases.ts). */
export function adminQuestionCases(context: AccessContext): Record<string, RouteCase> {
  const quizUrl = async (path: string) => {
    const quiz = await createQuiz(context.app.db, { isActive: false, questionCount: 1, previewCount: 0 });
    return `/api/admin/quizzes/${quiz.id}/${path}`;
  };
  const gift = 'Savol {=a ~b}';
  return {
    'GET /api/admin/quizzes/:quizId/questions': adminOnly(async () => ({ url: await quizUrl('questions') })),
    // the admin's save carries version 0 and an empty list: allowed on an inactive quiz
    'PUT /api/admin/quizzes/:quizId/questions': adminOnly(async () => ({
      url: await quizUrl('questions'),
      body: { version: 0, questions: [] },
    })),
    'POST /api/admin/quizzes/:quizId/import/preview': adminOnly(async () => ({
      url: await quizUrl('import/preview'),
      body: { format: 'gift', text: gift },
    })),
    'POST /api/admin/quizzes/:quizId/import': adminOnly(async () => ({
      url: await quizUrl('import'),
      body: { format: 'gift', text: gift, version: 0 },
    })),
    'GET /api/admin/quizzes/:quizId/export': adminOnly(async () => ({
      url: await quizUrl('export?format=gift'),
    })),
  };
}
