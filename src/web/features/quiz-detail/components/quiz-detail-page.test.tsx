// @vitest-environment happy-dom

import { uz } from '@shared/i18n/uz';
import { quizDetailResponseSchema } from '@shared/schemas/storefront';
import { cleanup, fireEvent, screen } from '@testing-library/react';
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
  localStorage.clear();
});

/** A Cyrillic reader's quiz, written in Latin by its author. */
function transliteratedQuiz() {
  const answer = (title: string) =>
    reply(quizDetailResponseSchema, {
      quiz: quizDetail({ title }),
      owned: false,
      inCart: false,
      transliterable: true,
    });
  return fakeApi({
    [`GET /api/quizzes/${TEST_QUIZ_ID}`]: answer('Жаҳон тарихи'),
    [`GET /api/quizzes/${TEST_QUIZ_ID}?script=original`]: answer('Jahon tarixi'),
    'GET /api/settings/public': publicSettingsReply(),
  });
}

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

  it('switches a transliterated quiz to the original and back with a button, and remembers the choice', async () => {
    transliteratedQuiz();
    renderWithApp(<QuizDetailPage />, `/quiz/${TEST_QUIZ_ID}`, '/quiz/:id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Жаҳон тарихи' })).toBeTruthy();
    const toOriginal = screen.getByRole('button', { name: uz.contentLanguage.showOriginal });
    toOriginal.focus();
    expect(document.activeElement).toBe(toOriginal);
    fireEvent.click(toOriginal);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jahon tarixi' })).toBeTruthy();
    expect(localStorage.getItem('bilimdon_original_script')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: uz.contentLanguage.showTransliterated }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Жаҳон тарихи' })).toBeTruthy();
    expect(localStorage.getItem('bilimdon_original_script')).toBeNull();
  });

  it('opens in the original when this browser chose it, and offers no switch where there is none', async () => {
    localStorage.setItem('bilimdon_original_script', '1');
    transliteratedQuiz();
    renderWithApp(<QuizDetailPage />, `/quiz/${TEST_QUIZ_ID}`, '/quiz/:id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jahon tarixi' })).toBeTruthy();
    cleanup();
    localStorage.clear();
    fakeApi({
      [`GET /api/quizzes/${TEST_QUIZ_ID}`]: reply(quizDetailResponseSchema, {
        quiz: quizDetail(),
        owned: false,
        inCart: false,
        transliterable: false,
      }),
      'GET /api/settings/public': publicSettingsReply(),
    });
    renderWithApp(<QuizDetailPage />, `/quiz/${TEST_QUIZ_ID}`, '/quiz/:id');
    await screen.findByRole('heading', { level: 1, name: 'Jahon tarixi' });
    expect(screen.queryByRole('button', { name: uz.contentLanguage.showOriginal })).toBeNull();
  });
});
