import { and, asc, eq } from 'drizzle-orm';
import { MAX_PREVIEW_QUESTIONS, type QuizDetailResponse } from '../../../shared/schemas/storefront';
import type { Db } from '../../db/client';
import { cartItems, categories, questions, quizzes } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { hasCompletedPurchase } from '../purchases/ownership';
import { quizCardColumns, toQuizCard } from './catalog.service';
import { learnerStatsFor } from './learner-stats';

/** An active quiz by id, or QUIZ_NOT_FOUND (also for inactive quizzes: learners never see them). */
function activeQuizQuery(db: Db, id: string) {
  return db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.id, id), eq(quizzes.isActive, true)));
}

function foundOr404<T>(rows: T[]): T {
  if (!rows[0]) throw new AppError(404, 'QUIZ_NOT_FOUND');
  return rows[0];
}

export async function findActiveQuiz(db: Db, id: string) {
  return foundOr404(await activeQuizQuery(db, id));
}

/**
 * The active quiz, held (`for share`) until the transaction ends: an admin deleting it locks it
 * `for update` and then looks for purchases, so a claim either goes first and the quiz is kept
 * (deactivated), or finds it gone (404); never a purchase row racing a delete.
 */
export async function holdActiveQuiz(tx: Db, id: string) {
  return foundOr404(await activeQuizQuery(tx, id).for('share'));
}

/** The detail page: the card, limits and up to 3 preview questions without answers. */
export async function getQuizDetail(db: Db, id: string, userId: string | null): Promise<QuizDetailResponse> {
  const [row] = await db
    .select({ ...quizCardColumns, maxAttempts: quizzes.maxAttempts, allowRetakes: quizzes.allowRetakes })
    .from(quizzes)
    .leftJoin(categories, and(eq(categories.id, quizzes.categoryId), eq(categories.isActive, true)))
    .where(and(eq(quizzes.id, id), eq(quizzes.isActive, true)));
  if (!row) throw new AppError(404, 'QUIZ_NOT_FOUND');

  const previewQuestions = await db
    .select({ id: questions.id, questionText: questions.questionText, options: questions.options })
    .from(questions)
    .where(and(eq(questions.quizId, id), eq(questions.isPreview, true)))
    .orderBy(asc(questions.orderIndex))
    .limit(MAX_PREVIEW_QUESTIONS);

  const owned = userId ? await hasCompletedPurchase(db, userId, id) : false;
  const inCart = userId ? await isInCart(db, userId, id) : false;
  const learnerStats = (await learnerStatsFor(db, [id])).get(id) ?? null;
  return { quiz: { ...toQuizCard(row), learnerStats, previewQuestions }, owned, inCart };
}

async function isInCart(db: Db, userId: string, quizId: string): Promise<boolean> {
  const [item] = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.quizId, quizId)));
  return !!item;
}
