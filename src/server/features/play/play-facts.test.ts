import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client';
import {
  adminSettings,
  guestAccess,
  purchases,
  quizAttempts,
  quizResults,
  quizSessions,
  userQuizRestrictions,
} from '../../db/schema';
import { createLearner, createQuiz } from '../../test/factories';
import { openTestDatabase } from '../../test/test-app';
import type { Player } from '../identity/player';
import { readPlayFacts } from './play-facts';

/*
 * readPlayFacts reads in one statement what eight queries read before: each fact must be this
 * player's (its owner column), of this quiz, and nobody else's.
 */

let database: Database;
let db: Db;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

const T = (minute: number) => new Date(Date.UTC(2026, 2, 2, 9, minute));
/** the owner columns of a row: a learner's, a guest's, or both (a guest's row merged into an account) */
type Owner = { userId?: string; guestAccessId?: string };

async function attempt(
  owner: Owner,
  quizId: string,
  attemptNumber: number,
  completed: boolean,
  passMark = 70,
) {
  const [row] = await db
    .insert(quizAttempts)
    .values({ ...owner, quizId, attemptNumber, isCompleted: completed, passPercentage: passMark })
    .returning();
  return row!;
}

async function result(owner: Owner, quizId: string, percentage: number, completedAt: Date) {
  const [row] = await db
    .insert(quizResults)
    .values({
      ...owner,
      quizId,
      score: percentage / 10,
      totalQuestions: 10,
      correctAnswers: percentage / 10,
      timeTaken: 60,
      answers: {},
      percentage,
      passed: percentage >= 70,
      completedAt,
    })
    .returning();
  return row!;
}

async function session(owner: Owner, quizId: string, attemptId: string, isActive: boolean) {
  const [row] = await db
    .insert(quizSessions)
    .values({ ...owner, quizId, attemptId, deviceId: 'device-facts', timeRemaining: 600, isActive })
    .returning();
  return row!;
}

async function purchase(userId: string | null, quizId: string, paymentStatus: string) {
  const [row] = await db
    .insert(purchases)
    .values({ userId, quizId, amount: 0, paymentMethod: 'FREE', paymentStatus })
    .returning();
  return row!;
}

async function guestAccessTo(quizId: string, purchaseId: string, expiresAt: Date) {
  const [row] = await db
    .insert(guestAccess)
    .values({
      purchaseId,
      quizId,
      tokenHash: randomUUID(),
      email: 'mehmon@example.uz',
      fullName: 'Mehmon',
      expiresAt,
    })
    .returning();
  return row!;
}

const learnerPlayer = (id: string): Player => ({ kind: 'user', id, name: 'Sinov' });
const guestPlayer = (id: string): Player => ({
  kind: 'guest',
  id,
  name: 'Mehmon',
  email: 'mehmon@example.uz',
});

