// @vitest-environment happy-dom

import { uz } from '@shared/i18n/uz';
import type { PlayIntro } from '@shared/schemas/play';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntroView } from './intro-view';

afterEach(cleanup);

function intro(strictTimer: boolean): PlayIntro {
  return {
    quiz: {
      id: '00000000-0000-4000-8000-000000000002',
      title: 'Fizika asoslari',
      description: null,
      totalQuestions: 10,
      durationMinutes: 15,
      thumbnailUrl: null,
      strictTimer,
    },
    access: { allowed: true },
    owned: true,
    attemptsUsed: 0,
    attemptsLimit: null,
    attemptsLeft: null,
    activeSession: null,
    lastResult: null,
  };
}

function renderIntro(strictTimer: boolean) {
  render(
    <MemoryRouter>
      <IntroView
        intro={intro(strictTimer)}
        signedIn
        deviceId="device-0001"
        pending={null}
        onAction={vi.fn()}
      />
    </MemoryRouter>,
  );
}

describe('IntroView', () => {
  it('tells the learner in Uzbek when the timer is strict', () => {
    renderIntro(true);
    expect(screen.getByText(uz.play.strictTimer)).toBeTruthy();
  });

  it('says nothing of it for the usual pausable timer', () => {
    renderIntro(false);
    expect(screen.queryByText(uz.play.strictTimer)).toBeNull();
  });
});
