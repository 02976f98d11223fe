// @vitest-environment happy-dom

import { uz } from '@shared/i18n/uz';
import { playIntroSchema } from '@shared/schemas/play';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { OriginalScriptToggle } from '@web/components/original-script-toggle';
import { fakeApi, reply } from '@web/test/fake-api';
import { PLAY_QUIZ_ID, playIntro } from '@web/test/play-session';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePlayIntro } from './get-play-intro';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const titled = (title: string) =>
  reply(playIntroSchema, playIntro({ quiz: { ...playIntro().quiz, title }, transliterable: true }));

describe('the play intro in the chosen script', () => {
  it('is asked again in the original when the reader switches, and back', async () => {
    const calls = fakeApi({
      [`GET /api/play/${PLAY_QUIZ_ID}`]: titled('Физика асослари'),
      [`GET /api/play/${PLAY_QUIZ_ID}?script=original`]: titled('Fizika asoslari'),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => usePlayIntro(PLAY_QUIZ_ID, true), { wrapper });
    await waitFor(() => expect(result.current.data?.quiz.title).toBe('Физика асослари'));
    render(<OriginalScriptToggle transliterable />);
    act(() => fireEvent.click(screen.getByRole('button', { name: uz.contentLanguage.showOriginal })));
    await waitFor(() => expect(result.current.data?.quiz.title).toBe('Fizika asoslari'));
    act(() => fireEvent.click(screen.getByRole('button', { name: uz.contentLanguage.showTransliterated })));
    await waitFor(() => expect(result.current.data?.quiz.title).toBe('Физика асослари'));
    expect(calls.map((call) => call.url)).toEqual([
      `/api/play/${PLAY_QUIZ_ID}`,
      `/api/play/${PLAY_QUIZ_ID}?script=original`,
      `/api/play/${PLAY_QUIZ_ID}`,
    ]);
  });
});
