// @vitest-environment happy-dom

import { uz } from '@shared/i18n/uz';
import { type UserSession, userSessionsResponseSchema } from '@shared/schemas/account';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, noContent, reply } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionsTab } from './sessions-tab';

const LAPTOP = '0b4c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d';
const PHONE = '5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f';

const session = (id: string, current: boolean, userAgent: string): UserSession => ({
  id,
  current,
  userAgent,
  ipAddress: '127.0.0.1',
  deviceInfo: {},
  lastActivity: '2026-03-02T09:00:00.000Z',
  createdAt: '2026-03-02T08:00:00.000Z',
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SessionsTab', () => {
  it("ends another device's session by its opaque id, and the list drops it", async () => {
    let ended = false;
    const laptop = session(LAPTOP, true, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0');
    const phone = session(PHONE, false, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1');
    const calls = fakeApi({
      'GET /api/sessions': () =>
        reply(userSessionsResponseSchema, { sessions: ended ? [laptop] : [laptop, phone] })(),
      [`DELETE /api/sessions/${PHONE}`]: () => {
        ended = true;
        return noContent();
      },
    });
    renderWithApp(<SessionsTab />, '/profile?tab=sessions');

    const rows = await screen.findAllByTestId('user-session');
    const other = rows.find((row) => row.dataset.current === 'false')!;
    fireEvent.click(within(other).getByRole('button', { name: /^Sessiyani tugatish/ }));
    const dialog = await screen.findByRole('alertdialog', { name: uz.userSessions.endConfirmTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: uz.userSessions.end }));

    await waitFor(() => expect(screen.getAllByTestId('user-session')).toHaveLength(1));
    expect(screen.getByTestId('user-session').dataset.current).toBe('true');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      `/api/sessions/${PHONE}`,
    ]);
  });
});
