import type { QuizDetail } from '@shared/schemas/storefront';

export const TEST_QUIZ_ID = '3f6e2b1a-9c8d-4e7f-a6b5-c4d3e2f1a0b9';

/** A quiz as GET /api/quizzes/:id describes it (free, usual timer), with the given fields changed. */
export function quizDetail(changes: Partial<QuizDetail> = {}): QuizDetail {
  return {
    id: TEST_QUIZ_ID,
    title: 'Jahon tarixi',
    description: null,
    thumbnailUrl: null,
    learnerStats: null,
    categoryId: null,
    categoryName: null,
    difficultyLevel: 5,
    durationMinutes: 30,
    totalQuestions: 12,
    price: 0,
    language: 'uz',
    createdAt: '2026-01-01T00:00:00.000Z',
    maxAttempts: null,
    allowRetakes: true,
    strictTimer: false,
    previewQuestions: [],
    ...changes,
  };
}
