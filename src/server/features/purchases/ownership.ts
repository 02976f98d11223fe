import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema';

/** A COMPLETED purchase is what opens play (spec section 4). */
export async function hasCompletedPurchase(db: Db, userId: string, quizId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, userId),
        eq(purchases.quizId, quizId),
        eq(purchases.paymentStatus, 'COMPLETED'),
      ),
    );
  return !!row;
}
