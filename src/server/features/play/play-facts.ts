import { and, desc, eq, sql } from 'drizzle-orm';
import type { AccessFacts } from '../../../shared/domain/access';
import type { Db } from '../../db/client';
import { builtOnce } from '../../db/prepared';
import {
  guestAccess,
  purchases,
  quizAttempts,
  quizResults,
  quizSessions,
  quizzes,
  userQuizRestrictions,
} from '../../db/schema';
import { completedPurchaseOf } from '../../lib/ownership';
import { ownerIs, type Player } from '../identity/player';
import { settingFrom, storedSetting } from '../settings/settings.service';
import type { QuizRow, SessionRow } from './play-data';

/*
 * What the access check, a start and the intro ask the database about one player and one quiz,
 * read in ONE statement built once per kind of player: the quiz, the admin's restriction, the
 * latest result, the attempts started, the purchase, the active session, the last attempt
 * number and the pass mark. Each part is the query it replaces (the same conditions, ownedBy's
 * owner column); the statement's one snapshot gives facts that agree with each other. Start,
 * resume and takeover read it inside their transaction after the play lock (play-lock.ts), in a
 * statement of its own: a statement sees what committed before it began, so one that also took
 * the lock could read facts from before a write it waited for.
 */

const playerId = sql.placeholder('playerId');
const quizId = sql.placeholder('quizId');

/** What bought the quiz: a learner's COMPLETED purchase, or the purchase of a guest's own access. */
function purchaseOf(db: Db, kind: Player['kind']) {
  if (kind === 'user') {
    return db
      .select({
        status: purchases.paymentStatus,
        // the guest's shape: a learner's purchase has no access that expires or moves
        expiresAt: sql<Date | null>`null::timestamptz`.as('expires_at'),
        mergedUserId: sql<string | null>`null::text`.as('merged_user_id'),
      })
      .from(purchases)
      .where(completedPurchaseOf(playerId, quizId))
      .limit(1)
      .as('purchase');
  }
  // a guest access opens the purchase it links to, and only for its own quiz
  return db
    .select({
      status: purchases.paymentStatus,
      expiresAt: guestAccess.expiresAt,
      mergedUserId: guestAccess.mergedUserId,
    })
    .from(guestAccess)
    .innerJoin(purchases, eq(purchases.id, guestAccess.purchaseId))
    .where(and(eq(guestAccess.id, playerId), eq(guestAccess.quizId, quizId), eq(purchases.quizId, quizId)))
    .as('purchase');
}

function factsQuery(db: Db, kind: Player['kind']) {
  const attemptsOfPlayer = and(ownerIs(quizAttempts, kind, playerId), eq(quizAttempts.quizId, quizId));
  const latestResult = db
    .select({ id: quizResults.id, percentage: quizResults.percentage, passed: quizResults.passed })
    .from(quizResults)
    .where(and(ownerIs(quizResults, kind, playerId), eq(quizResults.quizId, quizId)))
    .orderBy(desc(quizResults.completedAt))
    .limit(1)
    .as('latest_result');
  const purchase = purchaseOf(db, kind);
  return (
    db
      .select({
        quiz: quizzes,
        restriction: userQuizRestrictions,
        activeSession: quizSessions,
        latestResult: {
          id: latestResult.id,
          percentage: latestResult.percentage,
          passed: latestResult.passed,
        },
        purchase: {
          status: purchase.status,
          expiresAt: purchase.expiresAt,
          mergedUserId: purchase.mergedUserId,
        },
        startedAttempts: sql<number>`(select count(*)::int from ${quizAttempts} where ${attemptsOfPlayer})`,
        lastAttemptNumber: sql<
          number | null
        >`(select max(${quizAttempts.attemptNumber}) from ${quizAttempts} where ${attemptsOfPlayer})`,
        activeAttemptPassMark: sql<
          number | null
        >`(select ${quizAttempts.passPercentage} from ${quizAttempts} where ${quizAttempts.id} = ${quizSessions.attemptId})`,
        passMarkSetting: storedSetting('passingPercentage'),
      })
      // one row whatever exists: every fact joins onto it, absent ones as nulls
      .from(sql`(select 1) as one_row`)
      .leftJoin(quizzes, and(eq(quizzes.id, quizId), eq(quizzes.isActive, true)))
      // a guest has no restriction
      .leftJoin(
        userQuizRestrictions,
        kind === 'user'
          ? and(eq(userQuizRestrictions.userId, playerId), eq(userQuizRestrictions.quizId, quizId))
          : sql`false`,
      )
      // at most one: a unique index per owner column (quiz_sessions_one_active_per_*)
      .leftJoin(
        quizSessions,
        and(
          ownerIs(quizSessions, kind, playerId),
          eq(quizSessions.quizId, quizId),
          eq(quizSessions.isActive, true),
        ),
      )
      .leftJoinLateral(latestResult, sql`true`)
      .leftJoinLateral(purchase, sql`true`)
  );
}

const factsOf = {
  user: builtOnce((db) => factsQuery(db, 'user')),
  guest: builtOnce((db) => factsQuery(db, 'guest')),
};

export interface PlayFacts {
  /** the quiz while it is active */
  quiz: QuizRow | null;
  access: AccessFacts;
  /** a learner's COMPLETED purchase, or the purchase a guest's access links to (any status) */
  purchase: {
    completed: boolean;
    /** a guest's access, which opens play only while it is open (access.ts) */
    guestAccess: { expiresAt: Date; mergedUserId: string | null } | null;
  } | null;
  activeSession: SessionRow | null;
  latestResult: { id: string; percentage: number; passed: boolean } | null;
  nextAttemptNumber: number;
  /** the mark a new attempt starts with: the admin's setting */
  newAttemptPassMark: number;
  /** the mark the active session's attempt started with */
  activeAttemptPassMark: number | null;
}

/** The facts of this player and quiz, in one round trip. */
export async function readPlayFacts(db: Db, player: Player, quiz: string): Promise<PlayFacts> {
  const [row] = await factsOf[player.kind](db, { playerId: player.id, quizId: quiz });
  if (!row) throw new Error('the facts query returned no row');
  return {
    quiz: row.quiz,
    access: {
      // a guest holding a guest access is known to the server as surely as a signed-in learner
      signedIn: true,
      restriction: row.restriction,
      quiz: row.quiz,
      hasResult: !!row.latestResult,
      startedAttempts: row.startedAttempts,
      attemptInProgress: !!row.activeSession,
    },
    purchase: row.purchase && {
      completed: row.purchase.status === 'COMPLETED',
      guestAccess:
        player.kind === 'guest'
          ? { expiresAt: row.purchase.expiresAt!, mergedUserId: row.purchase.mergedUserId }
          : null,
    },
    activeSession: row.activeSession,
    latestResult: row.latestResult,
    nextAttemptNumber: (row.lastAttemptNumber ?? 0) + 1,
    newAttemptPassMark: settingFrom('passingPercentage', row.passMarkSetting),
    activeAttemptPassMark: row.activeAttemptPassMark,
  };
}
