import { useEffect, useReducer } from 'react';

/** Whole seconds left until `until` (epoch ms), re-rendering once a second; 0 when it has passed or is null. */
export function useCountdown(until: number | null): number {
  const [, tick] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    if (until === null || until <= Date.now()) return;
    const timer = setInterval(() => {
      tick();
      if (Date.now() >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  return until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000));
}
