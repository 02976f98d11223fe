// @vitest-environment happy-dom

import { ACCESS_SPEC_MESSAGES } from '@shared/domain/access';
import { uz } from '@shared/i18n/uz';
import type { PlayIntro } from '@shared/schemas/play';
import { cleanup, render, screen } from '@testing-library/react';
import { playIntro } from '@web/test/play-session';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntroView } from './intro-view';

afterEach(cleanup);

function intro(strictTimer: boolean, rules: Partial<PlayIntro> & { allowRetakes?: boolean } = {}): PlayIntro {
  const { allowRetakes = true, ...attempts } = rules;
  return playIntro({
    quiz: { ...playIntro().quiz, totalQuestions: 10, strictTimer, allowRetakes },
    ...attempts,
  });
}

function renderIntro(strictTimer: boolean, rules: Parameters<typeof intro>[1] = {}) {
  render(
    <MemoryRouter>
      <IntroView
        intro={intro(strictTimer, rules)}
        signedIn
        deviceId="device-0001"
        pending={null}
        onAction={vi.fn()}
      />
    </MemoryRouter>,
  );
}

describe('IntroView', () => {
  it('before the start, says a strict clock runs to a fixed deadline', () => {
    renderIntro(true);
    expect(screen.getByTestId('timer-rule').textContent).toBe(
      "Qat'iy vaqt: boshlanganidan keyin vaqt to'xtamaydi, sahifadan chiqsangiz yoki internet uzilsa ham. 15 daqiqadan so'ng quiz avtomatik yakunlanadi.",
    );
  });

  it('before the start, says the usual clock pauses while the learner is away', () => {
    renderIntro(false);
    expect(screen.getByTestId('timer-rule').textContent).toBe(
      "Vaqt: 15 daqiqa. Sahifadan chiqsangiz, vaqt to'xtaydi va qaytganingizda davom etadi.",
    );
  });

  it('a quiz without retakes says one attempt, not "Cheklanmagan"', () => {
    renderIntro(false, { allowRetakes: false });
    expect(screen.getByText(uz.play.attemptsOnce)).toBeTruthy();
    expect(screen.queryByText(uz.play.attemptsUnlimited)).toBeNull();
  });

  it('a limit shows the attempts used of those allowed', () => {
    renderIntro(false, { attemptsUsed: 1, attemptsLimit: 3, attemptsLeft: 2 });
    expect(screen.getByText('1 / 3 ishlatilgan')).toBeTruthy();
  });

  it('a refusal is shown in Uzbek, not the spec English', () => {
    const refusal = {
      allowed: false as const,
      code: 'QUIZ_ALREADY_COMPLETED',
      message: uz.access.alreadyCompleted,
      specMessage: ACCESS_SPEC_MESSAGES.alreadyCompleted,
    };
    renderIntro(false, { allowRetakes: false, access: refusal });
    expect(screen.getByText(uz.access.alreadyCompleted)).toBeTruthy();
    expect(screen.queryByText('Quiz already completed')).toBeNull();
  });

  it('an attempt in progress on a quiz without retakes: continue it, no restart, and the reason', () => {
    const activeSession = {
      sessionId: '00000000-0000-4000-8000-000000000001',
      deviceId: 'device-0001',
      currentQuestionIndex: 1,
      answeredCount: 1,
      totalQuestions: 10,
      timeRemaining: 55,
      startedAt: '2026-11-23T09:00:00Z',
    };
    const refusal = {
      allowed: false as const,
      code: 'RESTART_NOT_ALLOWED',
      message: uz.access.noRestart,
      specMessage: ACCESS_SPEC_MESSAGES.noRestart,
    };
    renderIntro(true, {
      allowRetakes: false,
      access: refusal,
      activeSession,
      attemptsUsed: 1,
      attemptsLeft: 0,
    });
    expect(screen.getByRole('button', { name: uz.play.resume })).toBeTruthy();
    expect(screen.queryByRole('button', { name: uz.play.restart })).toBeNull();
    expect(screen.getByText(uz.access.noRestart)).toBeTruthy();
  });
});
