import type { QuizDetail } from '@shared/schemas/storefront';

/**
 * A valid quiz as GET /api/quizzes/:id describes it, for tests that need one by id and title: free,
 * no category, no previews, retakes allowed; `overrides` for the rest.
 */
export function quizDetail(id: string, title: string, overrides: Partial<QuizDetail> = {}): QuizDetail {
  return {
    id,
    title,
    description: null,
    thumbnailUrl: null,
    learnerStats: null,
    categoryId: null,
    categoryName: null,
    difficultyLevel: 3,
    durationMinutes: 30,
    totalQuestions: 12,
    price: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    maxAttempts: null,
    allowRetakes: true,
    previewQuestions: [],
    ...overrides,
  };
}
