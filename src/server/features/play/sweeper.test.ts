import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizAttempts, quizSessions, userNotifications } from '../../db/schema';
import { appWithLearner, claimedQuiz, createQuiz, testClock } from '../../test/factories';
import { guestWithAccess } from '../../test/guest';
import { whileSessionLocked } from '../../test/session-lock';
import type { TestApp } from '../../test/test-app';
import type { Player } from '../identity/player';
import { startSession } from './play-sessions';
import { heartbeat } from './progress';
import { sweepSessions } from './sweeper';

/*
 * The sweeper settles its sessions in batches, one transaction each (sweep-settle.ts): when many
 * devices fall silent at once, each is paused with its own clock, counted once and told once; a
 * faulty session holds up no other; on PostgreSQL a session another transaction holds is left to
 * the next sweep, and sweeps of several servers or a returning device never count a pause twice.
 */

let app: TestApp;
let learner: Awaited<ReturnType<typeof appWithLearner>>['learner'];
beforeAll(async () => {
  ({ app, learner } = await appWithLearner());
});
afterAll(() => app.close());

const DEVICE = 'device-sweep-aaaa';
const { T0, at } = testClock();

/** Heartbeats every 10 s from T0 until `heardAt` seconds, then silence. */
async function beatUntil(player: Player, sessionId: string, heardAt: number) {
  for (let second = 10; second < heardAt; second += 10)
    await heartbeat(app.database, player, sessionId, 0, at(second));
  await heartbeat(app.database, player, sessionId, 0, at(heardAt));
}

/** A learner's session of a new quiz started at T0, its device last heard at `heardAt` seconds. */
async function learnerSession(heardAt: number, durationMinutes = 10) {
  const quiz = await claimedQuiz(app, learner.client, { questionCount: 2, durationMinutes });
  const { sessionId } = await startSession(app.db, learner, quiz.id, DEVICE, T0);
  await beatUntil(learner, sessionId, heardAt);
  return { sessionId, quiz };
}

async function rowsOf(sessionIds: string[]) {
  const rows = await app.db
    .select({ session: quizSessions, attempt: quizAttempts })
    .from(quizSessions)
    .innerJoin(quizAttempts, eq(quizAttempts.id, quizSessions.attemptId))
    .where(inArray(quizSessions.id, sessionIds));
  return new Map(rows.map((row) => [row.session.id, row]));
}

const pausedNotes = (quizId: string) =>
  app.db
    .select()
    .from(userNotifications)
    .where(
      and(
        eq(userNotifications.userId, learner.id),
        eq(userNotifications.type, 'quiz_paused'),
        sql`${userNotifications.metadata}->>'quizId' = ${quizId}`,
      ),
    );

describe('many sessions at once', () => {
  it('pauses each silent device with its own clock, finishes one whose time is up, leaves one heard', async () => {
    const silent = await Promise.all([10, 20, 30, 40, 50].map((heardAt) => learnerSession(heardAt)));
    const quiz = await createQuiz(app.db, { questionCount: 2, durationMinutes: 10 });
    const guest = await guestWithAccess(app, quiz);
    const guestPlayer = { kind: 'guest' as const, id: guest.guestAccessId, name: 'Mehmon', email: 'g@x.uz' };
    const guestSession = await startSession(app.db, guestPlayer, quiz.id, DEVICE, T0);
    await beatUntil(guestPlayer, guestSession.sessionId, 40);
    const timeUp = await learnerSession(50, 1);
    const heard = await learnerSession(95);

    // batches of two: the seven sessions to settle take four transactions
    expect(await sweepSessions(app.db, at(100), 2)).toEqual({ finished: 1, paused: 6, busy: 0 });

    const rows = await rowsOf([...silent, guestSession, timeUp, heard].map((s) => s.sessionId));
    for (const [i, { sessionId, quiz: ofQuiz }] of silent.entries()) {
      const heardAt = 10 * (i + 1);
      // charged until the grace ran out (20 s after the last heartbeat), standing still since
      expect(rows.get(sessionId)!.session).toMatchObject({
        isActive: true,
        runningSince: null,
        timeRemaining: 600 - heardAt - 20,
        pausedSince: at(heardAt + 20),
      });
      expect(rows.get(sessionId)!.attempt).toMatchObject({ pauseCount: 1, pausedSeconds: 0 });
      // the attempt keeps the pause; the bell is not rung for it
      expect(await pausedNotes(ofQuiz.id)).toEqual([]);
    }
    expect(rows.get(guestSession.sessionId)!.session).toMatchObject({
      runningSince: null,
      timeRemaining: 540,
    });
    expect(rows.get(guestSession.sessionId)!.attempt.pauseCount).toBe(1);
    expect(rows.get(timeUp.sessionId)!.session.isActive).toBe(false);
    expect(rows.get(heard.sessionId)!.session).toMatchObject({ runningSince: T0, lastHeartbeatAt: at(95) });

    // nothing is paused twice
    expect(await sweepSessions(app.db, at(101), 2)).toMatchObject({ finished: 0, paused: 0 });
    expect((await rowsOf([silent[0]!.sessionId])).get(silent[0]!.sessionId)!.attempt.pauseCount).toBe(1);
    // the silence is not charged: back at 200, 570 s are left and 170 s stood still
    expect(await heartbeat(app.database, learner, silent[0]!.sessionId, 0, at(200))).toEqual({
      timeRemaining: 570,
      running: true,
    });
    expect((await rowsOf([silent[0]!.sessionId])).get(silent[0]!.sessionId)!.attempt).toMatchObject({
      pauseCount: 1,
      pausedSeconds: 170,
    });
  });

  it('a session whose write fails holds up neither its batch nor the next: the others are paused, the failure reported', async () => {
    const sessions = await Promise.all([10, 10, 10].map((heardAt) => learnerSession(heardAt)));
    const rows = await rowsOf(sessions.map((s) => s.sessionId));
    const faulty = rows.get(sessions[1]!.sessionId)!.attempt.id;
    await app.db.execute(sql`create function sweep_fault() returns trigger language plpgsql
      as $$ begin raise exception 'injected fault'; end $$`);
    await app.db.execute(
      sql.raw(`create trigger sweep_fault before update on quiz_attempts for each row
      when (old.id = '${faulty}') execute function sweep_fault()`),
    );
    try {
      const sweep = await sweepSessions(app.db, at(300), 3).catch((error: unknown) => error);
      expect(sweep).toBeInstanceOf(AggregateError);
      expect((sweep as AggregateError).errors).toHaveLength(1);
      const after = await rowsOf(sessions.map((s) => s.sessionId));
      expect(sessions.map((s) => after.get(s.sessionId)!.session.runningSince)).toEqual([null, T0, null]);
    } finally {
      await app.db.execute(sql`drop trigger sweep_fault on quiz_attempts`);
      await app.db.execute(sql`drop function sweep_fault()`);
    }
    await sweepSessions(app.db, at(301));
    expect(
      (await rowsOf([sessions[1]!.sessionId])).get(sessions[1]!.sessionId)!.session.runningSince,
    ).toBeNull();
  });
});

