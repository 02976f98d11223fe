import { api } from '@web/lib/api-client';

/** The server's clock after a contact: seconds left, and whether it runs. */
export type PlayTimer = { timeRemaining: number; running: boolean };

/** POST /api/play/sessions/:id/heartbeat: this device still plays; also records the current question. */
export function sendHeartbeat(sessionId: string, currentQuestionIndex: number): Promise<PlayTimer> {
  return api.post<PlayTimer>(`/api/play/sessions/${encodeURIComponent(sessionId)}/heartbeat`, {
    currentQuestionIndex,
  });
}
