import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DemoOutcome, Payment, PaymentMethod } from '../../../shared/schemas/storefront';
import type { Db } from '../../db/client';
import { cartItems, payments, quizzes } from '../../db/schema';
import { ownedAmong } from '../../lib/ownership';
import { AppError } from '../../plugins/errors';
import { currentLanguage } from '../../plugins/language';
import { holdActiveQuiz } from '../catalog/quiz-detail';
import {
  assertOpenedWith,
  failPayment,
  grantPayment,
  type ItemsBlocker,
  lockPayment,
  type PaymentRow,
  unpayableReason,
} from './payment-ledger';
import { type PaymentProviders, paymentReturnUrl } from './providers';

/**
 * Starts paying for the cart, or for one quiz alone (the cart then stays as it is): prices come
 * from the database, never from the client; quizzes the user already owns are left out of a cart
 * and refused alone. Records a PENDING payment and asks the provider where to pay.
 * Checkouts of one user are serialised (advisory lock) and a PENDING payment for the same quizzes,
 * prices and method is reused, so a double click or parallel tabs cannot open two payments for
 * one cart (which would charge twice).
 */
export async function checkout(
  db: Db,
  providers: PaymentProviders,
  publicUrl: string,
  userId: string,
  { method, quizId }: { method: PaymentMethod; quizId?: string | undefined },
) {
  const provider = providers.forMethod(method);
  provider.assertAvailable();
  const payment = await db.transaction(async (t) => {
    await t.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`checkout:${userId}`}::text, 0))`);
    const items = quizId ? await oneQuizItems(t, userId, quizId) : await cartItemsToPay(t, userId);
    const pending = await findPendingPayment(t, userId, method, items);
    if (pending) return pending;
    const amount = items.reduce((sum, item) => sum + item.price, 0);
    const [created] = await t
      .insert(payments)
      .values({ userId, provider: provider.name, method, status: 'PENDING', amount, items })
      .returning();
    return created!;
  });
  const language = currentLanguage();
  const { redirectUrl } = provider.begin({
    id: payment.id,
    amount: payment.amount,
    method,
    returnUrl: paymentReturnUrl(publicUrl, language, payment.id),
    language,
  });
  return { paymentId: payment.id, redirectUrl };
}

/** The cart's quizzes to pay for; at least one. */
async function cartItemsToPay(t: Db, userId: string) {
  // held until the payment row exists: an admin deleting one of them waits, then keeps it for this payment
  await holdCartQuizzes(t, userId);
  const items = await payableItems(t, userId);
  if (items.length === 0) throw new AppError(422, 'CART_EMPTY');
  return items;
}

/** One paid quiz the user does not own yet, held like the cart's, at today's price. */
async function oneQuizItems(t: Db, userId: string, quizId: string) {
  const quiz = await holdActiveQuiz(t, quizId);
  if (quiz.price === 0) throw new AppError(422, 'FREE_QUIZ_NOT_FOR_CART');
  if ((await ownedAmong(t, userId, [quizId])).has(quizId)) throw new AppError(422, 'ALREADY_OWNED');
  return [{ quizId, price: quiz.price }];
}

async function holdCartQuizzes(t: Db, userId: string) {
  await t.execute(
    sql`select 1 from ${quizzes} where ${quizzes.id} in (select ${cartItems.quizId} from ${cartItems} where ${cartItems.userId} = ${userId}) for share`,
  );
}

/** The cart's active quizzes the user does not own yet, at today's prices, in the cart's order. */
async function payableItems(db: Db, userId: string) {
  const inCart = await db
    .select({ quizId: quizzes.id, price: quizzes.price })
    .from(cartItems)
    .innerJoin(quizzes, and(eq(quizzes.id, cartItems.quizId), eq(quizzes.isActive, true)))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt));
  const owned = await ownedAmong(
    db,
    userId,
    inCart.map((item) => item.quizId),
  );
  return inCart.filter((item) => !owned.has(item.quizId));
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

const GRANT_REFUSALS = {
  ALREADY_OWNED: 'PAYMENT_QUIZ_OWNED',
  QUIZ_UNAVAILABLE: 'PAYMENT_QUIZ_UNAVAILABLE',
} as const satisfies Record<ItemsBlocker, string>;

/**
 * The demo checkout page's confirmation or failure, in one transaction. The ledger refuses (409)
 * a payment opened with another provider, and a confirmation of quizzes that can no longer be
 * sold. A payment that is no longer PENDING is left as it is, so a repeat changes nothing.
 */
export async function completeDemoPayment(db: Db, paymentId: string, outcome: DemoOutcome): Promise<void> {
  await db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) throw new AppError(404, 'PAYMENT_NOT_FOUND');
    assertOpenedWith(payment, 'demo');
    if (payment.status !== 'PENDING') return;
    if (outcome === 'failure') {
      await failPayment(tx, payment, 'demo', 'declined on the demo checkout page');
      return;
    }
    const grant = await grantPayment(tx, payment, { provider: 'demo', transactionId: `demo_${payment.id}` });
    if (grant.blocker) throw new AppError(409, GRANT_REFUSALS[grant.blocker]);
  });
}

/**
 * A payment as its owner sees it, with quiz titles and, while it is unpaid, why it can no longer be
 * paid (a quiz in it owned or off sale meanwhile: every provider refuses it); someone else's
 * payment is reported missing.
 */
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
    unpayableBecause: await unpayableReason(db, payment),
  };
}
