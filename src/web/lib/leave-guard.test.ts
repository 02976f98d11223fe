// @vitest-environment happy-dom

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmLeave, hasLeaveGuard, LEAVE_CONFIRM_DELAY_MS, registerLeaveGuard } from './leave-guard';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('leave guard', () => {
  it('lets any navigation go when no page guards it', async () => {
    expect(hasLeaveGuard()).toBe(false);
    await expect(confirmLeave('/')).resolves.toBe(true);
  });

  it('saves first, asks 100 ms later, and leaves only when the user agrees', async () => {
    const steps: string[] = [];
    const confirm = vi.fn((message?: string) => {
      steps.push(`ask: ${message}`);
      return steps.filter((s) => s.startsWith('ask')).length > 1;
    });
    vi.stubGlobal('confirm', confirm);
    const unregister = registerLeaveGuard({
      message: 'Chiqasizmi?',
      save: () => void steps.push('save'),
      leave: (target) => void steps.push(`leave ${target}`),
    });
    expect(hasLeaveGuard()).toBe(true);

    const first = confirmLeave('/');
    await vi.advanceTimersByTimeAsync(LEAVE_CONFIRM_DELAY_MS - 1);
    expect(steps).toEqual(['save']);
    await vi.advanceTimersByTimeAsync(1);
    await expect(first).resolves.toBe(false);
    expect(steps).toEqual(['save', 'ask: Chiqasizmi?']);

    const second = confirmLeave('/');
    await vi.advanceTimersByTimeAsync(LEAVE_CONFIRM_DELAY_MS);
    await expect(second).resolves.toBe(true);
    expect(steps.slice(2)).toEqual(['save', 'ask: Chiqasizmi?', 'leave /']);
    expect(confirm).toHaveBeenCalledTimes(2);

    unregister();
    expect(hasLeaveGuard()).toBe(false);
  });
});
