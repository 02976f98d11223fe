import { and, eq, sql } from 'drizzle-orm';
import { grade } from '../../../shared/domain/grading';
import { formatPercent } from '../../../shared/i18n/format';
import { DEFAULT_LANGUAGE } from '../../../shared/i18n/languages';
import { uz } from '../../../shared/i18n/uz';
import type { Db } from '../../db/client';
import { builtOnce } from '../../db/prepared';
import { guestAccess, quizAttempts, quizResults, quizSessions, quizzes, users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { issueCertificate } from '../certificates/certificates.service';
import {
  queueCertificateEmail,
  queueGuestCertificateEmail,
  type Recipient,
} from '../mail/notification-emails';
import { settingFrom, storedSetting } from '../settings/settings.service';
import { loadQuestions, type SessionRow } from './play-data';
import { pausesAdded } from './play-lock';
import { publishAll, recordOwnerNotification, sessionEvent, withdrawLeaveWarning } from './player-events';
import { endedAt, remainingAt } from './timer';

/**
 * A finish this close to zero is the time running out: the device finishes when its own countdown
 * shows zero, which may be a second ahead of the server's clock.
 */
const TIME_UP_TOLERANCE_SECONDS = 2;

// built once: every finish (the device's, a late write's, the sweeper's) starts with it
const attemptToFinish = builtOnce((t) =>
  t
    .select({
      attempt: quizAttempts,
      quiz: quizzes,
      certificatesSetting: storedSetting('enableCertificates'),
    })
    .from(quizAttempts)
    .leftJoin(quizzes, eq(quizzes.id, sql.placeholder('quizId')))
    .where(eq(quizAttempts.id, sql.placeholder('attemptId')))
    .for('update', { of: quizAttempts }),
);

/**
 * Grades an attempt on the server with the answers it has, stores the one result of the attempt,
 * ends its sessions, issues a certificate on a pass and records quiz_completed. Must run inside a
 * transaction holding the play lock and the session row (play-lock.ts); returns the existing
 * result when the attempt is complete.
 */
export async function finishAttempt(t: Db, session: SessionRow, now: Date): Promise<string> {
  const [row] = await attemptToFinish(t, { attemptId: session.attemptId, quizId: session.quizId });
  if (!row) throw new AppError(404, 'SESSION_NOT_FOUND');
  const { attempt } = row;
  if (attempt.isCompleted) {
    const [existing] = await t
      .select({ id: quizResults.id })
      .from(quizResults)
      .where(eq(quizResults.attemptId, attempt.id));
    if (existing) return existing.id;
  }
  const quiz = row.quiz!;
  const questions = await loadQuestions(t, session.quizId);
  const graded = grade(questions, session.answers, attempt.passPercentage);
  const ended = endedAt(session, now);
  const timeUp = remainingAt(session, now) <= TIME_UP_TOLERANCE_SECONDS;
  const timeTaken = Math.max(0, quiz.durationMinutes * 60 - ended.fields.timeRemaining);

  // the attempt completed and its sessions ended in the statement that stores the result
  const completedAttempt = t.$with('completed_attempt').as(
    t
      .update(quizAttempts)
      .set({
        isCompleted: true,
        completedAt: now,
        progressData: { answeredCount: Object.keys(session.answers).length },
        ...pausesAdded(ended.pause),
      })
      .where(eq(quizAttempts.id, attempt.id))
      .returning({ id: quizAttempts.id }),
  );
  const endedSessions = t.$with('ended_sessions').as(
    t
      .update(quizSessions)
      .set({ ...ended.fields, isActive: false, updatedAt: now })
      .where(and(eq(quizSessions.attemptId, attempt.id), eq(quizSessions.isActive, true)))
      .returning({ id: quizSessions.id }),
  );
  const [result] = await t
    .with(completedAttempt, endedSessions)
    .insert(quizResults)
    .values({
      userId: session.userId,
      guestAccessId: session.guestAccessId,
      quizId: session.quizId,
      attemptId: attempt.id,
      ...graded,
      timeTaken,
      timeUp,
      answers: session.answers,
      completedAt: now,
    })
    .returning({ id: quizResults.id });

  if (graded.passed && settingFrom('enableCertificates', row.certificatesSetting)) {
    await certify(t, session, result!.id, { quizTitle: quiz.title, percentage: graded.percentage });
  }
  await withdrawLeaveWarning(t, session);
  const notification = await recordOwnerNotification(t, session, {
    type: 'quiz_completed',
    text: () => ({
      title: uz.notifications.quizCompletedTitle,
      message: uz.notifications.quizCompleted(
        quiz.title,
        formatPercent(graded.percentage),
        graded.passed,
        attempt.passPercentage,
      ),
    }),
    metadata: {
      quizId: session.quizId,
      resultId: result!.id,
      percentage: graded.percentage,
      passed: graded.passed,
    },
  });
  await publishAll(t, [notification, sessionEvent('finished', session, { resultId: result!.id })]);
  return result!.id;
}

/**
 * Issues the certificate of a passed result in the holder's name (a learner's account name, or
 * the name a guest gave at checkout) and queues its email. The result is new (a finished attempt
 * returned earlier), so is its certificate.
 */
async function certify(
  t: Db,
  session: SessionRow,
  resultId: string,
  passed: { quizTitle: string; percentage: number },
) {
  const holder = await holderOf(t, session);
  if (!holder) return;
  const certificate = await issueCertificate(t, {
    userId: session.userId,
    quizId: session.quizId,
    resultId,
    holderName: holder.name,
    language: holder.language,
  });
  const email = { code: certificate.code, ...passed };
  if (session.userId) await queueCertificateEmail(t, session.userId, email);
  else await queueGuestCertificateEmail(t, holder, email);
}

async function holderOf(t: Db, session: SessionRow): Promise<(Recipient & { name: string }) | undefined> {
  if (session.userId) {
    const [user] = await t
      .select({ name: users.name, email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, session.userId));
    return user ?? { name: '', email: '', language: DEFAULT_LANGUAGE };
  }
  if (!session.guestAccessId) return undefined;
  const [guest] = await t
    .select({ name: guestAccess.fullName, email: guestAccess.email, language: guestAccess.language })
    .from(guestAccess)
    .where(eq(guestAccess.id, session.guestAccessId));
  return guest;
}
