import { and, asc, count, eq } from 'drizzle-orm';
import type { ContentScript } from '../../../shared/domain/content-script';
import type { CartItem, CartResponse } from '../../../shared/schemas/storefront';
import type { Db } from '../../db/client';
import { cartItems, categories, quizzes } from '../../db/schema';
import { hasCompletedPurchase } from '../../lib/ownership';
import { AppError } from '../../plugins/errors';
import { quizCardColumns, toQuizCard } from '../catalog/catalog.service';
import { cardInScript } from '../catalog/catalog-scripts';
import { findActiveQuiz } from '../catalog/quiz-detail';

const UNIQUE_VIOLATION = '23505';

/** The user's cart with current prices, its texts in the reader's script; inactive quizzes drop out of it. */
export async function getCart(db: Db, userId: string, script: ContentScript): Promise<CartResponse> {
  const rows = await db
    .select({ itemId: cartItems.id, addedAt: cartItems.createdAt, ...quizCardColumns })
    .from(cartItems)
    .innerJoin(quizzes, and(eq(quizzes.id, cartItems.quizId), eq(quizzes.isActive, true)))
    .leftJoin(categories, and(eq(categories.id, quizzes.categoryId), eq(categories.isActive, true)))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt));
  const items: CartItem[] = rows.map(({ itemId, addedAt, ...quiz }) => ({
    id: itemId,
    addedAt: addedAt.toISOString(),
    quiz: cardInScript(toQuizCard(quiz), script),
  }));
  const total = items.reduce((sum, item) => sum + item.quiz.price, 0);
  return { items, total, count: items.length };
}

export async function countCart(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cartItems)
    .innerJoin(quizzes, and(eq(quizzes.id, cartItems.quizId), eq(quizzes.isActive, true)))
    .where(eq(cartItems.userId, userId));
  return row?.n ?? 0;
}

/** Adds a paid, active, not-yet-owned quiz; the database refuses a duplicate (CART_DUPLICATE). */
export async function addToCart(db: Db, userId: string, quizId: string) {
  const quiz = await findActiveQuiz(db, quizId);
  if (quiz.price === 0) throw new AppError(422, 'FREE_QUIZ_NOT_FOR_CART');
  if (await hasCompletedPurchase(db, userId, quizId)) throw new AppError(422, 'ALREADY_OWNED');
  try {
    const [row] = await db.insert(cartItems).values({ userId, quizId }).returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'CART_DUPLICATE');
    throw error;
  }
}

/** Removes one of the user's own items; someone else's item is reported as missing. */
export async function removeFromCart(db: Db, userId: string, itemId: string): Promise<void> {
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (deleted.length === 0) throw new AppError(404, 'CART_ITEM_NOT_FOUND');
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === UNIQUE_VIOLATION;
}
