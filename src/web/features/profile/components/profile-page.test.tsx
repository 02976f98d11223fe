// @vitest-environment happy-dom

import { uz } from '@shared/i18n/uz';
import { resultsResponseSchema } from '@shared/schemas/profile';
import { ownedQuizzesResponseSchema } from '@shared/schemas/storefront';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SessionState } from '@web/lib/session-store';
import { type FakeReply, fakeApi, refuse, reply } from '@web/test/fake-api';
import { quizDetail } from '@web/test/quiz-detail';
import { renderWithApp } from '@web/test/render-with-app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfilePage } from './profile-page';

const viewer = vi.hoisted(() => ({ state: { user: null, isPending: true } as SessionState }));
vi.mock('@web/lib/auth-client', () => ({ useSessionUser: () => viewer.state }));

const LEARNER = { id: 'u1', name: 'Ali Valiyev', email: 'ali@misol.uz', role: 'USER' } as const;
const { learnerStats: _, previewQuestions: __, ...card } = quizDetail();
const QUIZZES = 'GET /api/me/quizzes';
const RESULTS = 'GET /api/me/results';

function openProfile(state: SessionState, routes: Record<string, FakeReply> = {}, path = '/profile') {
  viewer.state = state;
  const calls = fakeApi(routes);
  renderWithApp(<ProfilePage />, path);
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProfilePage', () => {
  it('shows a placeholder while the sign-in is being read, and asks a guest to sign in', () => {
    openProfile({ user: null, isPending: true });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(document.querySelector('[data-slot="skeleton"]')).not.toBeNull();
    cleanup();

    openProfile({ user: null, isPending: false });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(uz.profile.title);
    expect(screen.getByText(uz.signInPrompt.profile)).toBeTruthy();
    expect(screen.getByRole('button', { name: uz.signInPrompt.button })).toBeTruthy();
  });

  it("lists the learner's quizzes under their name, loading first", async () => {
    openProfile(
      { user: LEARNER, isPending: false },
      {
        [QUIZZES]: reply(ownedQuizzesResponseSchema, {
          quizzes: [{ quiz: card, purchasedAt: '2026-03-01T09:00:00.000Z', amount: 15_000 }],
        }),
      },
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(LEARNER.name);
    expect(screen.getByText(LEARNER.email)).toBeTruthy();
    expect(screen.getByRole('status', { name: uz.common.loading })).toBeTruthy();
    const play = await screen.findByRole('link', { name: `${uz.profile.play}: ${card.title}` });
    expect(play.getAttribute('href')).toBe(`/play/${card.id}`);
    expect(screen.getByRole('tab', { name: uz.profile.tabs.quizzes }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('says when a tab is empty: no quizzes, no results', async () => {
    openProfile(
      { user: LEARNER, isPending: false },
      {
        [QUIZZES]: reply(ownedQuizzesResponseSchema, { quizzes: [] }),
        [RESULTS]: reply(resultsResponseSchema, { results: [] }),
      },
    );
    expect(await screen.findByText(uz.profile.noQuizzes)).toBeTruthy();
    expect(screen.getByRole('link', { name: uz.profile.browse }).getAttribute('href')).toBe('/quizzes');
    cleanup();

    openProfile(
      { user: LEARNER, isPending: false },
      { [RESULTS]: reply(resultsResponseSchema, { results: [] }) },
      '/profile?tab=results',
    );
    expect(await screen.findByText(uz.profile.noResults)).toBeTruthy();
  });

  it('shows a failed list with a retry that loads it again', async () => {
    let failing = true;
    const calls = openProfile(
      { user: LEARNER, isPending: false },
      {
        [QUIZZES]: () =>
          failing
            ? refuse(500, 'INTERNAL', 'Xatolik')()
            : reply(ownedQuizzesResponseSchema, { quizzes: [] })(),
      },
    );
    expect(await screen.findByText(uz.profile.loadFailed)).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: uz.common.retry }));
    expect(await screen.findByText(uz.profile.noQuizzes)).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/me/quizzes')).toHaveLength(2));
  });
});
