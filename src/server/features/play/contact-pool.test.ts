import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POOL_SIZE } from '../../db/client';
import { quizSessions } from '../../db/schema';
import { appWithLearner, createQuiz, startedSession } from '../../test/factories';
import { guestWithAccess } from '../../test/guest';
import type { Client } from '../../test/http';
import type { TestApp } from '../../test/test-app';

/**
 * On exam day a thousand starts hold the shared pool's connections across their round trips; an
 * answer or a heartbeat to a running session goes to a pool of its own (Database.contactDb), so it
 * never queues behind them (on the shared pool a start storm kept saves waiting up to 0.6 s).
 */

/** The answer of `request`, or a failure once it has waited 5 s (for a connection, here). */
function within5s<T>(request: Promise<T>): Promise<T> {
  const late = new Promise<never>((_, reject) => {
    setTimeout(() => reject(new Error('no answer within 5 s: it waited for the shared pool')), 5000).unref();
  });
  return Promise.race([request, late]);
}

/** Runs `work` while transactions hold every connection of the app's shared pool. */
async function withSharedPoolFull(app: TestApp, work: () => Promise<void>) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding = 0;
  const holders = Array.from({ length: POOL_SIZE }, () =>
    app.db.transaction(async (t) => {
      await t.execute(sql`select 1`);
      holding++;
      await held;
    }),
  );
  try {
    await vi.waitFor(() => expect(holding).toBe(POOL_SIZE));
    let sharedAnswered = false;
    const shared = app.db.execute(sql`select 1`).then(() => {
      sharedAnswered = true;
    });
    await work();
    // the shared pool was full all along: its query still waits
    expect(sharedAnswered).toBe(false);
    release();
    await Promise.all([...holders, shared]);
  } finally {
    release();
    await Promise.allSettled(holders);
  }
}

async function saveAndBeat(browser: Client, session: { sessionId: string; questionId: string }) {
  const saved = await within5s(
    browser.request('PUT', `/api/play/sessions/${session.sessionId}/answers`, {
      questionId: session.questionId,
      optionIndex: 2,
      currentQuestionIndex: 0,
    }),
  );
  const beat = await within5s(
    browser.post(`/api/play/sessions/${session.sessionId}/heartbeat`, { currentQuestionIndex: 0 }),
  );
  expect(saved.statusCode).toBe(200);
  expect(beat.statusCode).toBe(200);
}

describe.runIf(process.env.DATABASE_URL)(
  'exam day on PostgreSQL: saves do not wait for the shared pool',
  () => {
    let app: TestApp;
    let learner: Awaited<ReturnType<typeof appWithLearner>>['learner'];
    beforeAll(async () => {
      ({ app, learner } = await appWithLearner());
    });
    afterAll(() => app.close());

    async function answersOf(sessionId: string) {
      const [row] = await app.db
        .select({ answers: quizSessions.answers })
        .from(quizSessions)
        .where(and(eq(quizSessions.id, sessionId), eq(quizSessions.isActive, true)));
      return row?.answers;
    }

    it('a learner answers and heartbeats while transactions hold every shared connection', async () => {
      const session = await startedSession(app, learner.client);
      await withSharedPoolFull(app, () => saveAndBeat(learner.client, session));
      expect(await answersOf(session.sessionId)).toEqual({ [session.questionId]: 2 });
    });

    it('so does a guest, whose access is checked on the same pool as the save', async () => {
      const quiz = await createQuiz(app.db, { price: 20_000, questionCount: 1 });
      const guest = await guestWithAccess(app, quiz);
      const start = await guest.client.post(`/api/play/${quiz.id}/start`, {
        deviceId: 'device-contact-guest',
      });
      expect(start.statusCode).toBe(200);
      const session = { sessionId: start.json().sessionId, questionId: start.json().questions[0].id };
      await withSharedPoolFull(app, () => saveAndBeat(guest.client, session));
      expect(await answersOf(session.sessionId)).toEqual({ [session.questionId]: 2 });
    });
  },
);
