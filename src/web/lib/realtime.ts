import { useEffect, useRef } from 'react';

/**
 * The signed-in user's live feed (GET /api/events, Server-Sent Events fed by Postgres
 * LISTEN/NOTIFY). One EventSource per tab; the browser reconnects by itself after a drop, and
 * every (re)connection fires `ready`, on which subscribers refetch what they may have missed.
 * The server sends `resync` when its own LISTEN connection was lost and restored: events may
 * have been missed then too, so it reaches the same `ready` subscribers.
 */
type Handler = (data: Record<string, unknown>) => void;

const handlers = new Map<string, Set<Handler>>();
let source: EventSource | null = null;

/** `ready` subscribers refetch; a server-side resync asks for exactly that. */
const RESYNC_EVENT = 'resync';
const READY_EVENT = 'ready';

function dispatch(type: string, raw: string) {
  let data: Record<string, unknown> = {};
  try {
    data = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    // a malformed event carries nothing useful
  }
  for (const handler of handlers.get(type) ?? []) handler(data);
}

function listenTo(type: string) {
  source?.addEventListener(type, (event) => dispatch(type, (event as MessageEvent<string>).data));
}

/** Opens the feed (idempotent); call when a user is signed in. */
export function connectLiveFeed(): void {
  if (source || typeof EventSource === 'undefined') return;
  source = new EventSource('/api/events');
  source.addEventListener(RESYNC_EVENT, () => dispatch(READY_EVENT, '{}'));
  for (const type of handlers.keys()) listenTo(type);
}

/** Closes the feed; call on sign-out. */
export function disconnectLiveFeed(): void {
  source?.close();
  source = null;
}

/** Subscribes to one event type (`ready` on every (re)connection); returns the unsubscribe. */
export function subscribeLive(type: string, handler: Handler): () => void {
  let set = handlers.get(type);
  if (!set) {
    set = new Set();
    handlers.set(type, set);
    listenTo(type);
  }
  set.add(handler);
  return () => set.delete(handler);
}

/** React binding: the latest handler is always called, without resubscribing on every render. */
export function useLiveEvent(type: string, handler: Handler): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => subscribeLive(type, (data) => latest.current(data)), [type]);
}
