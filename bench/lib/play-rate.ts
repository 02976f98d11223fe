/**
 * The open-loop "rate" phase of `npm run bench:play` (the wrk2 method): N learners together offer
 * R answer saves per second whatever the server does, each saving once every N/R seconds, their
 * first sends spread evenly over the first period. A save goes out at its scheduled time or, when
 * the learner's previous save is still waiting for its answer, as soon as that answer comes; its
 * latency runs from the SCHEDULED time, so queueing behind a slow server is measured rather than
 * hidden (no coordinated omission). The client's own timer lateness (about a millisecond) counts
 * too, as it would for a browser.
 */

import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import { newRecorder, PlayClient } from './play-client';
import { type Measure, type Phase, phaseResult } from './play-report';
import type { BenchLearner, Exam } from './play-seed';

const STARTS_IN_FLIGHT = 20;

/**
 * The learners of the rate phases, one group per target: the `wanted` after index `from` (the
 * capacity phases' learners come before it and hold active sessions), so that none is used twice;
 * when fewer remain, the remainder split evenly, with a warning.
 */
export function rateLearners(
  all: BenchLearner[],
  from: number,
  wanted: number,
  targets: number,
): BenchLearner[][] {
  const remaining = Math.max(0, all.length - from);
  const each = Math.min(wanted, Math.floor(remaining / targets));
  if (each < wanted) {
    console.warn(
      `rate phase: ${remaining} learners remain after the capacity phases, ${each} per target ` +
        `instead of ${wanted} (raise --learners)`,
    );
  }
  return Array.from({ length: targets }, (_, t) => all.slice(from + t * each, from + (t + 1) * each));
}

export interface RatePhaseOptions {
  /** where the saves go; its name goes into the phase's, e.g. '1 server' */
  target: { name: string; url: string };
  /** the servers' PUBLIC_URL */
  origin: string;
  players: BenchLearner[];
  exam: Exam;
  /** saves per second offered */
  rate: number;
  seconds: number;
  /** starts measuring the servers (and database); the returned function gives what it saw since then */
  measure: Measure;
}

/**
 * Starts a fresh session for every player (at most STARTS_IN_FLIGHT at once, recorded in the
 * first window's `others`, before it), then offers `rate` saves per second for `seconds`, in
 * `windows` windows one after another on the same sessions: one phase each, so that a report can
 * give the median of runs made alike (this machine is shared and noisy).
 */
export async function ratePhases(options: RatePhaseOptions & { windows: number }): Promise<Phase[]> {
  const { exam, players } = options;
  // one client for all windows: its connections stay open between them, as a proxy's would
  const client = new PlayClient(new URL(options.target.url), newRecorder(), options.origin);
  try {
    const sessions: ({ learner: BenchLearner; sessionId: string } | null)[] = [];
    const device = `bench-rate-${options.target.name.replace(/[^A-Za-z0-9]+/g, '-')}`;
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(STARTS_IN_FLIGHT, players.length) }, async () => {
        while (next < players.length) {
          const i = next++;
          const learner = players[i]!;
          const sessionId = await client.start(learner, exam.quizId, `${device}-${i}`);
          sessions[i] = sessionId ? { learner, sessionId } : null;
        }
      }),
    );
    const playing = sessions.filter((session) => session !== null);
    if (playing.length < players.length) {
      console.warn(`rate phase: ${players.length - playing.length} of ${players.length} starts refused`);
    }
    const phases: Phase[] = [];
    for (let window = 1; window <= options.windows; window++) {
      const of = options.windows > 1 ? ` (window ${window} of ${options.windows})` : '';
      const name = `rate: ${options.rate} saves/s offered, ${playing.length} learners, ${options.target.name}${of}`;
      phases.push(await offerSaves(options, client, playing, name, window - 1));
      client.recorder = newRecorder();
    }
    return checkedOnceEach(phases);
  } finally {
    client.close();
  }
}

/**
 * The windows answer the same sessions' questions again: an answer is checked against the
 * database (lost) in the last window that sent it, where the stored value must be that window's.
 */
function checkedOnceEach(phases: Phase[]): Phase[] {
  const later = new Set<string>();
  for (const phase of [...phases].reverse()) {
    const keys = phase.acknowledged.map(({ sessionId, questionId }) => `${sessionId}/${questionId}`);
    phase.acknowledged = phase.acknowledged.filter((_, i) => !later.has(keys[i]!));
    for (const key of [...keys, ...phase.uncertain]) later.add(key);
  }
  return phases;
}

/** One window: every learner saves on its schedule; the n-th question follows the windows before. */
async function offerSaves(
  options: RatePhaseOptions,
  client: PlayClient,
  playing: { learner: BenchLearner; sessionId: string }[],
  name: string,
  windowIndex: number,
): Promise<Phase> {
  const { exam, rate, seconds } = options;
  const recorder = client.recorder;
  const measured = options.measure();
  const clientCpu = process.cpuUsage();
  const clientLoop = monitorEventLoopDelay({ resolution: 5 });
  clientLoop.enable();
  const startedAt = performance.now();
  const deadline = startedAt + seconds * 1000;
  const periodMs = (playing.length * 1000) / rate;
  const perWindow = Math.ceil((seconds * 1000) / periodMs);
  let answeredInWindow = 0;
  let unsent = 0;
  await Promise.all(
    playing.map(async ({ learner, sessionId }, i) => {
      const first = startedAt + (i * periodMs) / playing.length;
      for (let n = 0; ; n++) {
        const scheduledAt = first + n * periodMs;
        if (scheduledAt >= deadline) break;
        if (performance.now() >= deadline) {
          // still behind at the end: these sends were due in the window but never went out
          unsent += Math.ceil((deadline - scheduledAt) / periodMs);
          break;
        }
        if (scheduledAt > performance.now()) {
          await until(scheduledAt);
          recorder.clientLate.push(performance.now() - scheduledAt);
        }
        const index = (windowIndex * perWindow + n) % exam.questions.length;
        const question = exam.questions[index]!;
        const optionIndex = Math.floor(Math.random() * question.optionCount);
        const status = await client.save(
          learner,
          sessionId,
          { questionId: question.id, optionIndex },
          index,
          scheduledAt,
        );
        if (status >= 200 && status < 300 && performance.now() <= deadline) answeredInWindow++;
      }
    }),
  );
  if (unsent > 0) {
    console.warn(`${name}: ${unsent} saves due in the window were not sent, the server fell behind`);
  }
  return phaseResult(name, recorder, startedAt, clientCpu, measured(), {
    offeredPerSecond: rate,
    windowSeconds: seconds,
    answeredInWindow,
    clientLoopMaxMs: stopped(clientLoop),
  });
}

/** Resolves at performance.now() time `at`, never before it. */
async function until(at: number): Promise<void> {
  for (let wait = at - performance.now(); wait > 0; wait = at - performance.now()) {
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** The longest delay the histogram saw, in ms, once it is turned off. */
function stopped(loop: IntervalHistogram): number {
  loop.disable();
  return Math.round(loop.max / 1e5) / 10;
}
