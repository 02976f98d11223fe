import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quizSessions } from '../../db/schema';
import {
  appWithLearner,
  runningSessionFields,
  signedInUser,
  startedSession,
  testClock,
} from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import type { Player } from '../identity/player';
import { contact } from './contact-writes';
import { lockOwnSession } from './play-lock';
import { contactWhileRunning } from './running-contacts';
import { HEARTBEAT_GRACE_SECONDS } from './timer';

/*
 * The one-statement answer and heartbeat: it writes only where contactAt() would change nothing
 * but the device's question and last heartbeat, and leaves everything else, untouched, to the
 * transactional way (progress.ts), which the play tests cover through the routes.
 */

let app: TestApp;
let player: Player;
let other: Player;
let session: Awaited<ReturnType<typeof startedSession>>;
const clock = testClock();
const { T0, at } = clock;

beforeAll(async () => {
  const setup = await appWithLearner();
  app = setup.app;
  player = setup.learner;
  other = { ...(await signedInUser(app)), kind: 'user', name: 'Boshqa' };
  session = await startedSession(app, setup.learner.client);
});
afterAll(() => app.close());

// a session that runs since T0 with 600 s, heard 5 s ago: the case the statement takes
const running = runningSessionFields(clock);
beforeEach(() => setSession(running));

async function setSession(fields: Partial<typeof quizSessions.$inferInsert>) {
  await app.db.update(quizSessions).set(fields).where(eq(quizSessions.id, session.sessionId));
}
async function sessionRow() {
  const [row] = await app.db.select().from(quizSessions).where(eq(quizSessions.id, session.sessionId));
  return row!;
}
const answer = (optionIndex = 1) => ({ questionId: session.questionId, optionIndex });

describe('a contact while the clock runs, in one statement', () => {
  it('saves the answer, the question and the heartbeat, and gives the seconds left', async () => {
    expect(await contactWhileRunning(app.db, player, session.sessionId, at(60), 0, answer(2))).toBe(540);
    const row = await sessionRow();
    expect(row.answers).toEqual({ [session.questionId]: 2 });
    expect(row.lastHeartbeatAt).toEqual(at(60));
    expect(row.updatedAt).toEqual(at(60));
    // the clock itself is as it was
    expect(row.runningSince).toEqual(T0);
    expect(row.timeRemaining).toBe(600);
  });

  it('a heartbeat moves only the last heartbeat; a strict timer counts to its deadline', async () => {
    await setSession({ deadlineAt: at(100) });
    expect(await contactWhileRunning(app.db, player, session.sessionId, at(60), 0)).toBe(40);
    const row = await sessionRow();
    expect(row.lastHeartbeatAt).toEqual(at(60));
    expect(row.answers).toEqual({});
  });

  it('at the last moment of the grace it still writes', async () => {
    const edge = at(55 + HEARTBEAT_GRACE_SECONDS);
    expect(await contactWhileRunning(app.db, player, session.sessionId, edge, 0, answer())).not.toBeNull();
  });

  const declined: [string, Partial<typeof quizSessions.$inferInsert>, number?][] = [
    ['a paused clock', { runningSince: null, pausedSince: at(50), timeRemaining: 550 }],
    ['a device silent past the grace', { lastHeartbeatAt: at(55) }, 56 + HEARTBEAT_GRACE_SECONDS],
    ['a running clock whose time is up', { timeRemaining: 60 }],
    ['a strict timer past its deadline', { deadlineAt: at(59) }],
    ['an ended session', { isActive: false }],
  ];
  for (const [what, fields, seconds = 60] of declined) {
    it(`writes nothing to ${what}`, async () => {
      await setSession(fields);
      const before = await sessionRow();
      expect(
        await contactWhileRunning(app.db, player, session.sessionId, at(seconds), 0, answer()),
      ).toBeNull();
      expect(await contactWhileRunning(app.db, player, session.sessionId, at(seconds), 0)).toBeNull();
      expect(await sessionRow()).toEqual(before);
    });
  }

  it('writes nothing for invalid input or to someone else', async () => {
    const before = await sessionRow();
    const write = (who: Player, index: number, input?: ReturnType<typeof answer>) =>
      contactWhileRunning(app.db, who, session.sessionId, at(60), index, input);
    expect(await write(player, 0, { questionId: crypto.randomUUID(), optionIndex: 0 })).toBeNull();
    expect(await write(player, 0, answer(4))).toBeNull();
    expect(await write(player, 1, answer())).toBeNull();
    expect(await write(player, 1)).toBeNull();
    expect(await write(other, 0, answer())).toBeNull();
    expect(await write(other, 0)).toBeNull();
    expect(await write({ kind: 'guest', id: crypto.randomUUID(), name: 'G', email: 'g@x.uz' }, 0)).toBeNull();
    expect(await sessionRow()).toEqual(before);
  });
});

describe('the transactional write, which says why it refused', () => {
  const paused = { runningSince: null, pausedSince: at(50), timeRemaining: 550 };
  const write = (index: number, input?: ReturnType<typeof answer>) =>
    app.db.transaction(async (t) =>
      contact(t, await lockOwnSession(t, player, session.sessionId), at(60), index, input),
    );

  it('names the input check that failed and writes nothing', async () => {
    await setSession(paused);
    const before = await sessionRow();
    const refusal = (reason: string) => ({ written: false, refusal: reason });
    expect(await write(0, { questionId: crypto.randomUUID(), optionIndex: 0 })).toEqual(
      refusal('QUESTION_NOT_IN_QUIZ'),
    );
    expect(await write(0, answer(4))).toEqual(refusal('OPTION_OUT_OF_RANGE'));
    expect(await write(1, answer())).toEqual(refusal('QUESTION_INDEX_OUT_OF_RANGE'));
    expect(await write(1)).toEqual(refusal('QUESTION_INDEX_OUT_OF_RANGE'));
    expect(await sessionRow()).toEqual(before);
  });

  it('writes a valid answer and runs the paused clock again', async () => {
    await setSession(paused);
    expect(await write(0, answer(3))).toEqual({ written: true, timeRemaining: 550 });
    const row = await sessionRow();
    expect(row.answers).toEqual({ [session.questionId]: 3 });
    expect(row.runningSince).toEqual(at(60));
    expect(row.pausedSince).toBeNull();
  });
});
