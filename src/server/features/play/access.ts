import { ACCESS_MESSAGES, attemptLimit, checkAccess } from '../../../shared/domain/access';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import type { QuizRow } from './play-data';
import { type PlayFacts, readPlayFacts } from './play-facts';
import type { Player } from './player';

const STATUS = {
  NOT_AUTHENTICATED: 401,
  ACCESS_BLOCKED: 403,
  QUIZ_NOT_FOUND: 404,
  QUIZ_ALREADY_COMPLETED: 422,
  MAX_ATTEMPTS_REACHED: 422,
} as const;

/** The attempt limit in force, and the attempts left under it (null: unlimited). */
export function attemptsAllowed(facts: PlayFacts) {
  const limit = attemptLimit(facts.access);
  const attemptsLeft = limit == null ? null : Math.max(0, limit - facts.access.completedAttempts);
  return { limit, attemptsLeft };
}

/** Refuses a guest access that no longer opens play: merged into an account (409), or past its 24 hours (403). */
export function assertGuestAccessOpen(access: { expiresAt: Date; mergedUserId: string | null }, now: Date) {
  if (access.mergedUserId) throw new AppError(409, 'GUEST_ACCESS_MERGED');
  if (access.expiresAt.getTime() <= now.getTime()) throw new AppError(403, 'GUEST_ACCESS_EXPIRED');
}

/**
 * Whether the player bought the quiz (the purchase of readPlayFacts): a learner's COMPLETED
 * purchase, or the COMPLETED purchase a guest's own guest access links to (that purchase has no
 * user). A guest access that closed meanwhile is refused here too, under the caller's play lock.
 */
export function ownsQuiz(facts: PlayFacts, now: Date): boolean {
  const { purchase } = facts;
  if (!purchase) return false;
  if (purchase.guestAccess) assertGuestAccessOpen(purchase.guestAccess, now);
  return purchase.completed;
}

/**
 * The access check in the spec's order, then a COMPLETED purchase. Throws the first failure with
 * the spec's message; an unexpected error becomes 'Error checking access', carrying the error as
 * its cause so the error handler logs what went wrong (the client sees only the message).
 * Start, resume and takeover run it inside their transaction, after the play lock (play-lock.ts);
 * it returns the facts it read, which the start goes on with.
 */
export async function assertCanPlay(
  db: Db,
  player: Player,
  quizId: string,
  now: Date,
): Promise<PlayFacts & { quiz: QuizRow }> {
  let facts: PlayFacts;
  try {
    facts = await readPlayFacts(db, player, quizId);
  } catch (cause) {
    throw new AppError(500, 'ACCESS_CHECK_FAILED', ACCESS_MESSAGES.checkFailed, undefined, { cause });
  }
  const denial = checkAccess(facts.access);
  if (denial) {
    const code = denial.code === 'NOT_AUTHENTICATED' ? 'UNAUTHENTICATED' : denial.code;
    throw new AppError(STATUS[denial.code], code, denial.message);
  }
  if (!ownsQuiz(facts, now)) throw new AppError(403, 'PURCHASE_REQUIRED');
  return { ...facts, quiz: facts.quiz! };
}
