import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/free-port.mjs';
import { openDatabase } from '../../db/client';
import { adminUrl, withDatabase } from '../../test/postgres';

/**
 * Two app servers on one PostgreSQL: a notification written through one reaches an SSE client of
 * the other (LISTEN/NOTIFY, DESIGN.md section 1.3). Needs DATABASE_URL (npm run test:cluster).
 */
const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) throw new Error('The cluster suite needs DATABASE_URL: run it with `npm run test:cluster`.');

const database = `bilimdon_cluster_${randomBytes(4).toString('hex')}`;
const secret = randomBytes(32).toString('hex');
const servers: ChildProcess[] = [];
let urlA = '';
let urlB = '';

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

beforeAll(async () => {
  const admin = await openDatabase({ databaseUrl: adminUrl(baseUrl!) });
  await admin.db.execute(sql.raw(`create database ${database}`));
  await admin.close();
  const [portA, portB] = [await freePort(), await freePort()];
  // one public origin for both, as behind a load balancer
  const publicUrl = `http://127.0.0.1:${portA}`;
  urlA = await startServer(publicUrl, portA); // migrates and seeds
  urlB = await startServer(publicUrl, portB);
}, 120_000);

afterAll(async () => {
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

describe('two app servers on one PostgreSQL', () => {
  it('a notification written through server A reaches an SSE client of server B', async () => {
    const headers = { origin: urlA, 'content-type': 'application/json' };
    const signIn = await fetch(`${urlA}/api/auth/sign-in/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'learner@demo.uz', password: 'demo12345' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

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
});
