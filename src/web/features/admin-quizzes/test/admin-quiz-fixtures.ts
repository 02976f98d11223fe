import type { AdminCategory, AdminModule, AdminQuiz } from '@shared/schemas/admin-catalog';

/** Test data shared by this feature's component tests (they render with @web/test/render-with-app). */
export const QUIZ_ID = '3f6e2b1a-9c8d-4e7f-a6b5-c4d3e2f1a0b9';
export const OTHER_QUIZ_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const HISTORY_ID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
export const SCIENCE_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
export const ARCHIVE_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';

export function adminQuiz(overrides: Partial<AdminQuiz> = {}): AdminQuiz {
  return {
    id: QUIZ_ID,
    title: 'Jahon tarixi',
    description: null,
    categoryId: HISTORY_ID,
    categoryName: 'Tarix',
    price: 25_000,
    durationMinutes: 30,
    difficultyLevel: 3,
    thumbnailUrl: null,
    maxAttempts: null,
    allowRetakes: true,
    shuffleQuestions: false,
    shuffleAnswers: false,
    strictTimer: false,
    language: 'uz',
    isActive: true,
    totalQuestions: 12,
    moduleCount: 2,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}

export function adminCategory(
  id: string,
  nameUz: string,
  displayOrder: number,
  isActive = true,
): AdminCategory {
  return {
    id,
    nameUz,
    nameEn: nameUz.toLowerCase(),
    description: null,
    icon: null,
    isActive,
    displayOrder,
    quizCount: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

/** Tarix and Tabiiy fanlar are active (science first by display order), Arxiv is not. */
export const CATEGORIES = [
  adminCategory(HISTORY_ID, 'Tarix', 2),
  adminCategory(ARCHIVE_ID, 'Arxiv', 0, false),
  adminCategory(SCIENCE_ID, 'Tabiiy fanlar', 1),
];

export function adminModule(id: string, name: string, orderIndex: number, questionCount = 0): AdminModule {
  return {
    id,
    quizId: QUIZ_ID,
    name,
    description: null,
    pointsPerQuestion: 1,
    orderIndex,
    questionCount,
  };
}
