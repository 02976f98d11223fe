// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const auth = vi.hoisted(() => ({
  user: { id: 'u1', name: 'Ali', email: 'ali@misol.uz', role: 'USER' } as unknown,
  signOut: vi.fn(async () => ({ error: null })),
  refreshSession: vi.fn(async () => {}),
}));
vi.mock('./auth-client', () => ({
  useSessionUser: () => ({ user: auth.user, isPending: false }),
  refreshSession: auth.refreshSession,
}));
vi.mock('./auth-actions', () => ({ authClient: { signOut: auth.signOut } }));
const toasts = vi.hoisted(() => ({ warning: vi.fn(), dismiss: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast: toasts }));

const { useInactivityTimeout } = await import('./use-inactivity-timeout');

const HOUR = 60 * 60 * 1000;

function run() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useInactivityTimeout(), { wrapper });
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-01T09:00:00Z') });
  localStorage.clear();
  vi.clearAllMocks();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useInactivityTimeout', () => {
  it('signs out at once, saying why, when the stored last activity is older than 24 h', async () => {
    localStorage.setItem('last_activity', String(Date.now() - 25 * HOUR));
    run();
    await vi.waitFor(() => expect(auth.signOut).toHaveBeenCalledTimes(1));
    expect(toasts.warning).toHaveBeenCalledWith('Sessiya tugadi', {
      description: 'Xavfsizlik maqsadida sessiyangiz tugatildi. Iltimos, qaytadan tizimga kiring.',
      id: 'session-ended',
    });
    expect(localStorage.getItem('last_activity')).toBeNull();
  });

  it('warns 5 minutes before the end, then signs out after 24 h', async () => {
    run();
    vi.advanceTimersByTime(23 * HOUR + 55 * 60 * 1000);
    expect(toasts.warning).toHaveBeenCalledWith(
      'Sessiya tugash arafasida',
      expect.objectContaining({ id: 'inactivity-warning' }),
    );
    expect(auth.signOut).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5 * 60 * 1000);
    await vi.waitFor(() => expect(auth.signOut).toHaveBeenCalledTimes(1));
    expect(toasts.dismiss).toHaveBeenCalledWith('inactivity-warning');
  });
});
