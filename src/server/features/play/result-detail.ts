import { and, desc, eq, sql } from 'drizzle-orm';
import { PASS_PERCENTAGE, questionWeight } from '../../../shared/domain/grading';
import type { ResultDetail } from '../../../shared/schemas/play';
import type { Db } from '../../db/client';
import { certificates, quizAttempts, quizResults, quizSessions, quizzes } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { type ResultReader, readableBy } from '../identity/player';
import { settingFrom, storedSetting } from '../settings/settings.service';
import { inSessionOrder, loadQuestions } from './play-data';

/** The detailed result, with correct answers and explanations: only for its owner, only once finished. */
export async function resultDetail(db: Db, reader: ResultReader, resultId: string): Promise<ResultDetail> {
  // the attempt's last session (its shuffle and strict timer) and the certificate, in the same read
  const lastSession = db
    .select({
      id: quizSessions.id,
      order: quizSessions.shuffledQuestions,
      deadlineAt: quizSessions.deadlineAt,
    })
    .from(quizSessions)
    .where(eq(quizSessions.attemptId, quizResults.attemptId))
    .orderBy(desc(quizSessions.updatedAt))
    .limit(1)
    .as('last_session');
  const [row] = await db
    .select({
      result: quizResults,
      quizTitle: quizzes.title,
      pauses: { count: quizAttempts.pauseCount, seconds: quizAttempts.pausedSeconds },
      passPercentage: quizAttempts.passPercentage,
      // drizzle reads a joined object as missing when its first field is null: the id comes first
      session: { id: lastSession.id, order: lastSession.order, deadlineAt: lastSession.deadlineAt },
      certificate: { id: certificates.id, code: certificates.code },
      certificatesSetting: storedSetting('enableCertificates'),
    })
    .from(quizResults)
    .innerJoin(quizzes, eq(quizzes.id, quizResults.quizId))
    .leftJoin(quizAttempts, eq(quizAttempts.id, quizResults.attemptId))
    .leftJoinLateral(lastSession, sql`true`)
    .leftJoin(certificates, eq(certificates.resultId, quizResults.id))
    .where(and(eq(quizResults.id, resultId), readableBy(quizResults, reader)));
  if (!row) throw new AppError(404, 'RESULT_NOT_FOUND');
  const { result, session } = row;
  const questions = inSessionOrder(await loadQuestions(db, result.quizId), session?.order ?? null);
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
    certificate: row.certificate,
    // an attempt row removed later: the mark stated by the spec
    passPercentage: row.passPercentage ?? PASS_PERCENTAGE,
    certificatesEnabled: settingFrom('enableCertificates', row.certificatesSetting),
    timing: row.pauses
      ? {
          strictTimer: !!session?.deadlineAt,
          pauseCount: row.pauses.count,
          pausedSeconds: row.pauses.seconds,
        }
      : null,
  };
}
