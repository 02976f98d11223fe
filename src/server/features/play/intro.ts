import { ACCESS_SPEC_MESSAGES, attemptsAllowed, checkAccess } from '../../../shared/domain/access';
import { uz } from '../../../shared/i18n/uz';
import type { PlayIntro } from '../../../shared/schemas/play';
import type { Db } from '../../db/client';
import { serverNow } from '../../lib/clock';
import { AppError } from '../../plugins/errors';
import { errorText } from '../../plugins/language';
import type { GuestCredential } from '../identity/guest-credentials';
import type { Player } from '../identity/player';
import { readSettings } from '../settings/settings.service';
import { ownsQuiz } from './access';
import { finishEndedGuestPlay } from './guest-expiry';
import { findQuiz, type QuizRow } from './play-data';
import { readPlayFacts } from './play-facts';
import { remainingAt } from './timer';

const GUEST_SPEC_MESSAGES = {
  expired: 'Guest access has expired',
  merged: 'This purchase has moved to your account; please sign in',
  refunded: 'The payment for this purchase was refunded',
} as const;

const CLOSED_GUEST_CODES = {
  expired: 'GUEST_ACCESS_EXPIRED',
  merged: 'GUEST_ACCESS_MERGED',
  refunded: 'GUEST_ACCESS_REFUNDED',
} as const;

/** A guest access that no longer opens play, said as the intro's refusal. */
function closedGuestAccess(guest: GuestCredential | null) {
  if (!guest || guest.state === 'active') return null;
  const code = CLOSED_GUEST_CODES[guest.state];
  return {
    allowed: false as const,
    code,
    message: errorText(code),
    specMessage: GUEST_SPEC_MESSAGES[guest.state],
  };
}

/**
 * The intro view: the quiz, whether this viewer (a learner, a guest through their guest access,
 * or nobody) may start an attempt, the attempts started and left, and any session in progress.
 * A player's facts are one read (play-facts.ts).
 */
export async function playIntro(
  db: Db,
  { player, guest }: { player: Player | null; guest: GuestCredential | null },
  quizId: string,
  now = serverNow(),
): Promise<PlayIntro> {
  if (!player) return introForVisitor(db, quizId);
  // an attempt past its own end is finished first: the page offers no resume of it
  if (guest?.state === 'expired') await finishEndedGuestPlay(db, guest.id, now);
  const facts = await readPlayFacts(db, player, quizId);
  const { quiz, activeSession: active, latestResult: last } = facts;
  if (!quiz) throw new AppError(404, 'QUIZ_NOT_FOUND', uz.access.notFound);
  const closed = closedGuestAccess(guest);
  // a closed guest access still bought the quiz: the page says why it cannot be played
  const owned = closed ? true : ownsQuiz(facts, now);
  // whether a new attempt may start: a restart, when one is in progress
  const denial = checkAccess(facts.access, 'start');
  const { limit, left } = attemptsAllowed(facts.access);
  return {
    quiz: summaryOf(quiz),
    access:
      closed ??
      (denial
        ? { allowed: false, code: denial.code, message: denial.message, specMessage: denial.specMessage }
        : { allowed: true }),
    owned,
    attemptsUsed: facts.access.startedAttempts,
    attemptsLimit: limit,
    attemptsLeft: left,
    activeSession: active
      ? {
          sessionId: active.id,
          deviceId: active.deviceId,
          currentQuestionIndex: active.currentQuestionIndex,
          answeredCount: Object.keys(active.answers).length,
          totalQuestions: quiz.totalQuestions,
          timeRemaining: remainingAt(active, now),
          startedAt: active.startedAt.toISOString(),
        }
      : null,
    lastResult: last ? { id: last.id, percentage: last.percentage, passed: last.passed } : null,
    // the attempt in progress keeps the mark it started with; a new one takes the current setting
    passPercentage: facts.activeAttemptPassMark ?? facts.newAttemptPassMark,
    guest: guest && {
      email: guest.email,
      fullName: guest.fullName,
      expiresAt: guest.expiresAt.toISOString(),
      state: guest.state,
    },
  };
}

function summaryOf(quiz: QuizRow): PlayIntro['quiz'] {
  return {
    id: quiz.id,
    title: quiz.title,
    description: quiz.description,
    totalQuestions: quiz.totalQuestions,
    durationMinutes: quiz.durationMinutes,
    thumbnailUrl: quiz.thumbnailUrl,
    strictTimer: quiz.strictTimer,
    allowRetakes: quiz.allowRetakes,
  };
}

/** Somebody neither signed in nor holding a guest access: the quiz, and a sign-in first. */
async function introForVisitor(db: Db, quizId: string): Promise<PlayIntro> {
  const quiz = await findQuiz(db, quizId);
  if (!quiz) throw new AppError(404, 'QUIZ_NOT_FOUND', uz.access.notFound);
  const nothingPlayed = { hasResult: false, startedAttempts: 0, attemptInProgress: false };
  const { limit, left } = attemptsAllowed({ signedIn: false, restriction: null, quiz, ...nothingPlayed });
  return {
    quiz: summaryOf(quiz),
    access: {
      allowed: false,
      code: 'NOT_AUTHENTICATED',
      message: uz.access.notAuthenticated,
      specMessage: ACCESS_SPEC_MESSAGES.notAuthenticated,
    },
    owned: false,
    attemptsUsed: 0,
    attemptsLimit: limit,
    attemptsLeft: left,
    activeSession: null,
    lastResult: null,
    passPercentage: (await readSettings(db)).passingPercentage,
    guest: null,
  };
}
