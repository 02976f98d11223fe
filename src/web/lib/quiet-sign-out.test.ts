import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { FakeEventSource } from '@web/test/fake-event-source';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quietUserTraffic, refreshGuestData } from './quiet-sign-out';
import { connectLiveFeed, disconnectLiveFeed } from './realtime';

afterEach(() => {
  disconnectLiveFeed();
  vi.unstubAllGlobals();
});

/** A query with a mounted observer, like a header badge polling while the page is open. */
function watched(client: QueryClient, queryKey: string[], queryFn: () => Promise<number>) {
  const observer = new QueryObserver(client, { queryKey, queryFn });
  return observer.subscribe(() => undefined);
}

describe('signing out quietly', () => {
  it('closes the live feed and asks nothing more for the user; guest data is refetched', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    connectLiveFeed();
    expect(FakeEventSource.open).toBe(1);

    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const cartCount = vi.fn(async () => 1);
    const catalogue = vi.fn(async () => 2);
    const stopCart = watched(client, ['me', 'cart', 'count'], cartCount);
    const stopCatalogue = watched(client, ['quizzes', 'list'], catalogue);
    await vi.waitFor(() => expect(cartCount).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(catalogue).toHaveBeenCalledTimes(1));

    await quietUserTraffic(client);
    expect(FakeEventSource.open).toBe(0);
    await refreshGuestData(client);
    expect(catalogue).toHaveBeenCalledTimes(2);
    expect(cartCount).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(['me', 'cart', 'count'])).toBeUndefined();
    stopCart();
    stopCatalogue();
  });

  it('a failed sign-out opens the feed again', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    connectLiveFeed();
    const undo = await quietUserTraffic(new QueryClient());
    expect(FakeEventSource.open).toBe(0);
    undo();
    expect(FakeEventSource.open).toBe(1);
  });
});
