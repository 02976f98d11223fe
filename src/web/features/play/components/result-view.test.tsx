// @vitest-environment happy-dom

import { uz } from '@shared/i18n/uz';
import type { ResultDetail } from '@shared/schemas/play';
import { cleanup, render, screen } from '@testing-library/react';
import { toast } from '@web/lib/toast';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResultView } from './result-view';

vi.mock('@web/lib/toast', () => ({ toast: { info: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.mocked(toast.info).mockClear();
});

function detail(timeUp: boolean, completedAt = new Date().toISOString()): ResultDetail {
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
      completedAt,
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
  it('a result the server finished at zero shows the note and the toast', () => {
    renderResult(detail(true));
    expect(screen.getByText(uz.play.result.timeUpNote)).toBeTruthy();
    expect(toast.info).toHaveBeenCalledWith(uz.play.timeUp, expect.anything());
  });

  it('no second toast when this device already announced it', () => {
    renderResult(detail(true), true);
    expect(screen.getByText(uz.play.result.timeUpNote)).toBeTruthy();
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('an old stored result shows the note without a toast', () => {
    renderResult(detail(true, '2026-01-01T10:00:00.000Z'));
    expect(screen.getByText(uz.play.result.timeUpNote)).toBeTruthy();
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('a learner who finished in time sees neither', () => {
    renderResult(detail(false));
    expect(screen.queryByText(uz.play.result.timeUpNote)).toBeNull();
    expect(toast.info).not.toHaveBeenCalled();
  });
});
