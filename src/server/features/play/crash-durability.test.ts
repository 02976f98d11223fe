import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/free-port.mjs';
import { openDatabase } from '../../db/client';
import { TEMPLATE_FILE } from '../../test/postgres';
import { scratchPostgres } from '../../test/test-app';

/**
 * Crash durability (docs/architecture.md#quiz-play-protocol): the real server process is killed
 * with SIGKILL in the middle of a quiz, right after an acknowledged answer save and with more
 * saves in flight. Restarted on the same data, every acknowledged answer is in the session.
 * On PGlite this also proves the data-dir lock left by the dead process is taken over.
 */
const DEVICE = 'crash-device-0001';
const DEMO_QUIZ = 'Matematika asoslari'; // free in the demo seed
const SEQUENTIAL_SAVES = 3;
const backend = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite in DATA_DIR';

interface RunningServer {
  url: string;
  child: ChildProcess;
}

const running = new Set<ChildProcess>();

/** Starts `src/server/main.ts` and resolves once it logs that it is ready. */
async function startServer(env: NodeJS.ProcessEnv, url: string): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let errors = '';
  child.stderr!.on('data', (chunk) => {
    errors += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    // the log is read to the end: a full pipe would block the server's writes
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.includes('"Bilimdon is ready"')) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`server exited with ${code} before it was ready:\n${errors}`)),
    );
  });
  return { url, child };
}

async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }
  running.delete(child);
}

/** A browser over real HTTP: our Origin on every request, the session cookie kept. */
function browser(origin: string) {
  let cookie = '';
  return {
    async send(method: string, url: string, body?: unknown) {
      const response = await fetch(url, {
        method,
        headers: { origin, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const setCookies = response.headers.getSetCookie().map((value) => value.split(';')[0]);
      if (setCookies.length > 0) cookie = setCookies.join('; ');
      return response;
    },
  };
}

type Browser = ReturnType<typeof browser>;
interface Question {
  id: string;
  options: unknown[];
}

async function startDemoQuiz(learner: Browser, baseUrl: string) {
  const signIn = await learner.send('POST', `${baseUrl}/api/auth/sign-in/email`, {
    email: 'learner@demo.uz',
    password: 'demo12345',
  });
  expect(signIn.status).toBe(200);
  const list = await (
    await learner.send('GET', `${baseUrl}/api/quizzes?search=${encodeURIComponent(DEMO_QUIZ)}`)
  ).json();
  const quiz = (list.quizzes as Array<{ id: string; title: string }>).find((q) => q.title === DEMO_QUIZ);
  expect(quiz).toBeDefined();
  expect((await learner.send('POST', `${baseUrl}/api/quizzes/${quiz!.id}/claim`, {})).status).toBe(200);
  const started = await learner.send('POST', `${baseUrl}/api/play/${quiz!.id}/start`, { deviceId: DEVICE });
  expect(started.status).toBe(200);
  return (await started.json()) as { sessionId: string; questions: Question[] };
}

/**
 * Saves answers one by one, then fires the rest at once and kills the server as soon as the first
 * of those is acknowledged. Returns every acknowledged answer (question id -> option).
 */
async function answerUntilKilled(
  learner: Browser,
  server: RunningServer,
  session: { sessionId: string; questions: Question[] },
) {
  const acknowledged = new Map<string, number>();
  const refused: number[] = [];
  const save = async (question: Question, index: number) => {
    const optionIndex = index % question.options.length;
    const response = await learner.send(
      'PUT',
      `${server.url}/api/play/sessions/${session.sessionId}/answers`,
      {
        questionId: question.id,
        optionIndex,
        currentQuestionIndex: index,
      },
    );
    if (response.status === 200) acknowledged.set(question.id, optionIndex);
    else refused.push(response.status);
    return response.status;
  };
  for (const [index, question] of session.questions.slice(0, SEQUENTIAL_SAVES).entries()) {
    expect(await save(question, index)).toBe(200);
  }

  let signalFirstAck!: () => void;
  const firstAck = new Promise<void>((resolve) => {
    signalFirstAck = resolve;
  });
  const inFlight = session.questions.slice(SEQUENTIAL_SAVES).map(async (question, offset) => {
    if ((await save(question, SEQUENTIAL_SAVES + offset)) === 200) signalFirstAck();
  });
  const allSettled = Promise.allSettled(inFlight);
  await Promise.race([firstAck, allSettled]);
  await stop(server.child, 'SIGKILL');
  await allSettled; // the others failed with the connection, or were answered before the kill
  expect(refused, 'saves of different questions never refuse each other').toEqual([]);
  return acknowledged;
}

/** A data directory holding the migrated template, so the child only seeds (fresh migrations are slow). */
async function migratedDataDir(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bilimdon-crash-'));
  const template = new Blob([readFileSync(TEMPLATE_FILE)]);
  const database = await openDatabase({ dataDir, loadDataDir: template });
  await database.close();
  return dataDir;
}

describe(`a kill -9 in the middle of a quiz (${backend})`, () => {
  let dataDir = '';
  let scratch: Awaited<ReturnType<typeof scratchPostgres>> | undefined;
  // also after a timeout: no server may outlive the test
  afterEach(async () => {
    for (const child of running) await stop(child, 'SIGKILL');
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged answer: all are in the session after a restart on the same data', async () => {
    const pgUrl = process.env.DATABASE_URL;
    scratch = pgUrl ? await scratchPostgres(pgUrl) : undefined;
    dataDir = scratch ? mkdtempSync(path.join(tmpdir(), 'bilimdon-crash-')) : await migratedDataDir();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = {
      NODE_ENV: 'development', // the demo seed
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: scratch?.url ?? '',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      IP_RATE_LIMITS: 'off',
      LOG_LEVEL: 'info',
    };
    const first = await startServer(env, url);
    const learner = browser(url);
    const session = await startDemoQuiz(learner, url);
    expect(session.questions.length).toBeGreaterThan(SEQUENTIAL_SAVES + 2);
    const acknowledged = await answerUntilKilled(learner, first, session);
    expect(acknowledged.size).toBeGreaterThan(SEQUENTIAL_SAVES);

    if (!scratch) {
      // the dead server's lock is still there: the restart must take it over
      const lockFile = path.join(dataDir, 'server.lock');
      expect(existsSync(lockFile)).toBe(true);
      expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(first.child.pid));
    }

    const second = await startServer(env, url);
    const resumed = await learner.send('POST', `${url}/api/play/sessions/${session.sessionId}/resume`, {
      deviceId: DEVICE,
    });
    expect(resumed.status).toBe(200);
    const { answers } = (await resumed.json()) as { answers: Record<string, number> };
    expect(answers).toMatchObject(Object.fromEntries(acknowledged));
    await stop(second.child, 'SIGTERM');
  }, 120_000);
});
