import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, quizzes } from '../../db/schema';
import { hasCompletedPurchase } from '../../lib/ownership';
import { AppError } from '../../plugins/errors';

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

/** What the detail page tells a signed-in viewer of a quiz: whether they own it or hold it in the cart. */
export async function viewerOfQuiz(db: Db, userId: string, quizId: string) {
  const [owned, inCart] = await Promise.all([
    hasCompletedPurchase(db, userId, quizId),
    isInCart(db, userId, quizId),
  ]);
  return { owned, inCart };
}

async function isInCart(db: Db, userId: string, quizId: string): Promise<boolean> {
  const [item] = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.quizId, quizId)));
  return !!item;
}
