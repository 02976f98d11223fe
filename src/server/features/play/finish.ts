import { and, desc, eq } from 'drizzle-orm';
import { grade, PASS_PERCENTAGE, questionWeight } from '../../../shared/domain/grading';
import { formatPercent } from '../../../shared/i18n/format';
import { uz } from '../../../shared/i18n/uz';
import type { ResultDetail } from '../../../shared/schemas/play';
import type { Db } from '../../db/client';
import { certificates, quizAttempts, quizResults, quizSessions, quizzes, users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { issueCertificate } from '../certificates/certificates.service';
import { queueCertificateEmail } from '../mail/notification-emails';
import { createNotification } from '../notifications/notifications.service';
import { publish } from '../realtime/events';
import { readSettings } from '../settings/settings.service';
import { inSessionOrder, loadQuestions, type SessionRow } from './play-data';
import { recordPauses } from './play-lock';
import { endedAt, remainingAt } from './timer';

/**
 * A finish this close to zero is the time running out: the device finishes when its own countdown
 * shows zero, which may be a second ahead of the server's clock.
 */
const TIME_UP_TOLERANCE_SECONDS = 2;

/**
 * Grades an attempt on the server with the answers it has, stores the one result of the attempt,
 * ends its sessions, issues a certificate on a pass and records quiz_completed. Must run inside a
 * transaction holding the play lock and the session row (play-lock.ts); returns the existing
 * result when the attempt is complete.
 */
export async function finishAttempt(t: Db, session: SessionRow, now: Date): Promise<string> {
  const [attempt] = await t
    .select()
    .from(quizAttempts)
    .where(eq(quizAttempts.id, session.attemptId))
    .for('update');
  if (!attempt) throw new AppError(404, 'SESSION_NOT_FOUND');
  if (attempt.isCompleted) {
    const [existing] = await t
      .select({ id: quizResults.id })
      .from(quizResults)
      .where(eq(quizResults.attemptId, attempt.id));
    if (existing) return existing.id;
  }
  const [quiz] = await t.select().from(quizzes).where(eq(quizzes.id, session.quizId));
  const questions = await loadQuestions(t, session.quizId);
  const graded = grade(questions, session.answers, attempt.passPercentage);
  const settings = await readSettings(t);
  const ended = endedAt(session, now);
  const timeUp = remainingAt(session, now) <= TIME_UP_TOLERANCE_SECONDS;
  const timeTaken = Math.max(0, quiz!.durationMinutes * 60 - ended.fields.timeRemaining);

  const [result] = await t
    .insert(quizResults)
    .values({
      userId: session.userId,
      quizId: session.quizId,
      attemptId: attempt.id,
      ...graded,
      timeTaken,
      timeUp,
      answers: session.answers,
      completedAt: now,
    })
    .returning({ id: quizResults.id });
  await t
    .update(quizAttempts)
    .set({
      isCompleted: true,
      completedAt: now,
      progressData: { answeredCount: Object.keys(session.answers).length },
    })
    .where(eq(quizAttempts.id, attempt.id));
  await recordPauses(t, attempt.id, ended.pause);
  await t
    .update(quizSessions)
    .set({ ...ended.fields, isActive: false, updatedAt: now })
    .where(and(eq(quizSessions.attemptId, attempt.id), eq(quizSessions.isActive, true)));

  if (session.userId) {
    if (graded.passed && settings.enableCertificates) {
      const [holder] = await t.select({ name: users.name }).from(users).where(eq(users.id, session.userId));
      const certificate = await issueCertificate(t, {
        userId: session.userId,
        quizId: session.quizId,
        resultId: result!.id,
        holderName: holder?.name ?? '',
      });
      // the result is new (a finished attempt returned above), so is its certificate
      await queueCertificateEmail(t, session.userId, {
        code: certificate.code,
        quizTitle: quiz!.title,
        percentage: graded.percentage,
      });
    }
    await createNotification(t, {
      userId: session.userId,
      type: 'quiz_completed',
      title: uz.notifications.quizCompletedTitle,
      message: uz.notifications.quizCompleted(
        quiz!.title,
        formatPercent(graded.percentage),
        graded.passed,
        attempt.passPercentage,
      ),
      metadata: {
        quizId: session.quizId,
        resultId: result!.id,
        percentage: graded.percentage,
        passed: graded.passed,
      },
    });
    await publish(t, {
      userId: session.userId,
      type: 'quiz_session',
      data: {
        event: 'finished',
        sessionId: session.id,
        quizId: session.quizId,
        deviceId: session.deviceId,
        resultId: result!.id,
      },
    });
  }
  return result!.id;
}

/** The detailed result, with correct answers and explanations: only for its owner, only once finished. */
export async function resultDetail(db: Db, userId: string, resultId: string): Promise<ResultDetail> {
  const [row] = await db
    .select({
      result: quizResults,
      quizTitle: quizzes.title,
      pauses: { count: quizAttempts.pauseCount, seconds: quizAttempts.pausedSeconds },
      passPercentage: quizAttempts.passPercentage,
    })
    .from(quizResults)
    .innerJoin(quizzes, eq(quizzes.id, quizResults.quizId))
    .leftJoin(quizAttempts, eq(quizAttempts.id, quizResults.attemptId))
    .where(and(eq(quizResults.id, resultId), eq(quizResults.userId, userId)));
  if (!row) throw new AppError(404, 'RESULT_NOT_FOUND');
  const { result } = row;
  const [session] = result.attemptId
    ? await db
        .select({ order: quizSessions.shuffledQuestions, deadlineAt: quizSessions.deadlineAt })
        .from(quizSessions)
        .where(eq(quizSessions.attemptId, result.attemptId))
        .orderBy(desc(quizSessions.updatedAt))
        .limit(1)
    : [];
  const questions = inSessionOrder(await loadQuestions(db, result.quizId), session?.order ?? null);
  const [certificate] = await db
    .select({ id: certificates.id, code: certificates.code })
    .from(certificates)
    .where(eq(certificates.resultId, result.id));
  return {
    result: {
      id: result.id,
      quizId: result.quizId,
      quizTitle: row.quizTitle,
      score: result.score,
      correctAnswers: result.correctAnswers,
      totalQuestions: result.totalQuestions,
      percentage: result.percentage,
      passed: result.passed,
      timeTaken: result.timeTaken,
      completedAt: result.completedAt.toISOString(),
    },
    questions: questions.map((q) => {
      const chosen = result.answers[q.id] ?? null;
      return {
        id: q.id,
        questionText: q.questionText,
        options: q.options,
        correctAnswer: q.correctAnswer,
        chosen,
        isCorrect: chosen === q.correctAnswer,
        explanation: q.explanation,
        moduleName: q.moduleName,
        points: questionWeight(q.points, q.pointsPerQuestion),
      };
    }),
    timeUp: result.timeUp,
    certificate: certificate ?? null,
    // an attempt row removed later: the mark stated by the spec
    passPercentage: row.passPercentage ?? PASS_PERCENTAGE,
    certificatesEnabled: (await readSettings(db)).enableCertificates,
    timing: row.pauses
      ? {
          strictTimer: !!session?.deadlineAt,
          pauseCount: row.pauses.count,
          pausedSeconds: row.pauses.seconds,
        }
      : null,
  };
}
