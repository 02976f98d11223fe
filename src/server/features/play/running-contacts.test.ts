import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quizSessions } from '../../db/schema';
import { appWithLearner, runningSessionFields, startedSession, testClock } from '../../test/factories';
import { whileSessionLocked } from '../../test/session-lock';
import type { TestApp } from '../../test/test-app';
import type { Player } from '../identity/player';
import { saveAnswer } from './progress';
import { contactWhileRunning } from './running-contacts';

/*
 * Contacts with running sessions that arrive together are written together on PostgreSQL, several
 * per statement (running-contacts.ts): each must still be written as if alone. More contacts than
 * batches in flight are sent at once here, so that the later ones leave as one batch. The embedded
 * database writes each alone, with the same outcome.
 */

let app: TestApp;
let player: Player;
let sessions: Awaited<ReturnType<typeof startedSession>>[];
const clock = testClock();
const { at } = clock;
const TOGETHER = 12;

beforeAll(async () => {
  const setup = await appWithLearner();
  app = setup.app;
  player = setup.learner;
  sessions = [];
  for (let i = 0; i < TOGETHER; i++) sessions.push(await startedSession(app, setup.learner.client));
});
afterAll(() => app.close());

// every session runs since T0 with 600 s, heard 5 s ago
beforeEach(async () => {
  await app.db
    .update(quizSessions)
    .set(runningSessionFields(clock))
    .where(
      inArray(
        quizSessions.id,
        sessions.map((s) => s.sessionId),
      ),
    );
});

async function rowOf(sessionId: string) {
  const [row] = await app.db.select().from(quizSessions).where(eq(quizSessions.id, sessionId));
  return row!;
}
const answer = (session: (typeof sessions)[number], optionIndex: number) => ({
  questionId: session.questionId,
  optionIndex,
});

describe('contacts that arrive together', () => {
  it('each answer of the moment is saved to its own session with its own time', async () => {
    const left = await Promise.all(
      sessions.map((session, i) =>
        contactWhileRunning(app.db, player, session.sessionId, at(60 + i), 0, answer(session, i % 4)),
      ),
    );
    expect(left).toEqual(sessions.map((_, i) => 540 - i));
    for (const [i, session] of sessions.entries()) {
      const row = await rowOf(session.sessionId);
      expect(row.answers).toEqual({ [session.questionId]: i % 4 });
      expect(row.lastHeartbeatAt).toEqual(at(60 + i));
    }
  });

  it('two contacts to one session at once are both written, in the order they came', async () => {
    const [first, ...others] = sessions;
    const writes = [
      ...others.map((session) => contactWhileRunning(app.db, player, session.sessionId, at(60), 0)),
      contactWhileRunning(app.db, player, first!.sessionId, at(61), 0, answer(first!, 1)),
      contactWhileRunning(app.db, player, first!.sessionId, at(62), 0, answer(first!, 3)),
    ];
    expect((await Promise.all(writes)).slice(-2)).toEqual([539, 538]);
    const row = await rowOf(first!.sessionId);
    expect(row.answers).toEqual({ [first!.questionId]: 3 });
    expect(row.lastHeartbeatAt).toEqual(at(62));
  });

  it('a save the database refuses fails alone; the others of its batch are saved', async () => {
    const broken = TOGETHER - 1;
    const writes = await Promise.allSettled(
      sessions.map((session, i) =>
        saveAnswer(
          app.database,
          player,
          session.sessionId,
          {
            // not a uuid: the statement's cast fails (the route's schema never lets this through)
            questionId: i === broken ? 'not-a-question' : session.questionId,
            optionIndex: 2,
            currentQuestionIndex: 0,
          },
          at(60),
        ),
      ),
    );
    expect(writes[broken]!.status).toBe('rejected');
    for (const [i, session] of sessions.entries()) {
      if (i === broken) continue;
      expect(writes[i]).toEqual({ status: 'fulfilled', value: { timeRemaining: 540, running: true } });
      expect((await rowOf(session.sessionId)).answers).toEqual({ [session.questionId]: 2 });
    }
    expect((await rowOf(sessions[broken]!.sessionId)).answers).toEqual({});
  });
});

describe.runIf(process.env.DATABASE_URL)('contacts written together, on PostgreSQL', () => {
  it('a session whose lock another transaction holds is left to the way that waits, without holding up the rest', async () => {
    const [held, ...free] = sessions;
    await whileSessionLocked(app.db, held!.sessionId, async () => {
      const left = await Promise.all(
        sessions.map((session) =>
          contactWhileRunning(
            app.database.contactDb,
            player,
            session.sessionId,
            at(60),
            0,
            answer(session, 1),
          ),
        ),
      );
      // answered while the lock is still held: nothing waited for it
      expect(left).toEqual([null, ...free.map(() => 540)]);
      expect((await rowOf(held!.sessionId)).answers).toEqual({});
      for (const session of free) {
        expect((await rowOf(session.sessionId)).answers).toEqual({ [session.questionId]: 1 });
      }
    });
  });

  it('a contact whose statement fails alone (its connection lost, say) is saved the transactional way', async () => {
    // the batch statement, and only it, fails: as when the contact pool's connection is cut
    await app.db.execute(
      sql.raw(`create function fail_contact_batches() returns trigger language plpgsql as $$
      begin
        if current_query() like '%jsonb_to_recordset%' then raise exception 'contact batch lost'; end if;
        return new;
      end $$;
      create trigger fail_contact_batches before update on quiz_sessions
        for each row execute function fail_contact_batches()`),
    );
    try {
      const [session] = sessions;
      const saved = await saveAnswer(
        app.database,
        player,
        session!.sessionId,
        {
          ...answer(session!, 3),
          currentQuestionIndex: 0,
        },
        at(60),
      );
      expect(saved).toEqual({ timeRemaining: 540, running: true });
      expect((await rowOf(session!.sessionId)).answers).toEqual({ [session!.questionId]: 3 });
    } finally {
      await app.db.execute(sql.raw('drop function fail_contact_batches() cascade'));
    }
  });
});
