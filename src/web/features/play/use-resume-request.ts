import type { PlayIntro } from '@shared/schemas/play';
import { useEffect, useEffectEvent, useState } from 'react';

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
  const [pending, setPending] = useState(requested);
  const act = useEffectEvent((active: PlayIntro['activeSession'], owned: boolean) => {
    if (active && active.deviceId === deviceId && owned) resume();
    else ask();
  });
  useEffect(() => {
    if (!pending || !ready || !intro) return;
    setPending(false);
    act(intro.activeSession, intro.owned);
  }, [pending, ready, intro]);
}
