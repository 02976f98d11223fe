import { type AccessIntent, checkAccess } from '../../../shared/domain/access';
import { uz } from '../../../shared/i18n/uz';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import type { Player } from '../identity/player';
import type { QuizRow } from './play-data';
import { type PlayFacts, readPlayFacts } from './play-facts';

const STATUS = {
  NOT_AUTHENTICATED: 401,
  ACCESS_BLOCKED: 403,
  QUIZ_NOT_FOUND: 404,
  QUIZ_ALREADY_COMPLETED: 422,
  RESTART_NOT_ALLOWED: 409,
  MAX_ATTEMPTS_REACHED: 422,
} as const;

/** Refuses a guest access that no longer opens play: merged into an account (409), or past its 24 hours (403). */
export function assertGuestAccessOpen(access: { expiresAt: Date; mergedUserId: string | null }, now: Date) {
  if (access.mergedUserId) throw new AppError(409, 'GUEST_ACCESS_MERGED');
  if (access.expiresAt.getTime() <= now.getTime()) throw new AppError(403, 'GUEST_ACCESS_EXPIRED');
}

/**
 * Whether the player bought the quiz (the purchase of readPlayFacts): a learner's COMPLETED
 * purchase, or the COMPLETED purchase a guest's own guest access links to (that purchase has no
 * user). A guest access that closed meanwhile is refused here too, under the caller's play lock;
 * past its 24 hours it still lets the attempt in progress go on, which ends by its own time
 * (guest-expiry.ts, play-player.ts).
 */
export function ownsQuiz(facts: PlayFacts, now: Date, intent: AccessIntent = 'start'): boolean {
  const { purchase } = facts;
  if (!purchase) return false;
  const access = purchase.guestAccess;
  if (access && intent === 'continue' && !access.mergedUserId) return purchase.completed;
  if (access) assertGuestAccessOpen(access, now);
  return purchase.completed;
}

/**
 * The access check in the spec's order, then a COMPLETED purchase. Throws the first failure with
 * the spec's message; an unexpected error becomes 'Error checking access', carrying the error as
 * its cause so the error handler logs what went wrong (the client sees only the message).
 * Start, resume and takeover run it inside their transaction, after the play lock
 * (play-lock.ts), so the attempts it counts are the ones the start then adds to; it returns the
 * facts it read, which the start goes on with. `intent`: a new attempt, or going on with the one
 * in progress.
 */
export async function assertCanPlay(
  db: Db,
  player: Player,
  quizId: string,
  now: Date,
  intent: AccessIntent,
): Promise<PlayFacts & { quiz: QuizRow }> {
  let facts: PlayFacts;
  try {
    facts = await readPlayFacts(db, player, quizId);
  } catch (cause) {
    throw new AppError(500, 'ACCESS_CHECK_FAILED', uz.access.checkFailed, undefined, { cause });
  }
  const denial = checkAccess(facts.access, intent);
  if (denial) {
    const code = denial.code === 'NOT_AUTHENTICATED' ? 'UNAUTHENTICATED' : denial.code;
    throw new AppError(STATUS[denial.code], code, denial.message);
  }
  if (!ownsQuiz(facts, now, intent)) throw new AppError(403, 'PURCHASE_REQUIRED');
  return { ...facts, quiz: facts.quiz! };
}
