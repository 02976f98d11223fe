import type { AdminQuiz } from '@shared/schemas/admin-catalog';

/**
 * A valid quiz as GET /api/admin/quizzes lists it, for tests that need one only by id and title
 * (a quiz filter or picker): free, no category, active, 10 questions; `overrides` for the rest.
 */
export function quizListItem(id: string, title: string, overrides: Partial<AdminQuiz> = {}): AdminQuiz {
  return {
    id,
    title,
    description: null,
    categoryId: null,
    categoryName: null,
    price: 0,
    durationMinutes: 30,
    difficultyLevel: 1,
    thumbnailUrl: null,
    maxAttempts: null,
    allowRetakes: true,
    shuffleQuestions: false,
    shuffleAnswers: false,
    strictTimer: false,
    language: 'uz',
    isActive: true,
    totalQuestions: 10,
    moduleCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
