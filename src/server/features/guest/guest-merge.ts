import { and, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import { guestTexts } from '../../../shared/i18n/guest';
import type { Db } from '../../db/client';
import {
  cartItems,
  certificates,
  guestAccess,
  purchases,
  quizAttempts,
  quizResults,
  quizSessions,
  quizzes,
} from '../../db/schema';
import { serverNow } from '../../lib/clock';
import { createNotification } from '../notifications/notifications.service';
import { finishAttempt } from '../play/finish';
import { lockPlay } from '../play/play-lock';
import { publishSessionEvent } from '../play/player-events';
import { clockStoppedAt } from '../play/timer';

type GuestAccessRow = typeof guestAccess.$inferSelect;

/**
 * Moves every guest purchase made with this email into the user's account: the purchase, the
 * attempts (numbered after the user's own), results, certificates and a live session. Runs when a
 * user with a verified email signs in. One transaction under an advisory lock on the user, and
 * each access under the play locks of the user and the guest, so parallel sign-ins and play
 * requests wait their turn; an access already merged is skipped (idempotent).
 * Returns how many accesses were merged.
 */
export async function mergeGuestPurchases(db: Db, userId: string, email: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`guest-merge:${userId}`}::text, 0))`,
    );
    const accesses = await tx
      .select()
      .from(guestAccess)
      .where(and(sql`lower(${guestAccess.email}) = lower(${email})`, isNull(guestAccess.mergedUserId)))
      .orderBy(guestAccess.createdAt)
      .for('update');
    for (const access of accesses) await mergeOne(tx, userId, access);
    return accesses.length;
  });
}

async function mergeOne(tx: Db, userId: string, access: GuestAccessRow) {
  await lockPlay(tx, userId, access.quizId);
  await lockPlay(tx, access.id, access.quizId);
  await linkPurchase(tx, userId, access);
  await moveAttempts(tx, userId, access);
  await moveSession(tx, userId, access);
  const results = await tx
    .update(quizResults)
    .set({ userId })
    .where(and(eq(quizResults.guestAccessId, access.id), isNull(quizResults.userId)))
    .returning({ id: quizResults.id });
  if (results.length > 0) {
    await tx
      .update(certificates)
      .set({ userId })
      .where(
        and(
          isNull(certificates.userId),
          inArray(
            certificates.resultId,
            results.map((r) => r.id),
          ),
        ),
      );
  }
  await tx
    .update(guestAccess)
    .set({ mergedUserId: userId, mergedAt: serverNow() })
    .where(eq(guestAccess.id, access.id));
  await notifyMerged(tx, userId, access);
}

/**
 * The purchase becomes the user's, unless they already hold a completed purchase of that quiz
 * (one per user and quiz): then the guest's stays without a user, kept for the books.
 */
async function linkPurchase(tx: Db, userId: string, access: GuestAccessRow) {
  const [owned] = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, userId),
        eq(purchases.quizId, access.quizId),
        eq(purchases.paymentStatus, 'COMPLETED'),
      ),
    );
  if (owned) return;
  await tx
    .update(purchases)
    .set({ userId })
    .where(and(eq(purchases.id, access.purchaseId), isNull(purchases.userId)));
  await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.quizId, access.quizId)));
}

/**
 * The guest's attempts follow the user's own, in their order. Unique numbers are checked row by
 * row, so they first step aside to negative numbers and then take their place after the user's.
 */
async function moveAttempts(tx: Db, userId: string, access: GuestAccessRow) {
  const [last] = await tx
    .select({ number: max(quizAttempts.attemptNumber) })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, access.quizId)));
  const base = last?.number ?? 0;
  const guestAttempts = and(
    eq(quizAttempts.guestAccessId, access.id),
    eq(quizAttempts.quizId, access.quizId),
    isNull(quizAttempts.userId),
  );
  await tx.execute(sql`
    update ${quizAttempts} set attempt_number = -numbered.position
    from (
      select id, row_number() over (order by attempt_number, started_at) as position
      from ${quizAttempts} where ${guestAttempts}
    ) as numbered
    where ${quizAttempts.id} = numbered.id`);
  await tx
    .update(quizAttempts)
    .set({ userId, attemptNumber: sql`${base} - ${quizAttempts.attemptNumber}` })
    .where(guestAttempts);
}

/**
 * A live guest session continues as the user's, unless the user is already playing that quiz (one
 * active session per learner and quiz): then the guest's attempt is finished with its answers, as
 * of when its clock stopped, so nothing answered is lost. Either way the guest's pages are told the
 * session ended: the access now belongs to the account and stops their timer.
 */
async function moveSession(tx: Db, userId: string, access: GuestAccessRow) {
  const activeOf = (owner: ReturnType<typeof eq>) =>
    tx
      .select()
      .from(quizSessions)
      .where(and(owner, eq(quizSessions.quizId, access.quizId), eq(quizSessions.isActive, true)))
      .for('update');
  const [guestSession] = await activeOf(eq(quizSessions.guestAccessId, access.id));
  if (!guestSession) return;
  const [userSession] = await activeOf(eq(quizSessions.userId, userId));
  const now = serverNow();
  if (userSession) {
    await finishAttempt(tx, guestSession, clockStoppedAt(guestSession, now));
  } else {
    await tx
      .update(quizSessions)
      .set({ userId, guestAccessId: null, updatedAt: now })
      .where(eq(quizSessions.id, guestSession.id));
  }
  await publishSessionEvent(tx, 'ended', guestSession);
}

async function notifyMerged(tx: Db, userId: string, access: GuestAccessRow) {
  const [quiz] = await tx.select({ title: quizzes.title }).from(quizzes).where(eq(quizzes.id, access.quizId));
  const t = guestTexts.notifications;
  await createNotification(tx, {
    userId,
    type: 'guest_purchase_merged',
    title: t.mergedTitle,
    message: t.merged(quiz?.title ?? ''),
    metadata: { quizId: access.quizId, purchaseId: access.purchaseId, guestAccessId: access.id },
  });
}
