import { useCallback, useEffect, useRef, useState } from 'react';

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * The local countdown: it runs from the server's timeRemaining and is corrected by every answer
 * of the server (`sync`). The server decides; this only shows.
 */
export function useCountdown(initialSeconds: number, running: boolean) {
  const deadline = useRef(Date.now() + initialSeconds * 1000);
  const [remaining, setRemaining] = useState(initialSeconds);

  const sync = useCallback((seconds: number) => {
    deadline.current = Date.now() + seconds * 1000;
    setRemaining(secondsUntil(deadline.current));
  }, []);

  useEffect(() => {
    if (!running) return;
    const tick = () => setRemaining(secondsUntil(deadline.current));
    tick();
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [running]);

  return { remaining, sync };
}