describe.runIf(process.env.DATABASE_URL)('sweeps on PostgreSQL', () => {
  it('a session another transaction holds is left to the next sweep, without holding up the rest', async () => {
    const [held, ...free] = await Promise.all([10, 10, 10].map((heardAt) => learnerSession(heardAt)));
    await whileSessionLocked(app.db, held!.sessionId, async () => {
      // settled while the lock is still held: nothing waited for it
      expect(await sweepSessions(app.db, at(400))).toMatchObject({ busy: 1 });
      const rows = await rowsOf([held!, ...free].map((s) => s.sessionId));
      expect(rows.get(held!.sessionId)!.session.runningSince).toEqual(T0);
      for (const { sessionId } of free) expect(rows.get(sessionId)!.session.runningSince).toBeNull();
    });
    await sweepSessions(app.db, at(401));
    expect((await rowsOf([held!.sessionId])).get(held!.sessionId)!.session.runningSince).toBeNull();
  });

  it('sweeps of several servers at once pause each session once', async () => {
    const sessions = await Promise.all([10, 10, 10, 10, 10, 10].map((heardAt) => learnerSession(heardAt)));
    const ids = sessions.map((s) => s.sessionId);
    for (const trial of [1, 2, 3]) {
      const sweepAt = at(500 * trial);
      await Promise.all([1, 2, 3].map(() => sweepSessions(app.db, sweepAt, 2)));
      const rows = await rowsOf(ids);
      for (const { sessionId, quiz } of sessions) {
        expect(rows.get(sessionId)!.attempt.pauseCount).toBe(trial);
        expect(await pausedNotes(quiz.id)).toEqual([]);
      }
      // the devices come back, then fall silent again before the next trial
      for (const id of ids) await heartbeat(app.database, learner, id, 0, at(500 * trial + 100));
    }
  });

  it('a device coming back while the sweep runs: the same clock and pause record either way', async () => {
    const sessions = await Promise.all([10, 10, 10, 10, 10, 10].map((heardAt) => learnerSession(heardAt)));
    const ids = sessions.map((s) => s.sessionId);
    const [beats] = await Promise.all([
      Promise.all(ids.map((id) => heartbeat(app.database, learner, id, 0, at(2000)))),
      sweepSessions(app.db, at(2000), 2),
    ]);
    // silent since 30 (10 heard + 20 grace): 570 s left, one pause of 1,970 s, running again
    for (const beat of beats) expect(beat).toEqual({ timeRemaining: 570, running: true });
    const rows = await rowsOf(ids);
    for (const id of ids) {
      expect(rows.get(id)!.session).toMatchObject({ runningSince: at(2000), timeRemaining: 570 });
      expect(rows.get(id)!.attempt).toMatchObject({ pauseCount: 1, pausedSeconds: 1970 });
    }
  });
});
