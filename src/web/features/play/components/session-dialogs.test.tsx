// @vitest-environment happy-dom

import { uz } from '@shared/i18n/uz';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResumeDialog } from './session-dialogs';

afterEach(cleanup);

const summary = {
  sessionId: '00000000-0000-4000-8000-000000000001',
  deviceId: 'device-0001',
  currentQuestionIndex: 2,
  answeredCount: 2,
  totalQuestions: 10,
  timeRemaining: 600,
  startedAt: '2026-11-23T09:00:00Z',
};

function renderDialog(canRestart: boolean) {
  render(
    <ResumeDialog
      summary={summary}
      open
      onOpenChange={vi.fn()}
      canRestart={canRestart}
      pending={null}
      onAction={vi.fn()}
    />,
  );
}

describe('ResumeDialog', () => {
  it('focuses the safe choice, continuing, not the restart that discards the attempt', async () => {
    renderDialog(true);
    const resume = await screen.findByRole('button', { name: uz.play.resume });
    expect(screen.getByRole('button', { name: uz.play.restart })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(resume));
  });

  it('without a restart left it offers only to continue, and says why', async () => {
    renderDialog(false);
    expect(await screen.findByRole('button', { name: uz.play.resume })).toBeTruthy();
    expect(screen.queryByRole('button', { name: uz.play.restart })).toBeNull();
    expect(screen.getByText(uz.play.resumeOnlyDescription)).toBeTruthy();
    expect(screen.queryByText(uz.play.resumeDescription)).toBeNull();
  });
});
