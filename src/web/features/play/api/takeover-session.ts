import type { DeviceBody, PlaySession } from '@shared/schemas/play';
import { api } from '@web/lib/api-client';
import { inChosenScript } from '@web/lib/original-script';

/** POST /api/play/sessions/:id/takeover: moves the session here; the answer has a new session id. */
export function takeOverSession(sessionId: string, deviceId: string): Promise<PlaySession> {
  return api.post<PlaySession>(
    inChosenScript(`/api/play/sessions/${encodeURIComponent(sessionId)}/takeover`),
    {
      deviceId,
    } satisfies DeviceBody,
  );
}
