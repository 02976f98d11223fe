import { api } from '@web/lib/api-client';
import type { PlayTimer } from './heartbeat';

export interface AnswerSave {
  questionId: string;
  /** the chosen option's original index */
  optionIndex: number;
  currentQuestionIndex: number;
}

/** PUT /api/play/sessions/:id/answers: idempotent; 409 SESSION_TAKEN_OVER, 422 TIME_UP. */
export function saveAnswer(sessionId: string, answer: AnswerSave): Promise<PlayTimer> {
  return api.put<PlayTimer>(`/api/play/sessions/${encodeURIComponent(sessionId)}/answers`, answer);
}
