import { describe, expect, it } from 'vitest';
import { axisMax, formatCompact, formatDay } from './chart-scale';

describe('chart scale', () => {
  it('tops the axis at the next 2, 4, 6, 8 or 10 x 10^n, with a whole half-way line', () => {
    expect([0, 1, 2, 3, 5, 7, 9, 10, 11, 25, 50_000, 1_500_000].map(axisMax)).toEqual([
      2, 2, 2, 4, 6, 8, 10, 10, 20, 40, 60_000, 2_000_000,
    ]);
  });

  it('writes axis figures short, in Uzbek', () => {
    expect(formatCompact(0)).toBe('0');
    expect(formatCompact(500)).toBe('500');
    expect(formatCompact(40_000)).toBe('40 ming');
    expect(formatCompact(1_500_000)).toBe('1,5 mln');
  });

  it('reads an API day as that calendar day whatever the time zone', () => {
    expect(formatDay('2026-01-01')).toBe('1 yanvar');
    expect(formatDay('2026-11-20', true)).toBe('20 noyabr 2026');
  });
});
