import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatPrice } from '../../../shared/i18n/format';
import { uz } from '../../../shared/i18n/uz';
import type { Payment, PaymentMethod } from '../../../shared/schemas/storefront';
import type { Db } from '../../db/client';
import { cartItems, payments, purchases, quizzes } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { getCart } from '../cart/cart.service';
import { isGuestPayment, recordGuestPurchase } from '../guest/guest-purchase';
import { queuePurchaseReceipt } from '../mail/notification-emails';
import { createNotification } from '../notifications/notifications.service';
import { ownedAmong } from '../purchases/ownership';
import type { PaymentProvider } from './providers';

type PaymentRow = typeof payments.$inferSelect;

/**
 * Starts paying for the cart: prices come from the database, never from the client; quizzes the
 * user already owns are left out. Records a PENDING payment and asks the provider where to pay.
 * Checkouts of one user are serialised (advisory lock) and a PENDING payment for the same quizzes,
 * prices and method is reused, so a double click or parallel tabs cannot open two payments for
 * one cart (which would charge twice).
 */
export async function checkout(db: Db, provider: PaymentProvider, userId: string, method: PaymentMethod) {
  provider.assertAvailable();
  const payment = await db.transaction(async (t) => {
    await t.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`checkout:${userId}`}::text, 0))`);
    // held until the payment row exists: an admin deleting one of them waits, then keeps it for this payment
    await holdCartQuizzes(t, userId);
    const items = await payableItems(t, userId);
    if (items.length === 0) throw new AppError(422, 'CART_EMPTY');
    const pending = await findPendingPayment(t, userId, method, items);
    if (pending) return pending;
    const amount = items.reduce((sum, item) => sum + item.price, 0);
    const [created] = await t
      .insert(payments)
      .values({ userId, provider: provider.name, method, status: 'PENDING', amount, items })
      .returning();
    return created!;
  });
  const { redirectUrl } = provider.begin({ id: payment.id, amount: payment.amount, method });
  return { paymentId: payment.id, redirectUrl };
}

async function holdCartQuizzes(t: Db, userId: string) {
  await t.execute(
    sql`select 1 from ${quizzes} where ${quizzes.id} in (select ${cartItems.quizId} from ${cartItems} where ${cartItems.userId} = ${userId}) for share`,
  );
}

/** The cart's quizzes the user does not own yet, at today's prices. */
async function payableItems(db: Db, userId: string) {
  const cart = await getCart(db, userId);
  const owned = await ownedAmong(
    db,
    userId,
    cart.items.map((item) => item.quiz.id),
  );
  return cart.items
    .filter((item) => !owned.has(item.quiz.id))
    .map((item) => ({ quizId: item.quiz.id, price: item.quiz.price }));
}

async function findPendingPayment(
  db: Db,
  userId: string,
  method: PaymentMethod,
  items: PaymentRow['items'],
): Promise<PaymentRow | undefined> {
  const sameItems = (other: PaymentRow['items']) =>
    JSON.stringify(sortedItems(other)) === JSON.stringify(sortedItems(items));
  const pending = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'PENDING'), eq(payments.method, method)));
  return pending.find((payment) => sameItems(payment.items));
}

const sortedItems = (items: PaymentRow['items']) =>
  [...items].map(({ quizId, price }) => ({ quizId, price })).sort((a, b) => a.quizId.localeCompare(b.quizId));

export type PaymentOutcome = { ok: true; providerTransactionId: string } | { ok: false; reason: string };

/**
 * The one path by which a provider confirms or fails a payment. In one transaction: the payment
 * becomes COMPLETED, every quiz in it gets a COMPLETED purchase, those quizzes leave the cart and a
 * purchase_made notification is recorded (a guest's payment: see recordGuestPurchase). A payment
 * that is no longer PENDING is returned as it is,
 * so a repeated callback changes nothing.
 */
export async function completePayment(
  db: Db,
  paymentId: string,
  outcome: PaymentOutcome,
): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) throw new AppError(404, 'PAYMENT_NOT_FOUND');
    if (payment.status !== 'PENDING') return payment;
    if (!outcome.ok) {
      const [failed] = await tx
        .update(payments)
        .set({ status: 'FAILED', providerData: { reason: outcome.reason }, updatedAt: new Date() })
        .where(eq(payments.id, paymentId))
        .returning();
      return failed!;
    }
    const now = new Date();
    const [completed] = await tx
      .update(payments)
      .set({
        status: 'COMPLETED',
        providerTransactionId: outcome.providerTransactionId,
        completedAt: now,
        updatedAt: now,
      })
      .where(eq(payments.id, paymentId))
      .returning();
    if (isGuestPayment(payment)) {
      await recordGuestPurchase(tx, payment, now);
      return completed!;
    }
    const quizIds = payment.items.map((item) => item.quizId);
    await tx
      .insert(purchases)
      .values(
        payment.items.map((item) => ({
          userId: payment.userId,
          quizId: item.quizId,
          paymentId,
          amount: item.price,
          paymentMethod: payment.method,
          paymentStatus: 'COMPLETED',
          transactionId: outcome.providerTransactionId,
          purchasedAt: now,
        })),
      )
      .onConflictDoNothing();
    if (payment.userId) {
      await tx
        .delete(cartItems)
        .where(and(eq(cartItems.userId, payment.userId), inArray(cartItems.quizId, quizIds)));
      await createNotification(tx, {
        userId: payment.userId,
        type: 'purchase_made',
        title: uz.notifications.purchaseTitle,
        message: uz.notifications.purchaseMessage(quizIds.length, formatPrice(payment.amount)),
        metadata: { paymentId, quizIds, amount: payment.amount },
      });
      await queuePurchaseReceipt(tx, payment.userId, quizIds, payment.amount);
    }
    return completed!;
  });
}

/** A payment as its owner sees it, with quiz titles; someone else's payment is reported missing. */
export async function getOwnPayment(db: Db, userId: string, paymentId: string): Promise<Payment> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  if (!payment) throw new AppError(404, 'PAYMENT_NOT_FOUND');
  const quizIds = payment.items.map((item) => item.quizId);
  const titles = new Map(
    (
      await db
        .select({ id: quizzes.id, title: quizzes.title })
        .from(quizzes)
        .where(inArray(quizzes.id, quizIds))
    ).map((q) => [q.id, q.title]),
  );
  return {
    id: payment.id,
    provider: payment.provider,
    method: payment.method,
    status: payment.status as Payment['status'],
    amount: payment.amount,
    items: payment.items.map((item) => ({ ...item, title: titles.get(item.quizId) ?? '' })),
    createdAt: payment.createdAt.toISOString(),
    completedAt: payment.completedAt?.toISOString() ?? null,
  };
}
