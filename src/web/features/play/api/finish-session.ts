import type { ResultDetail } from '@shared/schemas/play';
import { api } from '@web/lib/api-client';
import { inChosenScript } from '@web/lib/original-script';

/** POST /api/play/sessions/:id/finish: the server grades; finishing twice returns the same result. */
export function finishSession(sessionId: string): Promise<ResultDetail> {
  return api.post<ResultDetail>(inChosenScript(`/api/play/sessions/${encodeURIComponent(sessionId)}/finish`));
}
