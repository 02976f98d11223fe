import { eq } from 'drizzle-orm';
import { ACCESS_MESSAGES, ACCESS_SPEC_MESSAGES, checkAccess } from '../../../shared/domain/access';
import type { PlayIntro } from '../../../shared/schemas/play';
import type { Db } from '../../db/client';
import { quizAttempts } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { hasCompletedPurchase } from '../purchases/ownership';
import { readSettings } from '../settings/settings.service';
import { accessFacts } from './access';
import { findActiveSession, findQuiz, latestResult } from './play-data';
import { remainingAt } from './timer';

/** The intro view: the quiz, whether this viewer may play it, attempts left, and any session in progress. */
export async function playIntro(
  db: Db,
  userId: string | null,
  quizId: string,
  now = new Date(),
): Promise<PlayIntro> {
  const quiz = await findQuiz(db, quizId);
  if (!quiz) throw new AppError(404, 'QUIZ_NOT_FOUND', ACCESS_MESSAGES.notFound);
  const summary = {
    id: quiz.id,
    title: quiz.title,
    description: quiz.description,
    totalQuestions: quiz.totalQuestions,
    durationMinutes: quiz.durationMinutes,
    thumbnailUrl: quiz.thumbnailUrl,
    strictTimer: quiz.strictTimer,
    allowRetakes: quiz.allowRetakes,
  };
  if (!userId) {
    return {
      quiz: summary,
      access: {
        allowed: false,
        code: 'NOT_AUTHENTICATED',
        message: ACCESS_MESSAGES.notAuthenticated,
        specMessage: ACCESS_SPEC_MESSAGES.notAuthenticated,
      },
      owned: false,
      attemptsUsed: 0,
      attemptsLimit: quiz.maxAttempts,
      attemptsLeft: quiz.maxAttempts,
      activeSession: null,
      lastResult: null,
      passPercentage: (await readSettings(db)).passingPercentage,
    };
  }
  const [{ facts, limit, attemptsLeft }, owned, active, last] = await Promise.all([
    accessFacts(db, userId, quizId),
    hasCompletedPurchase(db, userId, quizId),
    findActiveSession(db, userId, quizId),
    latestResult(db, userId, quizId),
  ]);
  const denial = checkAccess(facts);
  return {
    quiz: summary,
    access: denial
      ? { allowed: false, code: denial.code, message: denial.message, specMessage: denial.specMessage }
      : { allowed: true },
    owned,
    attemptsUsed: facts.completedAttempts,
    attemptsLimit: limit,
    attemptsLeft,
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
    passPercentage: await passMarkFor(db, active?.attemptId ?? null),
  };
}

/** The attempt in progress keeps the mark it started with; a new one takes the current setting. */
async function passMarkFor(db: Db, attemptId: string | null): Promise<number> {
  if (attemptId) {
    const [attempt] = await db
      .select({ passPercentage: quizAttempts.passPercentage })
      .from(quizAttempts)
      .where(eq(quizAttempts.id, attemptId));
    if (attempt) return attempt.passPercentage;
  }
  return (await readSettings(db)).passingPercentage;
}
