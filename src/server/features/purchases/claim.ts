import type { Purchase } from '../../../shared/schemas/storefront';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema';
import { findCompletedPurchase } from '../../lib/ownership';
import { AppError } from '../../plugins/errors';
import { holdActiveQuiz } from '../catalog/quiz-detail';
import { queueFreeClaimEmail } from '../mail/notification-emails';

export function toPurchase(row: typeof purchases.$inferSelect): Purchase {
  return {
    id: row.id,
    quizId: row.quizId,
    amount: row.amount,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    purchasedAt: row.purchasedAt.toISOString(),
  };
}

/**
 * Claims a free quiz: one COMPLETED purchase (amount 0, method FREE). Claiming again returns the
 * same purchase; the partial unique index makes a concurrent second claim insert nothing.
 */
export async function claimFreeQuiz(db: Db, userId: string, quizId: string): Promise<Purchase> {
  return db.transaction(async (tx) => {
    const quiz = await holdActiveQuiz(tx, quizId);
    if (quiz.price !== 0) throw new AppError(422, 'NOT_FREE');
    const claimed = await tx
      .insert(purchases)
      .values({ userId, quizId, amount: 0, paymentMethod: 'FREE', paymentStatus: 'COMPLETED' })
      .onConflictDoNothing()
      .returning({ id: purchases.id });
    if (claimed.length > 0) await queueFreeClaimEmail(tx, userId, quiz);
    const row = await findCompletedPurchase(tx, userId, quizId);
    if (!row) throw new AppError(500, 'INTERNAL');
    return toPurchase(row);
  });
}
