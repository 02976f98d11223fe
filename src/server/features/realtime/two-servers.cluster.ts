import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/free-port.mjs';
import { buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/client';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { adminUrl, withDatabase } from '../../test/postgres';
import { testConfig } from '../../test/test-app';
import { memoryStorage } from '../uploads/image-storage';

/**
 * Two app servers on one PostgreSQL: what is written through one reaches the other through
 * LISTEN/NOTIFY (docs/architecture.md#principles and #a-page-view): a notification to an SSE client, a catalogue write
 * to the public catalogue. Server A is `main.ts` in a child process (it migrates and seeds); server
 * B runs in this process, so a test can await its catalogue (`catalog.settled()`) instead of sleeping.
 * Needs DATABASE_URL (npm run test:cluster).
 */
const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) throw new Error('The cluster suite needs DATABASE_URL: run it with `npm run test:cluster`.');

const database = `bilimdon_cluster_${randomBytes(4).toString('hex')}`;
const secret = randomBytes(32).toString('hex');
const servers: ChildProcess[] = [];
let urlA = '';
let urlB = '';
let serverB: FastifyInstance | undefined;
let databaseB: Database | undefined;

async function startServer(publicUrl: string, port: number): Promise<string> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: withDatabase(baseUrl!, database),
      AUTH_SECRET: secret,
      PUBLIC_URL: publicUrl,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  servers.push(server);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return url;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
}

/** The app in this process, on the database server A migrated, listening like A behind one origin. */
async function startInProcess(publicUrl: string, port: number): Promise<string> {
  const databaseUrl = withDatabase(baseUrl!, database);
  databaseB = await openDatabase({ databaseUrl });
  const config = testConfig({
    databaseUrl,
    databaseDirectUrl: databaseUrl,
    authSecret: secret,
    publicUrl,
    port,
  });
  ({ server: serverB } = await buildApp({ config, database: databaseB, imageStorage: memoryStorage() }));
  await serverB.listen({ host: '127.0.0.1', port });
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  const admin = await openDatabase({ databaseUrl: adminUrl(baseUrl!) });
  await admin.db.execute(sql.raw(`create database ${database}`));
  await admin.close();
  const [portA, portB] = [await freePort(), await freePort()];
  // one public origin for both, as behind a load balancer
  const publicUrl = `http://127.0.0.1:${portA}`;
  urlA = await startServer(publicUrl, portA); // migrates and seeds
  urlB = await startInProcess(publicUrl, portB);
}, 120_000);

afterAll(async () => {
  await serverB?.close();
  await databaseB?.close();
  await Promise.all(
    servers.map(
      (server) =>
        new Promise((resolve) => {
          server.once('exit', resolve);
          server.kill('SIGTERM');
        }),
    ),
  );
  const admin = await openDatabase({ databaseUrl: adminUrl(baseUrl!) });
  await admin.db.execute(sql.raw(`drop database if exists ${database} with (force)`));
  await admin.close();
});

/** The session cookie of a demo account, signed in through server A. */
async function signIn(email: string): Promise<string> {
  const res = await fetch(`${urlA}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: urlA, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

describe('two app servers on one PostgreSQL', () => {
  it('a notification written through server A reaches an SSE client of server B', async () => {
    const headers = { origin: urlA, 'content-type': 'application/json' };
    const cookie = await signIn('learner@demo.uz');
    const controller = new AbortController();
    const stream = await fetch(`${urlB}/api/events`, { headers: { cookie }, signal: controller.signal });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const readUntil = async (needle: string) => {
      const deadline = Date.now() + 10_000;
      while (!received.includes(needle) && Date.now() < deadline) {
        const { value, done } = await reader.read();
        if (done) break;
        received += decoder.decode(value);
      }
    };
    await readUntil('event: ready');

    const list = await (await fetch(`${urlA}/api/quizzes?search=Kompyuter`)).json();
    const quizId = list.quizzes[0].id as string;
    const authed = { ...headers, cookie };
    expect(
      (await fetch(`${urlA}/api/quizzes/${quizId}/claim`, { method: 'POST', headers: authed, body: '{}' }))
        .status,
    ).toBe(200);
    const started = await fetch(`${urlA}/api/play/${quizId}/start`, {
      method: 'POST',
      headers: authed,
      body: JSON.stringify({ deviceId: 'cluster-device-1' }),
    });
    expect(started.status).toBe(200);

    await readUntil('quiz_started');
    controller.abort();
    expect(received).toContain('event: notification');
    expect(received).toContain('"type":"quiz_started"');
  });

  it('an admin write through server A shows in server B catalogue and detail, with a new ETag', async () => {
    const authed = {
      origin: urlA,
      'content-type': 'application/json',
      cookie: await signIn('admin@demo.uz'),
    };
    const page = await (await fetch(`${urlB}/api/quizzes?sort=price_low&pageSize=48`)).json();
    const [renamed, hidden] = page.quizzes as { id: string }[];
    const detailUrl = `${urlB}/api/quizzes/${renamed!.id}`;
    const etag = (await fetch(detailUrl)).headers.get('etag')!;
    expect(etag).toMatch(/^W\//);

    const quiz = await (await fetch(`${urlA}/api/admin/quizzes/${renamed!.id}`, { headers: authed })).json();
    const put = (url: string, body: unknown) =>
      fetch(`${urlA}${url}`, { method: 'PUT', headers: authed, body: JSON.stringify(body) });
    expect(
      (await put(`/api/admin/quizzes/${renamed!.id}`, { ...quiz, title: 'Klaster orqali yangi nom' })).status,
    ).toBe(200);
    expect((await put(`/api/admin/quizzes/${hidden!.id}/active`, { isActive: false })).status).toBe(200);
    // every write A committed is in B's snapshot once B's own marker comes back
    await serverB!.catalog.settled();

    const detail = await fetch(detailUrl, { headers: { 'if-none-match': etag } });
    expect(detail.status).toBe(200);
    expect(detail.headers.get('etag')).not.toBe(etag);
    expect((await detail.json()).quiz.title).toBe('Klaster orqali yangi nom');
    expect((await fetch(`${urlB}/api/quizzes/${hidden!.id}`)).status).toBe(404);
    const found = await (
      await fetch(`${urlB}/api/quizzes?search=${encodeURIComponent('KLASTER orqali')}`)
    ).json();
    expect(found.quizzes.map((q: { id: string }) => q.id)).toEqual([renamed!.id]);
    const after = await (await fetch(`${urlB}/api/quizzes?sort=price_low&pageSize=48`)).json();
    expect(after.total).toBe(page.total - 1);
    expect(after.quizzes.map((q: { id: string }) => q.id)).not.toContain(hidden!.id);
  });
});
