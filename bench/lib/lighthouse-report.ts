/**
 * How `npm run bench:lighthouse` judges and prints its medians: each page beside the script-free
 * reference page measured in the same run, and each target as pass or FAIL. Printed, never
 * asserted: a slow machine fails the reference too, a heavy page fails where its reference passes.
 */
import type { Run } from './lighthouse-audit';

/** The mobile targets: Performance score, LCP, CLS and TBT. */
export const TARGETS = { score: 95, lcpMs: 2000, cls: 0.02, tbtMs: 150 } as const;

export interface Verdict {
  metric: 'Performance' | 'LCP' | 'CLS' | 'TBT';
  pass: boolean;
}

export function judge(m: Run): Verdict[] {
  return [
    { metric: 'Performance', pass: m.score >= TARGETS.score },
    { metric: 'LCP', pass: m.lcpMs <= TARGETS.lcpMs },
    { metric: 'CLS', pass: m.cls < TARGETS.cls },
    { metric: 'TBT', pass: m.tbtMs <= TARGETS.tbtMs },
  ];
}

export function verdictText(verdicts: Verdict[]): string {
  const failed = verdicts.filter((verdict) => !verdict.pass).map((verdict) => verdict.metric);
  return failed.length === 0 ? 'pass' : `FAIL ${failed.join(', ')}`;
}

const COLUMNS = [
  ['page', 12],
  ['Performance', 12],
  ['LCP ms', 12],
  ['CLS', 14],
  ['TBT ms', 11],
  ['FCP ms', 12],
] as const;

const ms = (value: number) => String(Math.round(value));
const cells = (m: Run) => [String(m.score), ms(m.lcpMs), m.cls.toFixed(3), ms(m.tbtMs), ms(m.fcpMs)];

function line(values: string[], last: string): string {
  return `${values.map((value, i) => value.padEnd(COLUMNS[i]![1])).join(' ')} ${last}`.trimEnd();
}

export function header(runs: number, referenceOf: string): string {
  return [
    `median of ${runs} runs; targets (mobile): Performance >= ${TARGETS.score}, ` +
      `LCP <= ${TARGETS.lcpMs / 1000} s, CLS < ${TARGETS.cls}, TBT <= ${TARGETS.tbtMs} ms`,
    `each cell: the page / the reference (${referenceOf} as rendered, without scripts, same server)`,
    line(
      COLUMNS.map(([name]) => name),
      'targets',
    ),
  ].join('\n');
}

/** The reference's own row: its figures and whether it meets the targets (the machine's share). */
export function referenceRow(reference: Run, judged: boolean): string {
  return line(['reference', ...cells(reference)], judged ? verdictText(judge(reference)) : '');
}

/** A page's row, each figure beside the reference's; targets judged on the mobile preset only. */
export function pageRow(name: string, m: Run, reference: Run, judged: boolean): string {
  const page = cells(m);
  const ref = cells(reference);
  return line([name, ...page.map((value, i) => `${value} / ${ref[i]}`)], judged ? verdictText(judge(m)) : '');
}
