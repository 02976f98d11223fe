import { and, eq, inArray, isNull, max, or, type SQL, sql } from 'drizzle-orm';
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
import { hashGuestToken } from '../identity/guest-credentials';
import { createNotification } from '../notifications/notifications.service';
import { finishAttempt } from '../play/finish';
import { lockPlay } from '../play/play-lock';
import { publishSessionEvent } from '../play/player-events';
import { clockStoppedAt } from '../play/timer';

type GuestAccessRow = typeof guestAccess.$inferSelect;

/** The user's confirmed ways to be reached: the guest purchases made with them are the user's. */
export interface MergeContacts {
  email?: string | null;
  phone?: string | null;
}

/**
 * Moves the guest purchases made with this email or phone number into the user's account. Runs
 * when a user with a verified email or number signs in. The email or number typed at checkout is
 * verified by nothing, so on its own it moves only the purchase (it can only benefit the mailbox's
 * or the number's owner). Attempts, results,
 * certificates and a live session move only for an access the signing-in browser proves by
 * holding one of its tokens (`heldTokens`, its guest cookies): the checkout cookie (it bought it)
 * or the emailed link's (it opened the link sent to that mailbox). A later sign-in with that proof
 * moves what an earlier one left behind.
 *
 * One transaction under an advisory lock on the user, and each access under the play locks of
 * the user and the guest, so parallel sign-ins and play requests wait their turn; every step moves
 * only what has not moved yet (idempotent). Returns how many accesses were newly merged.
 */
export async function mergeGuestPurchases(
  db: Db,
  userId: string,
  { email, phone }: MergeContacts,
  heldTokens: Iterable<string> = [],
): Promise<number> {
  const held = [...new Set([...heldTokens].map(hashGuestToken))];
  const boughtWith = or(
    email ? sql`lower(${guestAccess.email}) = lower(${email})` : undefined,
    phone ? eq(guestAccess.phone, phone) : undefined,
  );
  if (!boughtWith) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`guest-merge:${userId}`}::text, 0))`,
    );
    const accesses = await tx
      .select()
      .from(guestAccess)
      .where(and(boughtWith, or(isNull(guestAccess.mergedUserId), mergedAndHeld(userId, held))))
      .orderBy(guestAccess.createdAt)
      .for('update');
    let merged = 0;
    for (const access of accesses) {
      if (await mergeOne(tx, userId, access, isHeld(access, held))) merged++;
    }
    return merged;
  });
}

/** Accesses already merged into this user whose play a held token may still bring along. */
function mergedAndHeld(userId: string, held: string[]): SQL | undefined {
  if (held.length === 0) return undefined;
  return and(
    eq(guestAccess.mergedUserId, userId),
    or(inArray(guestAccess.tokenHash, held), inArray(guestAccess.linkTokenHash, held)),
  );
}

function isHeld(access: GuestAccessRow, held: string[]): boolean {
  return held.includes(access.tokenHash) || (!!access.linkTokenHash && held.includes(access.linkTokenHash));
}

/** Merges one access (true when it was not merged before); its play moves only when `proven`. */
async function mergeOne(tx: Db, userId: string, access: GuestAccessRow, proven: boolean) {
  await lockPlay(tx, userId, access.quizId);
  await lockPlay(tx, access.id, access.quizId);
  const first = access.mergedUserId === null;
  if (first) await linkPurchase(tx, userId, access);
  if (proven) await moveAttempts(tx, userId, access);
  await moveSession(tx, userId, access, proven);
  if (proven) await moveResults(tx, userId, access);
  if (!first) return false;
  await tx
    .update(guestAccess)
    .set({ mergedUserId: userId, mergedAt: serverNow() })
    .where(eq(guestAccess.id, access.id));
  await notifyMerged(tx, userId, access);
  return true;
}

/** The guest's results become the user's, with the certificates issued for them. */
async function moveResults(tx: Db, userId: string, access: GuestAccessRow) {
  const results = await tx
    .update(quizResults)
    .set({ userId })
    .where(and(eq(quizResults.guestAccessId, access.id), isNull(quizResults.userId)))
    .returning({ id: quizResults.id });
  if (results.length === 0) return;
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
 * A live guest session continues as the user's, unless the play is not proven to be theirs or the
 * user is already playing that quiz (one active session per learner and quiz): then the guest's
 * attempt is finished with its answers, as of when its clock stopped, so nothing answered is lost
 * (its result moves with the others when proven). Either way the guest's pages are told the
 * session ended: the access now belongs to the account and stops their timer.
 */
async function moveSession(tx: Db, userId: string, access: GuestAccessRow, proven: boolean) {
  const activeOf = (owner: ReturnType<typeof eq>) =>
    tx
      .select()
      .from(quizSessions)
      .where(and(owner, eq(quizSessions.quizId, access.quizId), eq(quizSessions.isActive, true)))
      .for('update');
  const [guestSession] = await activeOf(eq(quizSessions.guestAccessId, access.id));
  if (!guestSession) return;
  const [userSession] = proven ? await activeOf(eq(quizSessions.userId, userId)) : [];
  const now = serverNow();
  if (!proven || userSession) {
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
    text: () => ({
      title: t.mergedTitle,
      message: t.merged(quiz?.title ?? ''),
    }),
    metadata: { quizId: access.quizId, purchaseId: access.purchaseId, guestAccessId: access.id },
  });
}
