import { describe, expect, it } from 'vitest';
import type { Run } from './lighthouse-audit';
import { judge, pageRow, referenceRow, verdictText } from './lighthouse-report';

const run = (over: Partial<Run> = {}): Run => ({
  score: 97,
  lcpMs: 1800,
  cls: 0.01,
  tbtMs: 120,
  fcpMs: 900,
  ...over,
});

describe('Lighthouse targets', () => {
  it('pass at their bounds: Performance >= 95, LCP <= 2 s, CLS < 0.02, TBT <= 150 ms', () => {
    expect(verdictText(judge(run({ score: 95, lcpMs: 2000, cls: 0.0199, tbtMs: 150 })))).toBe('pass');
  });

  it('name each target a page misses', () => {
    expect(verdictText(judge(run({ score: 94, cls: 0.02 })))).toBe('FAIL Performance, CLS');
    expect(verdictText(judge(run({ lcpMs: 2001, tbtMs: 151 })))).toBe('FAIL LCP, TBT');
  });
});

describe('Lighthouse rows', () => {
  it('print each figure of a page beside the reference, and the verdict on the mobile preset only', () => {
    const page = run({ score: 80, lcpMs: 2950.4, tbtMs: 450 });
    const reference = run({ score: 99, lcpMs: 1020, cls: 0, tbtMs: 0 });
    const row = pageRow('home', page, reference, true);
    expect(row).toMatch(
      /^home\s+80 \/ 99\s+2950 \/ 1020\s+0\.010 \/ 0\.000\s+450 \/ 0\s+900 \/ 900\s+FAIL Performance, LCP, TBT$/,
    );
    expect(pageRow('home', page, reference, false)).not.toContain('FAIL');
    expect(referenceRow(reference, true)).toMatch(/^reference\s+99\s+1020\s+0\.000\s+0\s+900\s+pass$/);
  });
});
