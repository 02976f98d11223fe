// @vitest-environment happy-dom

import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from '../use-countdown';
import { TimerRing } from './timer-ring';

const TOTAL = 100;

/** The ring as the running view drives it: a local countdown from the server's time left. */
function Clock({ start }: { start: number }) {
  const { remaining } = useCountdown(start, true);
  return <TimerRing remaining={remaining} total={TOTAL} />;
}

const ring = () => screen.getByTestId('timer-ring');
const advance = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));
const look = () => ({
  color: ring().getAttribute('data-color'),
  pulse: ring().getAttribute('data-pulse'),
  ping: ring().getAttribute('data-ping'),
  label: ring().getAttribute('aria-label'),
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('timer ring on a controlled clock', () => {
  it('is green above 50% left, amber down to 20%, red and pulsing at 20%, pinging at 10%', () => {
    render(<Clock start={TOTAL} />);
    expect(look()).toEqual({ color: 'green', pulse: 'false', ping: 'false', label: 'Qolgan vaqt: 1:40' });
    expect(ring().className).toContain('text-emerald-500');

    advance(49); // 51 left
    expect(look().color).toBe('green');
    advance(1); // 50 left: amber from 50%
    expect(look()).toMatchObject({ color: 'amber', pulse: 'false', ping: 'false' });
    expect(ring().className).toContain('text-amber-500');
    expect(ring().querySelector('svg')?.getAttribute('class')).not.toContain('animate-pulse');

    advance(29); // 21 left
    expect(look().color).toBe('amber');
    advance(1); // 20 left: red and pulsing
    expect(look()).toMatchObject({ color: 'red', pulse: 'true', ping: 'false', label: 'Qolgan vaqt: 0:20' });
    expect(ring().className).toContain('text-red-500');
    expect(ring().querySelector('svg')?.getAttribute('class')).toContain('animate-pulse');
    expect(screen.queryByTestId('timer-ping')).toBeNull();

    advance(9); // 11 left
    expect(look().ping).toBe('false');
    advance(1); // 10 left: pinging
    expect(look()).toMatchObject({ color: 'red', pulse: 'true', ping: 'true' });
    expect(screen.getByTestId('timer-ping').getAttribute('class')).toContain('animate-ping');

    advance(15); // never below zero
    expect(look().label).toBe('Qolgan vaqt: 0:00');
  });

  it('starts from the time the server reports, not from the full duration', () => {
    render(<Clock start={15} />);
    expect(look()).toMatchObject({ color: 'red', pulse: 'true', ping: false.toString() });
    advance(5);
    expect(look()).toMatchObject({ ping: 'true', label: 'Qolgan vaqt: 0:10' });
  });
});
