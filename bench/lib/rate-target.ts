/**
 * The exam-day target for the rate phases: on PostgreSQL, 2,000 saves per second
 * offered and answered, with p99 under 20 ms. Judged per window, as the machines here are shared
 * and noisy: the windows' p99, their median and in how many windows the target held.
 */
import type { Phase } from './play-report';

const TARGET_SAVES_PER_SECOND = 2000;
const TARGET_P99_MS = 20;
/** saves still on their way at a window's end are answered after it: 1,998 of 2,000 is the rate */
const ANSWERED_SHARE = 0.99;

type RateWindow = Pick<Phase, 'name' | 'offeredPerSecond' | 'answersPerSecond' | 'saveP99Ms' | 'commitAlone'>;

export interface RateVerdict {
  /** the rate phases' name without the window: one verdict per rate run (one per target) */
  run: string;
  windowsP99Ms: number[];
  medianP99Ms: number;
  windowsMet: number;
  /** PostgreSQL: a commit alone in each window, the flush no durable save can beat */
  commitAloneP99Ms?: number[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const metIn = (rateWindow: RateWindow) =>
  (rateWindow.offeredPerSecond ?? 0) >= TARGET_SAVES_PER_SECOND &&
  rateWindow.answersPerSecond >= ANSWERED_SHARE * rateWindow.offeredPerSecond! &&
  rateWindow.saveP99Ms < TARGET_P99_MS;

/** Per rate run, its windows against the target. */
export function rateVerdicts(phases: RateWindow[]): RateVerdict[] {
  const runs = new Map<string, RateWindow[]>();
  for (const phase of phases) {
    if (phase.offeredPerSecond === undefined) continue;
    const run = phase.name.replace(/ \(window \d+ of \d+\)$/, '');
    runs.set(run, [...(runs.get(run) ?? []), phase]);
  }
  return [...runs].map(([run, windows]) => ({
    run,
    windowsP99Ms: windows.map((rateWindow) => rateWindow.saveP99Ms),
    medianP99Ms: median(windows.map((rateWindow) => rateWindow.saveP99Ms)),
    windowsMet: windows.filter(metIn).length,
    ...(windows.every((rateWindow) => rateWindow.commitAlone)
      ? { commitAloneP99Ms: windows.map((rateWindow) => rateWindow.commitAlone!.p99Ms) }
      : {}),
  }));
}

/** The verdict as the bench prints it; the target is PostgreSQL's, so PGlite's figures are only shown. */
export function describeVerdict(verdict: RateVerdict, database: string): string {
  const figures = `${verdict.run}: window p99 ${verdict.windowsP99Ms.join(' / ')} ms, median ${verdict.medianP99Ms} ms`;
  if (database !== 'postgres') return figures;
  const of = verdict.windowsP99Ms.length;
  const target = `${TARGET_SAVES_PER_SECOND} saves/s answered with p99 < ${TARGET_P99_MS} ms`;
  const flush = verdict.commitAloneP99Ms
    ? `; a commit alone p99 ${verdict.commitAloneP99Ms.join(' / ')} ms`
    : '';
  return `${figures}${flush}; target (${target}) met in ${verdict.windowsMet} of ${of} windows${verdict.windowsMet === of ? '' : ': NOT MET'}`;
}
