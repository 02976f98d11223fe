import type { PlayIntro } from '@shared/schemas/play';
import { useEffect, useRef } from 'react';

/**
 * A link that asked to resume goes straight on with this device's session instead of asking again;
 * a session on another device still gets its takeover dialog. Acts once, on the first fresh intro.
 */
export function useResumeRequest({
  requested,
  intro,
  ready,
  deviceId,
  resume,
  ask,
}: {
  requested: boolean;
  intro: PlayIntro | undefined;
  /** the intro is fresh from the server and the learner may play */
  ready: boolean;
  deviceId: string;
  resume: () => void;
  /** no session of this device to resume: the intro's dialogs decide */
  ask: () => void;
}) {
  const pending = useRef(requested);
  const actions = useRef({ resume, ask });
  actions.current = { resume, ask };
  useEffect(() => {
    if (!pending.current || !ready || !intro) return;
    pending.current = false;
    const active = intro.activeSession;
    if (active && active.deviceId === deviceId && intro.owned) actions.current.resume();
    else actions.current.ask();
  }, [ready, intro, deviceId]);
}
