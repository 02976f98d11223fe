import type { DeviceBody, PlaySession } from '@shared/schemas/play';
import { api } from '@web/lib/api-client';
import { inChosenScript } from '@web/lib/original-script';

/** POST /api/play/sessions/:id/resume: this device's own session (409 SESSION_ON_OTHER_DEVICE otherwise). */
export function resumeSession(sessionId: string, deviceId: string): Promise<PlaySession> {
  return api.post<PlaySession>(inChosenScript(`/api/play/sessions/${encodeURIComponent(sessionId)}/resume`), {
    deviceId,
  } satisfies DeviceBody);
}
