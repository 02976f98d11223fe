import type { DeviceBody, PlaySession } from '@shared/schemas/play';
import { api } from '@web/lib/api-client';
import { inChosenScript } from '@web/lib/original-script';

/** POST /api/play/:quizId/start: a new attempt on this device (403 PURCHASE_REQUIRED / ACCESS_BLOCKED, 422 limits). */
export function startSession(quizId: string, deviceId: string): Promise<PlaySession> {
  return api.post<PlaySession>(inChosenScript(`/api/play/${encodeURIComponent(quizId)}/start`), {
    deviceId,
  } satisfies DeviceBody);
}
