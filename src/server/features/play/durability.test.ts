import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { createQuiz, signedInUser } from '../../test/factories';
import { client } from '../../test/http';
import { createTestApp, scratchPostgres, testConfig } from '../../test/test-app';

const DEVICE = 'device-restart1';

describe('answers survive a server restart', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bilimdon-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('every acknowledged answer is there after the server and its database are reopened', async () => {
    const config = testConfig({ dataDir });
    const pgUrl = process.env.DATABASE_URL;
    const scratch = pgUrl ? await scratchPostgres(pgUrl) : undefined;
    const boot = async () => {
      const database = await openDatabase(scratch ? { databaseUrl: scratch.url } : { dataDir });
      await runMigrations(database);
      const { server, auth } = await buildApp({ config, database, webRoot: '/nonexistent' });
      return {
        server,
        auth,
        config,
        database,
        db: database.db,
        close: async () => {
          await server.close();
          await database.close();
        },
      };
    };

    const first = await boot();
    const quiz = await createQuiz(first.db, { price: 0, questionCount: 5 });
    const user = await signedInUser({ ...first, lastEmailTo: async () => undefined });
    await user.client.post(`/api/quizzes/${quiz.id}/claim`);
    const session = (await user.client.post(`/api/play/${quiz.id}/start`, { deviceId: DEVICE })).json();
    const saved: Record<string, number> = {};
    for (const [i, question] of session.questions.slice(0, 3).entries()) {
      const res = await user.client.request('PUT', `/api/play/sessions/${session.sessionId}/answers`, {
        questionId: question.id,
        optionIndex: 2,
        currentQuestionIndex: i,
      });
      expect(res.statusCode).toBe(200);
      saved[question.id] = 2;
    }
    const cookies = new Map(user.client.cookies);
    await first.close();

    const second = await boot();
    const again = client(second.server);
    for (const [name, value] of cookies) again.cookies.set(name, value);
    const resumed = await again.post(`/api/play/sessions/${session.sessionId}/resume`, {
      deviceId: DEVICE,
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toMatchObject({ answers: saved, currentQuestionIndex: 2 });
    await second.close();
    await scratch?.drop();
  });
});

describe('the old device hears of a takeover at once', () => {
  it('through the live feed (SSE)', async () => {
    const app = await createTestApp();
    try {
      const quiz = await createQuiz(app.db, { price: 0 });
      const user = await signedInUser(app);
      await user.client.post(`/api/quizzes/${quiz.id}/claim`);
      const session = (
        await user.client.post(`/api/play/${quiz.id}/start`, { deviceId: 'device-old-0001' })
      ).json();

      const address = await app.server.listen({ port: 0, host: '127.0.0.1' });
      const cookie = [...user.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const controller = new AbortController();
      const stream = await fetch(`${address}/api/events`, { headers: { cookie }, signal: controller.signal });
      expect(stream.headers.get('content-type')).toContain('text/event-stream');
      const reader = stream.body!.getReader();
      const decoder = new TextDecoder();
      let received = '';
      const readUntil = async (needle: string) => {
        while (!received.includes(needle)) {
          const { value, done } = await reader.read();
          if (done) break;
          received += decoder.decode(value);
        }
      };
      await readUntil('event: ready');
      const moved = await user.client.post(`/api/play/sessions/${session.sessionId}/takeover`, {
        deviceId: 'device-new-0002',
      });
      expect(moved.statusCode).toBe(200);
      await readUntil('taken_over');
      expect(received).toContain('event: quiz_session');
      expect(received).toContain(`"sessionId":"${session.sessionId}"`);
      controller.abort();
    } finally {
      await app.close();
    }
  });

  it('guests cannot open the live feed', async () => {
    const app = await createTestApp();
    expect((await app.server.inject('/api/events')).statusCode).toBe(401);
    await app.close();
  });
});
