import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POOL_SIZE } from '../../db/client';
import { quizSessions } from '../../db/schema';
import { appWithLearner, startedSession } from '../../test/factories';
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

describe.runIf(process.env.DATABASE_URL)(
  'exam day on PostgreSQL: saves do not wait for the shared pool',
  () => {
    let app: TestApp;
    let learner: Awaited<ReturnType<typeof appWithLearner>>['learner'];
    beforeAll(async () => {
      ({ app, learner } = await appWithLearner());
    });
    afterAll(() => app.close());

    it('answers and heartbeats a running session while transactions hold every shared connection', async () => {
      const { sessionId, questionId } = await startedSession(app, learner.client);
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

        const saved = await within5s(
          learner.client.request('PUT', `/api/play/sessions/${sessionId}/answers`, {
            questionId,
            optionIndex: 2,
            currentQuestionIndex: 0,
          }),
        );
        const beat = await within5s(
          learner.client.post(`/api/play/sessions/${sessionId}/heartbeat`, { currentQuestionIndex: 0 }),
        );

        expect(saved.statusCode).toBe(200);
        expect(beat.statusCode).toBe(200);
        // the shared pool was full all along: its query still waits
        expect(sharedAnswered).toBe(false);
        release();
        await Promise.all([...holders, shared]);
        const [row] = await app.db
          .select({ answers: quizSessions.answers })
          .from(quizSessions)
          .where(and(eq(quizSessions.id, sessionId), eq(quizSessions.isActive, true)));
        expect(row?.answers).toEqual({ [questionId]: 2 });
      } finally {
        release();
        await Promise.allSettled(holders);
      }
    });
  },
);
