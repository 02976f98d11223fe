import { describe, expect, it } from 'vitest';
import { certificateStats } from './certificate-stats';

describe('certificateStats', () => {
  it('is all zeros without certificates', () => {
    expect(certificateStats([])).toEqual({ total: 0, averageScore: 0, highestScore: 0, active: 0 });
  });

  it('counts every certificate but averages and ranks only the results above 0, rounded', () => {
    const stats = certificateStats([
      { percentage: 72.4, passed: true },
      { percentage: 90.6, passed: true },
      { percentage: 40, passed: false },
      { percentage: 0, passed: false },
      { percentage: null, passed: false },
    ]);
    // (72.4 + 90.6 + 40) / 3 = 67.67 -> 68; the 0% and the missing result are left out
    expect(stats).toEqual({ total: 5, averageScore: 68, highestScore: 91, active: 2 });
  });

  it('rounds halves up', () => {
    expect(certificateStats([{ percentage: 70.5, passed: true }])).toMatchObject({
      averageScore: 71,
      highestScore: 71,
    });
  });

  it('gives 0 for the scores when every result is 0%', () => {
    expect(certificateStats([{ percentage: 0, passed: false }])).toEqual({
      total: 1,
      averageScore: 0,
      highestScore: 0,
      active: 0,
    });
  });
});
