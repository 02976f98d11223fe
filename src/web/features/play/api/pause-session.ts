import type { PauseBody, PlayTimer } from '@shared/schemas/play';
import { api } from '@web/lib/api-client';

export type { PauseBody };

const pausePath = (sessionId: string) => `/api/play/sessions/${encodeURIComponent(sessionId)}/pause`;

/** POST /api/play/sessions/:id/pause: stops the clock with progress kept. */
export function pauseSession(sessionId: string, body: PauseBody): Promise<PlayTimer> {
  return api.post<PlayTimer>(pausePath(sessionId), body);
}

/** The same, from a closing tab: a beacon outlives the page (cookies go with it, same origin). */
export function pauseSessionBeacon(sessionId: string, body: PauseBody): void {
  const blob = new Blob([JSON.stringify(body)], { type: 'application/json' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(pausePath(sessionId), blob)) return;
  void fetch(pausePath(sessionId), {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}
