import type { PlayTimer, SaveAnswerBody } from '@shared/schemas/play';
import { api } from '@web/lib/api-client';

/** One answer as the server takes it: the chosen option by its original index. */
export type AnswerSave = SaveAnswerBody;

/** PUT /api/play/sessions/:id/answers: idempotent; 409 SESSION_TAKEN_OVER, 422 TIME_UP. */
export function saveAnswer(sessionId: string, answer: AnswerSave): Promise<PlayTimer> {
  return api.put<PlayTimer>(`/api/play/sessions/${encodeURIComponent(sessionId)}/answers`, answer);
}