describe('the facts of a learner', () => {
  it("are the learner's own, of this quiz only", async () => {
    const quiz = await createQuiz(db, { maxAttempts: 3 });
    const other = await createQuiz(db);
    const me = await createLearner(db);
    const someoneElse = await createLearner(db);
    const mine = { userId: me.id };
    const theirs = { userId: someoneElse.id };
    // the restriction, purchase, attempts, results and session of another learner or quiz do not count
    await db.insert(userQuizRestrictions).values([
      { userId: someoneElse.id, quizId: quiz.id, isBlocked: true },
      { userId: me.id, quizId: other.id, isBlocked: true },
    ]);
    await purchase(someoneElse.id, quiz.id, 'COMPLETED');
    await purchase(me.id, quiz.id, 'PENDING');
    await purchase(me.id, other.id, 'COMPLETED');
    const theirAttempt = await attempt(theirs, quiz.id, 7, true);
    await attempt(mine, other.id, 9, true);
    await result(theirs, quiz.id, 100, T(50));
    await result(mine, other.id, 100, T(50));
    await session(theirs, quiz.id, theirAttempt.id, true);

    const before = await readPlayFacts(db, learnerPlayer(me.id), quiz.id);
    expect(before).toMatchObject({
      quiz: { id: quiz.id },
      access: {
        signedIn: true,
        restriction: null,
        hasResult: false,
        startedAttempts: 0,
        attemptInProgress: false,
      },
      purchase: null,
      activeSession: null,
      latestResult: null,
      nextAttemptNumber: 1,
      activeAttemptPassMark: null,
    });

    await purchase(me.id, quiz.id, 'COMPLETED');
    await db.insert(userQuizRestrictions).values({ userId: me.id, quizId: quiz.id, maxAttemptsOverride: 5 });
    await attempt(mine, quiz.id, 1, true);
    await attempt(mine, quiz.id, 2, true);
    const third = await attempt(mine, quiz.id, 3, false, 55);
    await session(mine, quiz.id, third.id, false);
    const active = await session(mine, quiz.id, third.id, true);
    await result(mine, quiz.id, 40, T(1));
    const newest = await result(mine, quiz.id, 80, T(2));
    await result(mine, quiz.id, 60, T(0));

    const facts = await readPlayFacts(db, learnerPlayer(me.id), quiz.id);
    expect(facts).toMatchObject({
      access: {
        restriction: { userId: me.id, quizId: quiz.id, isBlocked: false, maxAttemptsOverride: 5 },
        quiz: { id: quiz.id, maxAttempts: 3 },
        hasResult: true,
        // the third, still in progress, counts too: an attempt counts from its start
        startedAttempts: 3,
        attemptInProgress: true,
      },
      purchase: { completed: true, guestAccess: null },
      activeSession: { id: active.id, attemptId: third.id, isActive: true },
      latestResult: { id: newest.id, percentage: 80, passed: true },
      nextAttemptNumber: 4,
      activeAttemptPassMark: 55,
    });
  });

  it('of an inactive quiz have no quiz, and still the restriction (a block comes first)', async () => {
    const quiz = await createQuiz(db, { isActive: false });
    const me = await createLearner(db);
    await db
      .insert(userQuizRestrictions)
      .values({ userId: me.id, quizId: quiz.id, isBlocked: true, reason: 'X' });
    const facts = await readPlayFacts(db, learnerPlayer(me.id), quiz.id);
    expect(facts.quiz).toBeNull();
    expect(facts.access).toMatchObject({ quiz: null, restriction: { isBlocked: true, reason: 'X' } });
    expect((await readPlayFacts(db, learnerPlayer(me.id), randomUUID())).quiz).toBeNull();
  });

  it("take a new attempt's pass mark from the setting as readSettings reads it", async () => {
    const quiz = await createQuiz(db);
    const me = learnerPlayer((await createLearner(db)).id);
    const setPassMark = (value: unknown) =>
      db
        .insert(adminSettings)
        .values({ settingKey: 'passing_percentage', settingValue: value })
        .onConflictDoUpdate({ target: adminSettings.settingKey, set: { settingValue: value } });
    await setPassMark(65);
    expect((await readPlayFacts(db, me, quiz.id)).newAttemptPassMark).toBe(65);
    await setPassMark('not a number');
    expect((await readPlayFacts(db, me, quiz.id)).newAttemptPassMark).toBe(70);
    await db.delete(adminSettings);
    expect((await readPlayFacts(db, me, quiz.id)).newAttemptPassMark).toBe(70);
  });
});

describe('the facts of a guest', () => {
  it("are its guest access's: the purchase it links to, its attempts, results and session", async () => {
    const quiz = await createQuiz(db);
    const bought = await purchase(null, quiz.id, 'COMPLETED');
    const access = await guestAccessTo(quiz.id, bought.id, T(30));
    const guest = guestPlayer(access.id);
    const merged = await createLearner(db);
    // a result merged into an account keeps the guest's column: it is still the guest's
    const asGuest = { guestAccessId: access.id };
    await attempt({ ...asGuest, userId: merged.id }, quiz.id, 1, true);
    const kept = await result({ ...asGuest, userId: merged.id }, quiz.id, 90, T(3));
    const second = await attempt(asGuest, quiz.id, 2, false);
    const active = await session(asGuest, quiz.id, second.id, true);
    // the learner's own restriction never applies to a guest
    await db.insert(userQuizRestrictions).values({ userId: merged.id, quizId: quiz.id, isBlocked: true });

    const facts = await readPlayFacts(db, guest, quiz.id);
    expect(facts).toMatchObject({
      access: { restriction: null, hasResult: true, startedAttempts: 2, attemptInProgress: true },
      purchase: { completed: true, guestAccess: { expiresAt: T(30), mergedUserId: null } },
      activeSession: { id: active.id },
      latestResult: { id: kept.id },
      nextAttemptNumber: 3,
    });
  });

  it('own no purchase through an access of another quiz, and see a pending one as not completed', async () => {
    const quiz = await createQuiz(db);
    const other = await createQuiz(db);
    const otherPurchase = await purchase(null, other.id, 'COMPLETED');
    // an access whose purchase is of another quiz opens nothing
    const mismatched = await guestAccessTo(quiz.id, otherPurchase.id, T(30));
    expect((await readPlayFacts(db, guestPlayer(mismatched.id), quiz.id)).purchase).toBeNull();
    const pending = await purchase(null, quiz.id, 'PENDING');
    const waiting = await guestAccessTo(quiz.id, pending.id, T(30));
    expect((await readPlayFacts(db, guestPlayer(waiting.id), quiz.id)).purchase).toMatchObject({
      completed: false,
      guestAccess: { expiresAt: T(30) },
    });
    expect((await readPlayFacts(db, guestPlayer(waiting.id), other.id)).purchase).toBeNull();
  });
});
