import { api } from '@web/lib/api-client';

/** POST /api/play/sessions/:id/exit: the attempt is abandoned, progress discarded. */
export function exitSession(sessionId: string): Promise<void> {
  return api.post<void>(`/api/play/sessions/${encodeURIComponent(sessionId)}/exit`);
}
