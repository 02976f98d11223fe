// @vitest-environment happy-dom

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { authClient } from '@web/lib/auth-actions';
import { connectLiveFeed, disconnectLiveFeed } from '@web/lib/realtime';
import { FakeEventSource } from '@web/test/fake-event-source';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSignOut } from './use-sign-out';

vi.mock('@web/lib/auth-actions', () => ({ authClient: { signOut: vi.fn() } }));
vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  disconnectLiveFeed();
  vi.unstubAllGlobals();
});

function renderSignOut(client: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MemoryRouter>
  );
  return renderHook(() => useSignOut(), { wrapper }).result.current;
}

describe('useSignOut', () => {
  it('closes the live feed before the session ends, so its reconnect is never refused with 401', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    connectLiveFeed();
    let feedsOpenAtSignOut = -1;
    vi.mocked(authClient.signOut).mockImplementation(async () => {
      feedsOpenAtSignOut = FakeEventSource.open;
      return { data: { success: true }, error: null } as never;
    });
    await renderSignOut(new QueryClient())();
    expect(feedsOpenAtSignOut).toBe(0);
    expect(FakeEventSource.open).toBe(0);
  });

  it('a failed sign-out keeps the feed', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    connectLiveFeed();
    vi.mocked(authClient.signOut).mockRejectedValue(new Error('offline'));
    await renderSignOut(new QueryClient())();
    expect(FakeEventSource.open).toBe(1);
  });
});
