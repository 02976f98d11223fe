import type { AdminResult, ItemAnalysis, ItemStatistics } from '@shared/schemas/admin-results';

/** Test data of the results page. */
export const QUIZ_ID = '3f6e2b1a-9c8d-4e7f-a6b5-c4d3e2f1a0b9';
export const OTHER_QUIZ_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

export function adminResult(overrides: Partial<AdminResult> = {}): AdminResult {
  return {
    id: 'a0e1b2c3-d4e5-4f60-8a7b-9c0d1e2f3a4b',
    learner: { type: 'user', name: 'Aziza Karimova', email: 'aziza@example.uz' },
    quizId: QUIZ_ID,
    quizTitle: 'Jahon tarixi',
    score: 17,
    correctAnswers: 17,
    totalQuestions: 20,
    percentage: 85,
    passed: true,
    timeTaken: 725,
    timeUp: false,
    completedAt: '2026-11-20T09:30:00.000Z',
    certificateCode: 'BLM-7K2Q-9XZA',
    ...overrides,
  };
}

export const FAILED_RESULT = adminResult({
  id: 'b1f2c3d4-e5f6-4a70-8b8c-0d1e2f3a4b5c',
  learner: { type: 'guest', name: 'Bobur', email: 'bobur@example.uz' },
  quizId: OTHER_QUIZ_ID,
  quizTitle: "Fizika: to'lqinlar",
  score: 4.5,
  correctAnswers: 5,
  totalQuestions: 10,
  percentage: 50,
  passed: false,
  timeTaken: 600,
  timeUp: true,
  certificateCode: null,
});

function item(position: number, overrides: Partial<ItemStatistics>): ItemStatistics {
  return {
    questionId: `c${position}f2c3d4-e5f6-4a70-8b8c-0d1e2f3a4b5c`,
    position,
    text: `Savol ${position}`,
    correctAnswer: 0,
    options: [],
    unanswered: 0,
    facilityIndex: 50,
    discriminationIndex: 40,
    flags: [],
    ...overrides,
  };
}

export function itemAnalysis(overrides: Partial<ItemAnalysis> = {}): ItemAnalysis {
  return {
    quizId: QUIZ_ID,
    quizTitle: 'Jahon tarixi',
    attempts: 'first',
    attemptCount: 6,
    fewAttempts: true,
    questions: [
      item(1, {
        text: 'Amir Temur qachon tug\u2018ilgan?',
        correctAnswer: 1,
        options: [
          { index: 0, text: '1320', isCorrect: false, chosen: 4, chosenPercent: 66.67 },
          { index: 1, text: '1336', isCorrect: true, chosen: 1, chosenPercent: 16.67 },
          { index: 2, text: '1370', isCorrect: false, chosen: 0, chosenPercent: 0 },
        ],
        unanswered: 1,
        facilityIndex: 16.67,
        discriminationIndex: -42.5,
        flags: ['NEGATIVE_DISCRIMINATION'],
      }),
      item(2, {
        text: "O'zbekiston poytaxti?",
        options: [
          { index: 0, text: 'Toshkent', isCorrect: true, chosen: 6, chosenPercent: 100 },
          { index: 1, text: 'Samarqand', isCorrect: false, chosen: 0, chosenPercent: 0 },
        ],
        facilityIndex: 100,
        discriminationIndex: null,
        flags: ['TOO_EASY'],
      }),
    ],
    ...overrides,
  };
}
