import { describe, expect, it } from 'vitest';
import { describeVerdict, rateVerdicts } from './rate-target';

const run = 'rate: 2000 saves/s offered, 500 learners, 1 server';
const rateWindow = (n: number, saveP99Ms: number, answersPerSecond = 1999, offeredPerSecond = 2000) => ({
  name: `${run} (window ${n} of 3)`,
  offeredPerSecond,
  answersPerSecond,
  saveP99Ms,
});

describe('the rate target, judged per window', () => {
  it('holds only in windows that answered the offered 2,000 saves/s with p99 under 20 ms', () => {
    const exam = { name: 'exam: 1000 learners', answersPerSecond: 280, saveP99Ms: 21 };
    const [verdict, ...others] = rateVerdicts([
      exam,
      rateWindow(1, 12.1),
      rateWindow(2, 20),
      rateWindow(3, 14, 1900),
    ]);
    expect(others).toEqual([]);
    expect(verdict).toEqual({ run, windowsP99Ms: [12.1, 20, 14], medianP99Ms: 14, windowsMet: 1 });
    expect(describeVerdict(verdict!, 'postgres')).toBe(
      `${run}: window p99 12.1 / 20 / 14 ms, median 14 ms; target (2000 saves/s answered with p99 < 20 ms) met in 1 of 3 windows: NOT MET`,
    );
  });

  it('says met when every window holds, with the flush each window allowed; a lower rate or PGlite is not judged', () => {
    const flushed = (w: ReturnType<typeof rateWindow>, p99Ms: number) => ({
      ...w,
      commitAlone: { p50Ms: 1, p99Ms, maxMs: 9, errors: 0 },
    });
    const [met] = rateVerdicts([
      flushed(rateWindow(1, 12), 3),
      flushed(rateWindow(2, 13), 3.5),
      flushed(rateWindow(3, 19.9), 4),
    ]);
    expect(describeVerdict(met!, 'postgres')).toBe(
      `${run}: window p99 12 / 13 / 19.9 ms, median 13 ms; a commit alone p99 3 / 3.5 / 4 ms; target (2000 saves/s answered with p99 < 20 ms) met in 3 of 3 windows`,
    );
    const [slower] = rateVerdicts([rateWindow(1, 3, 500, 500)]);
    expect(slower!.windowsMet).toBe(0);
    expect(describeVerdict(met!, 'pglite')).toBe(`${run}: window p99 12 / 13 / 19.9 ms, median 13 ms`);
  });

  it('gives one verdict per rate run, the median of an even count between the middle two', () => {
    const proxied = 'rate: 2000 saves/s offered, 500 learners, 2 servers';
    const verdicts = rateVerdicts([
      rateWindow(1, 10),
      rateWindow(2, 30),
      { ...rateWindow(1, 5), name: `${proxied} (window 1 of 2)` },
      { ...rateWindow(2, 8), name: `${proxied} (window 2 of 2)` },
    ]);
    expect(verdicts.map((v) => [v.run, v.medianP99Ms])).toEqual([
      [run, 20],
      [proxied, 6.5],
    ]);
  });
});
