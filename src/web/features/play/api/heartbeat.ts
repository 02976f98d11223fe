import type { HeartbeatBody, PlayTimer } from '@shared/schemas/play';
import { api } from '@web/lib/api-client';

export type { PlayTimer };

/** POST /api/play/sessions/:id/heartbeat: this device still plays; also records the current question. */
export function sendHeartbeat(sessionId: string, currentQuestionIndex: number): Promise<PlayTimer> {
  return api.post<PlayTimer>(`/api/play/sessions/${encodeURIComponent(sessionId)}/heartbeat`, {
    currentQuestionIndex,
  } satisfies HeartbeatBody);
}
