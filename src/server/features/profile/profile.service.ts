import { and, desc, eq } from 'drizzle-orm';
import { type ContentScript, textInScript } from '../../../shared/domain/content-script';
import type { CertificateSummary, InProgressQuiz, ResultSummary } from '../../../shared/schemas/profile';
import type { OwnedQuiz } from '../../../shared/schemas/storefront';
import type { Db } from '../../db/client';
import { categories, certificates, purchases, quizResults, quizSessions, quizzes } from '../../db/schema';
import { quizCardColumns, toQuizCard } from '../catalog/catalog.service';
import { cardInScript } from '../catalog/catalog-scripts';
import { remainingAt } from '../play/timer';

/*
 * The user's own lists show each quiz's texts as the catalogue does: Uzbek ones in the reader's
 * `script` (the quiz's language comes with its row).
 */

/** Quizzes the user holds a COMPLETED purchase for, newest purchase first. */
export async function listOwnedQuizzes(db: Db, userId: string, script: ContentScript): Promise<OwnedQuiz[]> {
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
    quiz: cardInScript(toQuizCard(quiz), script),
  }));
}

export async function listResults(db: Db, userId: string, script: ContentScript): Promise<ResultSummary[]> {
  const rows = await db
    .select({
      id: quizResults.id,
      quizId: quizResults.quizId,
      quizTitle: quizzes.title,
      quizLanguage: quizzes.language,
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
  return rows.map(({ quizLanguage, ...row }) => ({
    ...row,
    quizTitle: textInScript(row.quizTitle, script, quizLanguage),
    completedAt: row.completedAt.toISOString(),
  }));
}

export async function listCertificates(
  db: Db,
  userId: string,
  script: ContentScript,
): Promise<CertificateSummary[]> {
  const rows = await db
    .select({
      id: certificates.id,
      code: certificates.code,
      quizId: certificates.quizId,
      quizTitle: quizzes.title,
      quizLanguage: quizzes.language,
      percentage: quizResults.percentage,
      passed: quizResults.passed,
      issuedAt: certificates.issuedAt,
    })
    .from(certificates)
    .innerJoin(quizzes, eq(quizzes.id, certificates.quizId))
    .innerJoin(quizResults, eq(quizResults.id, certificates.resultId))
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt));
  return rows.map(({ quizLanguage, ...row }) => ({
    ...row,
    quizTitle: textInScript(row.quizTitle, script, quizLanguage),
    issuedAt: row.issuedAt.toISOString(),
  }));
}

/** Quizzes with an active session of the user, most recently played first. */
export async function listInProgress(
  db: Db,
  userId: string,
  script: ContentScript,
  now = new Date(),
): Promise<InProgressQuiz[]> {
  const rows = await db
    .select({ session: quizSessions, ...quizCardColumns })
    .from(quizSessions)
    .innerJoin(quizzes, and(eq(quizzes.id, quizSessions.quizId), eq(quizzes.isActive, true)))
    .leftJoin(categories, and(eq(categories.id, quizzes.categoryId), eq(categories.isActive, true)))
    .where(and(eq(quizSessions.userId, userId), eq(quizSessions.isActive, true)))
    .orderBy(desc(quizSessions.updatedAt));
  return rows.map(({ session, ...quiz }) => ({
    quiz: cardInScript(toQuizCard(quiz), script),
    answeredCount: Object.keys(session.answers).length,
    timeRemaining: remainingAt(session, now),
    updatedAt: session.updatedAt.toISOString(),
  }));
}
