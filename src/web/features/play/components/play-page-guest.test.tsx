// @vitest-environment happy-dom

import { guestPageTexts } from '@shared/i18n/guest-pages';
import { uz } from '@shared/i18n/uz';
import { type GuestPlay, type PlayIntro, playIntroSchema } from '@shared/schemas/play';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type FakeReply, fakeApi, refuse, reply } from '@web/test/fake-api';
import { PLAY_QUIZ_ID, playIntro } from '@web/test/play-session';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayPage } from './play-page';

const t = guestPageTexts.play;
const live = vi.hoisted(() => ({ connect: vi.fn(), disconnect: vi.fn() }));
vi.mock('@web/lib/auth-client', () => ({ useSessionUser: () => ({ user: null, isPending: false }) }));
vi.mock('@web/lib/realtime', () => ({
  connectLiveFeed: live.connect,
  disconnectLiveFeed: live.disconnect,
  useLiveEvent: () => undefined,
}));

const QUIZ_ID = PLAY_QUIZ_ID;
const INTRO = `GET /api/play/${QUIZ_ID}`;
const EXPIRES_AT = '2026-11-24T13:30:00.000Z'; // 18:30 in Tashkent (UTC+5)

function intro(guest: GuestPlay | null): PlayIntro {
  const active = guest?.state === 'active';
  return playIntro({
    quiz: { ...playIntro().quiz, totalQuestions: 10 },
    access: active
      ? { allowed: true }
      : { allowed: false, code: 'NOT_AUTHENTICATED', message: 'Kiring', specMessage: 'Not authenticated' },
    owned: active,
    guest,
  });
}

const guestIn = (state: GuestPlay['state']): GuestPlay => ({
  email: 'ali@misol.uz',
  fullName: 'Ali Valiyev',
  expiresAt: EXPIRES_AT,
  state,
});

/** Answers in turn, the last one from then on. */
function inTurn(...replies: FakeReply[]): FakeReply {
  let call = 0;
  return () => (replies[Math.min(call++, replies.length - 1)] as FakeReply)();
}

function openPlay(routes: Record<string, FakeReply>) {
  const calls = fakeApi(routes);
  const router = createMemoryRouter(
    [
      { path: '/play/:id', element: <PlayPage /> },
      { path: '*', element: null },
    ],
    { initialEntries: [`/play/${QUIZ_ID}`] },
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { calls, router };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  live.connect.mockClear();
  live.disconnect.mockClear();
});

describe('PlayPage for a guest', () => {
  it('lets a guest with an active access start, says until when in Tashkent time, and opens the live feed', async () => {
    openPlay({ [INTRO]: reply(playIntroSchema, intro(guestIn('active'))) });
    expect(await screen.findByText(uz.quizDetail.guestAccessUntil('24 noyabr 2026, 18:30'))).toBeTruthy();
    expect(screen.getByRole('button', { name: uz.play.start })).toBeTruthy();
    expect(screen.queryByText(uz.play.signInToPlay)).toBeNull();
    expect(live.connect).toHaveBeenCalled();
  });

  it('asks a visitor without any access to sign in, with no guest notice', async () => {
    openPlay({ [INTRO]: reply(playIntroSchema, intro(null)) });
    expect(await screen.findByText(uz.play.signInToPlay)).toBeTruthy();
    expect(screen.queryByTestId('guest-play-notice')).toBeNull();
    expect(live.connect).not.toHaveBeenCalled();
  });

  it('says the 24 hours are over, with buying again and signing up as the ways on', async () => {
    openPlay({ [INTRO]: reply(playIntroSchema, intro(guestIn('expired'))) });
    expect(await screen.findByRole('heading', { name: t.expiredTitle })).toBeTruthy();
    expect(screen.getByText(t.expiredMessage)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.buyAgain }).getAttribute('href')).toBe(
      `/guest-checkout/${QUIZ_ID}`,
    );
    expect(screen.getByRole('button', { name: t.signUp })).toBeTruthy();
    expect(screen.queryByRole('button', { name: uz.play.start })).toBeNull();
    expect(screen.queryByTestId('guest-play-notice')).toBeNull();
  });

  it('turns into the expired page when the server refuses play with GUEST_ACCESS_EXPIRED', async () => {
    const message = 'Mehmon sifatidagi 24 soatlik kirish muddati tugagan';
    openPlay({
      [INTRO]: inTurn(
        reply(playIntroSchema, intro(guestIn('active'))),
        reply(playIntroSchema, intro(guestIn('expired'))),
      ),
      [`POST /api/play/${QUIZ_ID}/start`]: refuse(403, 'GUEST_ACCESS_EXPIRED', message),
    });
    fireEvent.click(await screen.findByRole('button', { name: uz.play.start }));
    expect(await screen.findByRole('heading', { name: t.expiredTitle })).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('guest-play-notice')).toBeNull());
  });

  it('after the 24 hours still offers to finish the attempt started before, but no new one', async () => {
    const refusal = {
      allowed: false as const,
      code: 'GUEST_ACCESS_EXPIRED',
      message: uz.errors.GUEST_ACCESS_EXPIRED,
    };
    const activeSession = {
      sessionId: '00000000-0000-4000-8000-000000000001',
      deviceId: 'device-elsewhere-0001',
      currentQuestionIndex: 3,
      answeredCount: 3,
      totalQuestions: 10,
      timeRemaining: 420,
      startedAt: '2026-11-24T13:29:00.000Z',
    };
    const expired = {
      ...intro(guestIn('expired')),
      owned: true,
      access: { ...refusal, specMessage: 'expired' },
    };
    openPlay({ [INTRO]: reply(playIntroSchema, { ...expired, activeSession }) });
    expect(await screen.findByText(uz.errors.GUEST_ACCESS_EXPIRED)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: uz.play.takeOver }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: t.expiredTitle })).toBeNull();
    expect(screen.queryByRole('button', { name: uz.play.start })).toBeNull();
    expect(live.connect).toHaveBeenCalled();
  });

  it('says the payment was refunded, not that the 24 hours are over', async () => {
    openPlay({ [INTRO]: reply(playIntroSchema, intro(guestIn('refunded'))) });
    expect(await screen.findByRole('heading', { name: t.refundedTitle })).toBeTruthy();
    expect(screen.getByText(t.refundedMessage)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: t.expiredTitle })).toBeNull();
    expect(screen.getByRole('link', { name: t.buyAgain }).getAttribute('href')).toBe(
      `/guest-checkout/${QUIZ_ID}`,
    );
    expect(screen.queryByRole('button', { name: uz.play.start })).toBeNull();
  });

  it('asks to sign in with that email when the purchase moved to an account', async () => {
    openPlay({ [INTRO]: reply(playIntroSchema, intro(guestIn('merged'))) });
    expect(await screen.findByRole('heading', { name: t.mergedTitle })).toBeTruthy();
  });
});
