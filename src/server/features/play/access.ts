import { and, eq } from 'drizzle-orm';
import { ACCESS_MESSAGES, attemptLimit, checkAccess } from '../../../shared/domain/access';
import type { Db } from '../../db/client';
import { readAll } from '../../db/reads';
import { guestAccess, purchases } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { hasCompletedPurchase } from '../purchases/ownership';
import { completedAttempts, findQuiz, latestResult, restrictionFor } from './play-data';
import type { Player } from './player';

const STATUS = {
  NOT_AUTHENTICATED: 401,
  ACCESS_BLOCKED: 403,
  QUIZ_NOT_FOUND: 404,
  QUIZ_ALREADY_COMPLETED: 422,
  MAX_ATTEMPTS_REACHED: 422,
} as const;

/** The facts the spec's access check needs, and the attempts left. */
export async function accessFacts(db: Db, player: Player, quizId: string) {
  // start, resume and takeover ask inside their transaction: then one query after another
  const [restriction, quiz, result, completed] = await readAll(db, [
    () => restrictionFor(db, player, quizId),
    () => findQuiz(db, quizId),
    () => latestResult(db, player, quizId),
    () => completedAttempts(db, player, quizId),
  ] as const);
  const facts = {
    // a guest holding a guest access is known to the server as surely as a signed-in learner
    signedIn: true,
    restriction,
    quiz: quiz ?? null,
    hasResult: !!result,
    completedAttempts: completed,
  };
  const limit = attemptLimit(facts);
  return { facts, quiz, limit, attemptsLeft: limit == null ? null : Math.max(0, limit - completed) };
}

/** Refuses a guest access that no longer opens play: merged into an account (409), or past its 24 hours (403). */
export function assertGuestAccessOpen(access: { expiresAt: Date; mergedUserId: string | null }, now: Date) {
  if (access.mergedUserId) throw new AppError(409, 'GUEST_ACCESS_MERGED');
  if (access.expiresAt.getTime() <= now.getTime()) throw new AppError(403, 'GUEST_ACCESS_EXPIRED');
}

/**
 * Whether the player bought the quiz: a learner's COMPLETED purchase, or the COMPLETED purchase a
 * guest's own guest access links to (that purchase has no user). A guest access that closed
 * meanwhile is refused here too, under the caller's play lock.
 */
export async function ownsQuiz(db: Db, player: Player, quizId: string, now: Date): Promise<boolean> {
  if (player.kind === 'user') return hasCompletedPurchase(db, player.id, quizId);
  const [row] = await db
    .select({
      status: purchases.paymentStatus,
      expiresAt: guestAccess.expiresAt,
      mergedUserId: guestAccess.mergedUserId,
    })
    .from(guestAccess)
    .innerJoin(purchases, eq(purchases.id, guestAccess.purchaseId))
    .where(and(eq(guestAccess.id, player.id), eq(guestAccess.quizId, quizId), eq(purchases.quizId, quizId)));
  if (!row) return false;
  assertGuestAccessOpen(row, now);
  return row.status === 'COMPLETED';
}

/**
 * The access check in the spec's order, then a COMPLETED purchase. Throws the first failure with
 * the spec's message; an unexpected error becomes 'Error checking access', carrying the error as
 * its cause so the error handler logs what went wrong (the client sees only the message).
 * Start, resume and takeover run it inside their transaction, after the play lock (play-lock.ts).
 */
export async function assertCanPlay(db: Db, player: Player, quizId: string, now: Date) {
  let gathered: Awaited<ReturnType<typeof accessFacts>>;
  try {
    gathered = await accessFacts(db, player, quizId);
  } catch (cause) {
    throw new AppError(500, 'ACCESS_CHECK_FAILED', ACCESS_MESSAGES.checkFailed, undefined, { cause });
  }
  const denial = checkAccess(gathered.facts);
  if (denial) {
    const code = denial.code === 'NOT_AUTHENTICATED' ? 'UNAUTHENTICATED' : denial.code;
    throw new AppError(STATUS[denial.code], code, denial.message);
  }
  if (!(await ownsQuiz(db, player, quizId, now))) throw new AppError(403, 'PURCHASE_REQUIRED');
  return gathered.quiz!;
}
