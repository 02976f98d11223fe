import { eq } from 'drizzle-orm';
import { formatDateTime } from '../../../shared/i18n/format';
import { guestTexts } from '../../../shared/i18n/guest';
import type { Db } from '../../db/client';
import { guestAccess, purchases, quizzes } from '../../db/schema';
import { serverNow } from '../../lib/clock';
import { GUEST_ACCESS_MS, hashGuestToken, newGuestToken } from '../identity/guest-credentials';
import { queueSiteEmail } from '../mail/notification-emails';
import type { GuestPaymentRow } from '../payments/purchase-grants';

/**
 * The guest branch of completePayment, in its transaction: the purchase without a user (the
 * guest's details in payment_data, the spec's "guest_" transaction id), the 24-hour guest access
 * opened by the checkout browser's token and by a new emailed link, and the email with that link.
 * Guest checkout buys exactly one quiz.
 */
export async function recordGuestPurchase(tx: Db, payment: GuestPaymentRow, completedAt: Date) {
  const [item] = payment.items;
  if (!item) return;
  const [purchase] = await tx
    .insert(purchases)
    .values({
      userId: null,
      quizId: item.quizId,
      paymentId: payment.id,
      amount: item.price,
      paymentMethod: payment.method,
      paymentStatus: 'COMPLETED',
      paymentData: {
        guest_email: payment.guestEmail,
        guest_name: payment.guestName,
        guest_phone: payment.guestPhone,
        is_guest_purchase: true,
      },
      transactionId: `guest_${Date.now()}`,
      purchasedAt: completedAt,
    })
    .returning({ id: purchases.id });
  const linkToken = newGuestToken();
  const expiresAt = new Date(serverNow().getTime() + GUEST_ACCESS_MS);
  await tx.insert(guestAccess).values({
    purchaseId: purchase!.id,
    quizId: item.quizId,
    tokenHash: payment.guestTokenHash,
    linkTokenHash: hashGuestToken(linkToken),
    email: payment.guestEmail ?? '',
    fullName: payment.guestName ?? '',
    phone: payment.guestPhone,
    expiresAt,
  });
  await queueGuestAccessEmail(tx, payment, item.quizId, linkToken, expiresAt);
}

/**
 * The guest's only way back to the quiz on another device, so it is sent even while the admin has
 * notification emails off (like the sign-up confirmation). The token travels in the fragment: it
 * never reaches server logs or a Referer header.
 */
async function queueGuestAccessEmail(
  tx: Db,
  payment: GuestPaymentRow,
  quizId: string,
  linkToken: string,
  expiresAt: Date,
) {
  if (!payment.guestEmail) return;
  const [quiz] = await tx.select({ title: quizzes.title }).from(quizzes).where(eq(quizzes.id, quizId));
  const t = guestTexts.email;
  await queueSiteEmail(
    tx,
    payment.guestEmail,
    t.subject,
    [
      t.greeting(payment.guestName ?? ''),
      t.bought(quiz?.title ?? ''),
      t.lasts(formatDateTime(expiresAt.getTime())),
      t.link,
      t.signUp,
    ],
    { label: t.button, path: `/guest-access#${linkToken}` },
  );
}
