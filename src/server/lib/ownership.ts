import { and, eq, inArray, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { purchases } from '../db/schema';

/** The user's COMPLETED purchase of the quiz, the one that opens play (values or placeholders). */
export function completedPurchaseOf(userId: string | Placeholder, quizId: string | Placeholder): SQL {
  return and(
    eq(purchases.userId, userId),
    eq(purchases.quizId, quizId),
    eq(purchases.paymentStatus, 'COMPLETED'),
  ) as SQL;
}

/** The user's COMPLETED purchase of a quiz, if any: it is what opens play (docs/product/learner-side.md section 4). */
export async function findCompletedPurchase(db: Db, userId: string, quizId: string) {
  const [row] = await db.select().from(purchases).where(completedPurchaseOf(userId, quizId));
  return row;
}

export async function hasCompletedPurchase(db: Db, userId: string, quizId: string): Promise<boolean> {
  return !!(await findCompletedPurchase(db, userId, quizId));
}

/** Which of these quizzes the user already owns, in one query. */
export async function ownedAmong(db: Db, userId: string, quizIds: string[]): Promise<Set<string>> {
  if (quizIds.length === 0) return new Set();
  const rows = await db
    .select({ quizId: purchases.quizId })
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, userId),
        inArray(purchases.quizId, quizIds),
        eq(purchases.paymentStatus, 'COMPLETED'),
      ),
    );
  return new Set(rows.map((row) => row.quizId));
}
