import { FakeEventSource } from '@web/test/fake-event-source';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectLiveFeed, disconnectLiveFeed, subscribeLive } from './realtime';

/** Stands in for the browser's EventSource: the test plays the server's events. */

afterEach(() => {
  disconnectLiveFeed();
  vi.unstubAllGlobals();
});

describe('live feed resynchronisation', () => {
  it('a server resync reaches the refetch-on-ready subscribers, like a reconnection does', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const refetch = vi.fn();
    const unsubscribe = subscribeLive('ready', refetch);
    connectLiveFeed();
    const source = FakeEventSource.last!;
    expect(source.url).toBe('/api/events');

    source.serverSends('ready');
    expect(refetch).toHaveBeenCalledTimes(1);
    source.serverSends('resync');
    expect(refetch).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('other events still reach only their own subscribers', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    connectLiveFeed();
    const onNotification = vi.fn();
    const onReady = vi.fn();
    const stopNotification = subscribeLive('notification', onNotification);
    const stopReady = subscribeLive('ready', onReady);
    FakeEventSource.last!.serverSends('notification', '{"event":"inserted"}');
    expect(onNotification).toHaveBeenCalledWith({ event: 'inserted' });
    expect(onReady).not.toHaveBeenCalled();
    stopNotification();
    stopReady();
  });
});
