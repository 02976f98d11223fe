// @vitest-environment happy-dom
import { quizDetailResponseSchema } from '@shared/schemas/storefront';
import { cleanup, screen } from '@testing-library/react';
import { fakeApi, reply } from '@web/test/fake-api';
import { publicSettingsReply } from '@web/test/public-settings';
import { quizDetail, TEST_QUIZ_ID } from '@web/test/quiz-detail';
import { renderWithApp } from '@web/test/render-with-app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuizDetailPage } from './quiz-detail-page';

vi.mock('@web/lib/auth-client', () => ({ useSessionUser: () => ({ user: null, isPending: false }) }));

async function timerRuleOf(strictTimer: boolean) {
  fakeApi({
    [`GET /api/quizzes/${TEST_QUIZ_ID}`]: reply(quizDetailResponseSchema, {
      quiz: quizDetail({ strictTimer }),
      owned: false,
      inCart: false,
    }),
    'GET /api/settings/public': publicSettingsReply(),
  });
  renderWithApp(<QuizDetailPage />, `/quiz/${TEST_QUIZ_ID}`, '/quiz/:id');
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
