import { and, desc, eq } from 'drizzle-orm';
import type { CertificateSummary, InProgressQuiz, ResultSummary } from '../../../shared/schemas/profile';
import type { OwnedQuiz } from '../../../shared/schemas/storefront';
import type { Db } from '../../db/client';
import { categories, certificates, purchases, quizResults, quizSessions, quizzes } from '../../db/schema';
import { quizCardColumns, toQuizCard } from '../catalog/catalog.service';
import { remainingAt } from '../play/timer';

/** Quizzes the user holds a COMPLETED purchase for, newest purchase first. */
export async function listOwnedQuizzes(db: Db, userId: string): Promise<OwnedQuiz[]> {
  const rows = await db
    .select({ purchasedAt: purchases.purchasedAt, amount: purchases.amount, ...quizCardColumns })
    .from(purchases)
    .innerJoin(quizzes, eq(quizzes.id, purchases.quizId))
    .leftJoin(categories, and(eq(categories.id, quizzes.categoryId), eq(categories.isActive, true)))
    .where(and(eq(purchases.userId, userId), eq(purchases.paymentStatus, 'COMPLETED')))
    .orderBy(desc(purchases.purchasedAt));
  return rows.map(({ purchasedAt, amount, ...quiz }) => ({
    purchasedAt: purchasedAt.toISOString(),
    amount,
    quiz: toQuizCard(quiz),
  }));
}

export async function listResults(db: Db, userId: string): Promise<ResultSummary[]> {
  const rows = await db
    .select({
      id: quizResults.id,
      quizId: quizResults.quizId,
      quizTitle: quizzes.title,
      score: quizResults.score,
      correctAnswers: quizResults.correctAnswers,
      totalQuestions: quizResults.totalQuestions,
      percentage: quizResults.percentage,
      passed: quizResults.passed,
      timeTaken: quizResults.timeTaken,
      completedAt: quizResults.completedAt,
    })
    .from(quizResults)
    .innerJoin(quizzes, eq(quizzes.id, quizResults.quizId))
    .where(eq(quizResults.userId, userId))
    .orderBy(desc(quizResults.completedAt));
  return rows.map((row) => ({ ...row, completedAt: row.completedAt.toISOString() }));
}

export async function listCertificates(db: Db, userId: string): Promise<CertificateSummary[]> {
  const rows = await db
    .select({
      id: certificates.id,
      code: certificates.code,
      quizId: certificates.quizId,
      quizTitle: quizzes.title,
      percentage: quizResults.percentage,
      passed: quizResults.passed,
      issuedAt: certificates.issuedAt,
    })
    .from(certificates)
    .innerJoin(quizzes, eq(quizzes.id, certificates.quizId))
    .innerJoin(quizResults, eq(quizResults.id, certificates.resultId))
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt));
  return rows.map((row) => ({ ...row, issuedAt: row.issuedAt.toISOString() }));
}

/** Quizzes with an active session of the user, most recently played first. */
export async function listInProgress(db: Db, userId: string, now = new Date()): Promise<InProgressQuiz[]> {
  const rows = await db
    .select({ session: quizSessions, ...quizCardColumns })
    .from(quizSessions)
    .innerJoin(quizzes, and(eq(quizzes.id, quizSessions.quizId), eq(quizzes.isActive, true)))
    .leftJoin(categories, and(eq(categories.id, quizzes.categoryId), eq(categories.isActive, true)))
    .where(and(eq(quizSessions.userId, userId), eq(quizSessions.isActive, true)))
    .orderBy(desc(quizSessions.updatedAt));
  return rows.map(({ session, ...quiz }) => ({
    quiz: toQuizCard(quiz),
    answeredCount: Object.keys(session.answers).length,
    timeRemaining: remainingAt(session, now),
    updatedAt: session.updatedAt.toISOString(),
  }));
}
