import { useEffect, useRef } from 'react';

/**
 * Leaving a page that must not be left silently (a quiz in progress): the page registers a guard,
 * and links that leave through the header (the logo) consult it first.
 */
export interface LeaveGuard {
  /** the spec's "save progress" event: runs before the question */
  save: () => Promise<void> | void;
  /** the confirm text */
  message: string;
  /** after the user agreed, before the navigation */
  leave: (targetPage: string) => Promise<void> | void;
}

/** The spec's pause between saving and asking. */
export const LEAVE_CONFIRM_DELAY_MS = 100;

let current: LeaveGuard | null = null;

export function registerLeaveGuard(guard: LeaveGuard): () => void {
  current = guard;
  return () => {
    if (current === guard) current = null;
  };
}

export function hasLeaveGuard(): boolean {
  return current !== null;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Saves, waits 100 ms, asks; true when the navigation may go on (also when no guard is set). */
export async function confirmLeave(targetPage: string): Promise<boolean> {
  const guard = current;
  if (!guard) return true;
  try {
    await guard.save();
  } catch {
    // saving is best effort here: unsent answers stay queued in storage
  }
  await wait(LEAVE_CONFIRM_DELAY_MS);
  if (!window.confirm(guard.message)) return false;
  try {
    await guard.leave(targetPage);
  } catch {
    // the server pauses a silent session by itself; leaving must not be blocked
  }
  return true;
}

/** Keeps a guard registered while `guard` is non-null; the latest callbacks are always used. */
export function useLeaveGuard(guard: LeaveGuard | null): void {
  const latest = useRef(guard);
  latest.current = guard;
  const active = guard !== null;
  useEffect(() => {
    if (!active) return;
    return registerLeaveGuard({
      get message() {
        return latest.current?.message ?? '';
      },
      save: () => latest.current?.save(),
      leave: (target) => latest.current?.leave(target),
    });
  }, [active]);
}
