/**
 * The first two phases of `npm run bench:play`: exam day (every learner plays the whole exam at a
 * browser's pace) and capacity (a closed loop with no think time, on each target). The rate phase
 * is bench/lib/play-rate.ts.
 */
import { HEARTBEAT_INTERVAL_SECONDS } from '../../src/shared/domain/timer';
import { newRecorder, PlayClient } from './play-client';
import { type Measure, type Phase, phaseResult } from './play-report';
import type { BenchLearner, Exam } from './play-seed';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const jitter = ([min, max]: [number, number]) => (min + Math.random() * (max - min)) * 1000;

/** A phase's learners, timed and measured, into one Phase named `name`. */
async function runPhase(
  name: string,
  client: PlayClient,
  measure: Measure,
  play: (client: PlayClient) => Promise<unknown>,
): Promise<Phase> {
  const measured = measure();
  const clientCpu = process.cpuUsage();
  const started = performance.now();
  try {
    await play(client);
    return phaseResult(name, client.recorder, started, clientCpu, measured());
  } finally {
    client.close();
  }
}

/**
 * One learner's exam as a browser plays it: intro, start, then each question after a think time,
 * with a heartbeat every HEARTBEAT_INTERVAL_SECONDS meanwhile, and finish.
 */
async function playExam(
  client: PlayClient,
  learner: BenchLearner,
  exam: Exam,
  thinkSeconds: [number, number],
  deviceId: string,
): Promise<void> {
  // learners arrive over the first think time, not all in the same millisecond
  await sleep(jitter([0, thinkSeconds[1]]));
  const sessionId = await client.start(learner, exam.quizId, deviceId);
  if (!sessionId) return;
  let index = 0;
  const beat = setInterval(
    () => void client.heartbeat(learner, sessionId, index),
    HEARTBEAT_INTERVAL_SECONDS * 1000,
  );
  try {
    for (const question of exam.questions) {
      await sleep(jitter(thinkSeconds));
      const optionIndex = Math.floor(Math.random() * question.optionCount);
      await client.save(learner, sessionId, { questionId: question.id, optionIndex }, index);
      index = Math.min(index + 1, exam.questions.length - 1);
    }
  } finally {
    clearInterval(beat);
  }
  await client.finish(learner, sessionId);
}

/**
 * Closed loop with no think time: each learner saves answer after answer until the deadline, then
 * finishes, as a learner does. Left running, the sessions fall silent and the server's sweeper
 * pauses them all at once 20-25 s later, in the rate windows (50 pauses in one sweep: 0.2 s, and
 * 0.7-1.5 s before the sweeper settled them in batches).
 */
async function saveUntil(
  client: PlayClient,
  learner: BenchLearner,
  exam: Exam,
  deviceId: string,
  deadline: number,
): Promise<void> {
  const sessionId = await client.start(learner, exam.quizId, deviceId);
  if (!sessionId) return;
  for (let n = 0; performance.now() < deadline; n++) {
    const index = n % exam.questions.length;
    const question = exam.questions[index]!;
    const optionIndex = Math.floor(Math.random() * question.optionCount);
    await client.save(learner, sessionId, { questionId: question.id, optionIndex }, index);
  }
  await client.finish(learner, sessionId);
}

/** Exam day: every learner plays the whole exam, thinking `think` seconds per question. */
export function examPhase(options: {
  url: string;
  exam: Exam;
  think: [number, number];
  measure: Measure;
}): Promise<Phase> {
  const { url, exam, think, measure } = options;
  const name = `exam: ${exam.learners.length} learners, think ${think.join('-')} s`;
  return runPhase(name, new PlayClient(new URL(url), newRecorder()), measure, (client) =>
    Promise.all(exam.learners.map((learner, i) => playExam(client, learner, exam, think, `bench-exam-${i}`))),
  );
}

/**
 * Capacity: `connections` learners save without thinking for `seconds`, on each target in turn;
 * each target gets learners of its own (from `offset` on, not playing yet), so every start is a
 * fresh attempt. Returns the phases and the offset of the first learner still unused.
 */
export async function capacityPhases(options: {
  targets: { name: string; url: string }[];
  origin: string;
  exam: Exam;
  connections: number;
  seconds: number;
  offset: number;
  measure: Measure;
}): Promise<{ phases: Phase[]; offset: number }> {
  const { exam, connections, seconds, measure } = options;
  const phases: Phase[] = [];
  let offset = options.offset;
  for (const target of options.targets) {
    const first = offset;
    offset += connections;
    const players = Array.from(
      { length: connections },
      (_, i) => exam.learners[(first + i) % exam.learners.length]!,
    );
    const client = new PlayClient(new URL(target.url), newRecorder(), options.origin);
    const deadline = performance.now() + seconds * 1000;
    const name = `capacity: ${connections} connections, ${target.name}`;
    phases.push(
      await runPhase(name, client, measure, (c) =>
        Promise.all(
          players.map((learner, i) => saveUntil(c, learner, exam, `bench-cap-${first}-${i}`, deadline)),
        ),
      ),
    );
  }
  return { phases, offset };
}
