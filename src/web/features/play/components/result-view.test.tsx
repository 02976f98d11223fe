// @vitest-environment happy-dom

import { uz } from '@shared/i18n/uz';
import type { ResultDetail } from '@shared/schemas/play';
import { cleanup, render, screen } from '@testing-library/react';
import { toast } from '@web/lib/toast';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIME_UP_TOAST } from '../use-play-runner';
import { ResultView } from './result-view';

vi.mock('@web/lib/toast', () => ({ toast: { info: vi.fn(), dismiss: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.mocked(toast.info).mockClear();
  vi.mocked(toast.dismiss).mockClear();
});

function detail(timeUp: boolean): ResultDetail {
  return {
    result: {
      id: '00000000-0000-4000-8000-000000000010',
      quizId: '00000000-0000-4000-8000-000000000002',
      quizTitle: 'Fizika asoslari',
      score: 0,
      correctAnswers: 0,
      totalQuestions: 5,
      percentage: 0,
      passed: false,
      timeTaken: 300,
      completedAt: new Date().toISOString(),
    },
    timeUp,
    questions: [],
    certificate: null,
    passPercentage: 70,
    certificatesEnabled: true,
    timing: null,
  };
}

function renderResult(result: ResultDetail, announced = false) {
  render(
    <MemoryRouter>
      <ResultView detail={result} timeUp={announced} onDetails={vi.fn()} onReplay={vi.fn()} />
    </MemoryRouter>,
  );
}

describe('ResultView and the time running out', () => {
  it('a result the server finished at zero shows the note, and no toast says it again', () => {
    renderResult(detail(true));
    expect(screen.getByText(uz.play.result.timeUpNote)).toBeTruthy();
    expect(toast.info).not.toHaveBeenCalled();
  });

  it("the note takes the place of this device's time-up toast", () => {
    renderResult(detail(true), true);
    expect(screen.getByText(uz.play.result.timeUpNote)).toBeTruthy();
    expect(toast.dismiss).toHaveBeenCalledWith(TIME_UP_TOAST);
  });

  it('a learner who finished in time sees neither note nor toast', () => {
    renderResult(detail(false));
    expect(screen.queryByText(uz.play.result.timeUpNote)).toBeNull();
    expect(toast.info).not.toHaveBeenCalled();
    expect(toast.dismiss).not.toHaveBeenCalled();
  });
});
