import { connectLiveFeed, disconnectLiveFeed } from '@web/lib/realtime';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A stand-in for the browser's EventSource (install with vi.stubGlobal('EventSource', ...)): it
 * counts the feeds left open, keeps the newest one, and lets a test play the server's events.
 */
export class FakeEventSource {
  static open = 0;
  static last: FakeEventSource | null = null;
  private readonly listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();

  constructor(readonly url: string) {
    FakeEventSource.open++;
    FakeEventSource.last = this;
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    FakeEventSource.open--;
  }

  serverSends(type: string, data = '{}') {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
}

/** Opens the app's live feed on a FakeEventSource before each test of the file, closes it after. */
export function fakeLiveFeedPerTest() {
  beforeEach(() => {
    vi.stubGlobal('EventSource', FakeEventSource);
    connectLiveFeed();
  });
  afterEach(disconnectLiveFeed);
}
