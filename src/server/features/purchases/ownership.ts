import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema';

/** The user's COMPLETED purchase of a quiz, if any: it is what opens play (spec section 4). */
export async function findCompletedPurchase(db: Db, userId: string, quizId: string) {
  const [row] = await db
    .select()
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, userId),
        eq(purchases.quizId, quizId),
        eq(purchases.paymentStatus, 'COMPLETED'),
      ),
    );
  return row;
}

export async function hasCompletedPurchase(db: Db, userId: string, quizId: string): Promise<boolean> {
  return !!(await findCompletedPurchase(db, userId, quizId));
}
