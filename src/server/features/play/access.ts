import { ACCESS_MESSAGES, attemptLimit, checkAccess } from '../../../shared/domain/access';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { hasCompletedPurchase } from '../purchases/ownership';
import { completedAttempts, findQuiz, latestResult, restrictionFor } from './play-data';

const STATUS = {
  NOT_AUTHENTICATED: 401,
  ACCESS_BLOCKED: 403,
  QUIZ_NOT_FOUND: 404,
  QUIZ_ALREADY_COMPLETED: 422,
  MAX_ATTEMPTS_REACHED: 422,
} as const;

/** The facts the spec's access check needs, and the attempts left. */
export async function accessFacts(db: Db, userId: string, quizId: string) {
  const [restriction, quiz, result, completed] = await Promise.all([
    restrictionFor(db, userId, quizId),
    findQuiz(db, quizId),
    latestResult(db, userId, quizId),
    completedAttempts(db, userId, quizId),
  ]);
  const facts = {
    signedIn: true,
    restriction,
    quiz: quiz ?? null,
    hasResult: !!result,
    completedAttempts: completed,
  };
  const limit = attemptLimit(facts);
  return { facts, quiz, limit, attemptsLeft: limit == null ? null : Math.max(0, limit - completed) };
}

/**
 * The access check in the spec's order, then a COMPLETED purchase. Throws the first failure with
 * the spec's message; an unexpected error becomes 'Error checking access', carrying the error as
 * its cause so the error handler logs what went wrong (the client sees only the message).
 * Start, resume and takeover run it inside their transaction, after the play lock (play-lock.ts).
 */
export async function assertCanPlay(db: Db, userId: string, quizId: string) {
  let gathered: Awaited<ReturnType<typeof accessFacts>>;
  try {
    gathered = await accessFacts(db, userId, quizId);
  } catch (cause) {
    throw new AppError(500, 'ACCESS_CHECK_FAILED', ACCESS_MESSAGES.checkFailed, undefined, { cause });
  }
  const denial = checkAccess(gathered.facts);
  if (denial) {
    const code = denial.code === 'NOT_AUTHENTICATED' ? 'UNAUTHENTICATED' : denial.code;
    throw new AppError(STATUS[denial.code], code, denial.message);
  }
  if (!(await hasCompletedPurchase(db, userId, quizId))) throw new AppError(403, 'PURCHASE_REQUIRED');
  return gathered.quiz!;
}
