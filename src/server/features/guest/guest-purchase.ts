import { eq } from 'drizzle-orm';
import { formatDateTime } from '../../../shared/i18n/format';
import { guestTexts } from '../../../shared/i18n/guest';
import { DEFAULT_LANGUAGE } from '../../../shared/i18n/languages';
import type { Db } from '../../db/client';
import { guestAccess, purchases, quizzes } from '../../db/schema';
import { serverNow } from '../../lib/clock';
import { readerUrl } from '../../lib/reader-url';
import { GUEST_ACCESS_MS, hashGuestToken, newGuestToken } from '../identity/guest-credentials';
import { queueSiteEmail, type Recipient } from '../mail/notification-emails';
import { SITE_URL_MARK } from '../mail/templates';
import type { GuestPaymentRow } from '../payments/purchase-grants';
import { enqueueSms } from '../sms/sms-outbox';

/**
 * The guest branch of completePayment, in its transaction: the purchase without a user (the
 * guest's details in payment_data, the spec's "guest_" transaction id), the 24-hour guest access
 * opened by the checkout browser's token and by a new link, and the email (or, for a buyer who gave
 * only a phone number, the SMS) with that link.
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
  const language = payment.guestLanguage ?? DEFAULT_LANGUAGE;
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
    language,
    expiresAt,
  });
  const [quiz] = await tx.select({ title: quizzes.title }).from(quizzes).where(eq(quizzes.id, item.quizId));
  const link = { quizTitle: quiz?.title ?? '', linkToken, expiresAt };
  if (payment.guestEmail) {
    const to = { email: payment.guestEmail, language, name: payment.guestName ?? '' };
    await queueGuestAccessEmail(tx, to, link);
  } else if (payment.guestPhone) {
    const url = readerUrl(SITE_URL_MARK, language, guestAccessPath(linkToken));
    await enqueueSms(tx, {
      to: payment.guestPhone,
      template: 'GUEST_ACCESS_LINK',
      params: { quizTitle: link.quizTitle, url },
      language,
    });
  }
}

const guestAccessPath = (linkToken: string) => `/guest-access#${linkToken}`;

/**
 * The guest's only way back to the quiz on another device, so it is sent even while the admin has
 * notification emails off (like the sign-up confirmation). The token travels in the fragment: it
 * never reaches server logs or a Referer header.
 */
async function queueGuestAccessEmail(
  tx: Db,
  to: Recipient & { name: string },
  { quizTitle, linkToken, expiresAt }: { quizTitle: string; linkToken: string; expiresAt: Date },
) {
  await queueSiteEmail(tx, to, () => ({
    subject: guestTexts.email.subject,
    paragraphs: [
      guestTexts.email.greeting(to.name),
      guestTexts.email.bought(quizTitle),
      guestTexts.email.lasts(formatDateTime(expiresAt.getTime())),
      guestTexts.email.link,
      guestTexts.email.signUp,
    ],
    link: { label: guestTexts.email.button, path: guestAccessPath(linkToken) },
  }));
}
