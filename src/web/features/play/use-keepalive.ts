import { HEARTBEAT_INTERVAL_SECONDS } from '@shared/domain/timer';
import { type RefObject, useEffect } from 'react';
import { pauseSessionBeacon } from './api/pause-session';

/**
 * While this device plays: a heartbeat every interval when the page is visible (and as soon as it
 * becomes visible again), because the server charges time only while a device says it plays;
 * and a pause when the tab closes or reloads (unsent answers wait in storage meanwhile).
 */
export function useKeepAlive(
  sessionId: string,
  active: boolean,
  indexRef: RefObject<number>,
  beat: (currentQuestionIndex: number) => void,
): void {
  useEffect(() => {
    if (!active) return;
    const tick = () => {
      if (document.visibilityState === 'visible') beat(indexRef.current);
    };
    const id = setInterval(tick, HEARTBEAT_INTERVAL_SECONDS * 1000);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(id);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [active, beat, indexRef]);

  useEffect(() => {
    if (!active) return;
    const onPageHide = () =>
      pauseSessionBeacon(sessionId, { reason: 'closed', currentQuestionIndex: indexRef.current });
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [active, sessionId, indexRef]);
}
