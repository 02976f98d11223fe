// @vitest-environment happy-dom
import { type QuizDetail, quizDetailResponseSchema } from '@shared/schemas/storefront';
import { cleanup, screen } from '@testing-library/react';
import { fakeApi, reply } from '@web/test/fake-api';
import { publicSettingsReply } from '@web/test/public-settings';
import { renderWithApp } from '@web/test/render-with-app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuizDetailPage } from './quiz-detail-page';

vi.mock('@web/lib/auth-client', () => ({ useSessionUser: () => ({ user: null, isPending: false }) }));

const QUIZ_ID = '3f6e2b1a-9c8d-4e7f-a6b5-c4d3e2f1a0b9';

function quiz(strictTimer: boolean): QuizDetail {
  return {
    id: QUIZ_ID,
    title: 'Jahon tarixi',
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
    strictTimer,
    previewQuestions: [],
  };
}

async function timerRuleOf(strictTimer: boolean) {
  fakeApi({
    [`GET /api/quizzes/${QUIZ_ID}`]: reply(quizDetailResponseSchema, {
      quiz: quiz(strictTimer),
      owned: false,
      inCart: false,
    }),
    'GET /api/settings/public': publicSettingsReply(),
  });
  renderWithApp(<QuizDetailPage />, `/quiz/${QUIZ_ID}`, '/quiz/:id');
  return (await screen.findByTestId('timer-rule')).textContent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('QuizDetailPage', () => {
  it("says the usual quiz's clock pauses while the learner is away", async () => {
    expect(await timerRuleOf(false)).toBe(
      "Vaqt: 30 daqiqa. Sahifadan chiqsangiz, vaqt to'xtaydi va qaytganingizda davom etadi.",
    );
  });

  it("says a strict quiz's clock runs to a fixed deadline", async () => {
    expect(await timerRuleOf(true)).toBe(
      "Qat'iy vaqt: boshlanganidan keyin vaqt to'xtamaydi, sahifadan chiqsangiz yoki internet uzilsa ham. 30 daqiqadan so'ng quiz avtomatik yakunlanadi.",
    );
  });
});
