import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { formatDateTime } from '../../../shared/i18n/format';
import { guestTexts } from '../../../shared/i18n/guest';
import type { Db } from '../../db/client';
import { guestAccess, payments, paymentTransactions, purchases } from '../../db/schema';
import { serverNow } from '../../lib/clock';
import { readerUrl } from '../../lib/reader-url';
import { AppError } from '../../plugins/errors';
import { currentLanguage } from '../../plugins/language';
import { queueSiteEmail } from '../mail/notification-emails';
import { SITE_URL_MARK } from '../mail/templates';
import { enqueueSms } from '../sms/sms-outbox';

/**
 * One buyer buys one quiz as a guest once while its access is open. A second checkout for the same
 * buyer and quiz (another browser) neither pays again nor leaves two payable payments behind. The
 * buyer is the address the access link goes to: the email, or the phone number of a buyer who gave
 * no email.
 */
export type GuestBuyer = { email: string } | { phone: string };

/** The buyer of a checkout or a payment: none for a payment that has neither. */
export function guestBuyerOf({ email, phone }: { email?: string | null; phone?: string | null }) {
  if (email) return { email };
  return phone ? { phone } : undefined;
}

function sameBuyer(columns: { email: AnyPgColumn; phone: AnyPgColumn }, buyer: GuestBuyer) {
  return 'email' in buyer
    ? sql`lower(${columns.email}) = lower(${buyer.email})`
    : eq(columns.phone, buyer.phone);
}
const accessBuyer = { email: guestAccess.email, phone: guestAccess.phone };
const paymentBuyer = { email: payments.guestEmail, phone: payments.guestPhone };

/** Guest checkouts for one buyer and quiz run one at a time (PostgreSQL advisory lock). */
async function lockGuestBuyer(tx: Db, buyer: GuestBuyer, quizId: string) {
  const who = 'email' in buyer ? buyer.email.toLowerCase() : `phone:${buyer.phone}`;
  const key = `guest-buyer:${who}:${quizId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** The open guest access this buyer holds to the quiz, from a payment still COMPLETED. */
async function openAccessOf(tx: Db, buyer: GuestBuyer, quizId: string) {
  const [access] = await tx
    .select({ fullName: guestAccess.fullName, expiresAt: guestAccess.expiresAt })
    .from(guestAccess)
    .innerJoin(purchases, eq(purchases.id, guestAccess.purchaseId))
    .where(
      and(
        sameBuyer(accessBuyer, buyer),
        eq(guestAccess.quizId, quizId),
        isNull(guestAccess.mergedUserId),
        gt(guestAccess.expiresAt, serverNow()),
        eq(purchases.paymentStatus, 'COMPLETED'),
      ),
    )
    .limit(1);
  return access;
}

/**
 * Before a guest checkout creates its payment, in its transaction. A buyer who already has the
 * quiz open is told so by email or SMS (the answer says no more than that: GUEST_ACCESS_EMAILED or
 * GUEST_ACCESS_TEXTED), never charged again. An earlier unpaid checkout of the same email and quiz is cancelled, so only the
 * newest can be paid; one a provider is already taking money for refuses the new checkout (409).
 * Returns true when the reminder was queued and no payment may be created.
 */
export async function settleEarlierGuestCheckouts(
  tx: Db,
  { buyer, quizId, quizTitle }: { buyer: GuestBuyer; quizId: string; quizTitle: string },
): Promise<boolean> {
  await lockGuestBuyer(tx, buyer, quizId);
  const open = await openAccessOf(tx, buyer, quizId);
  if (open) {
    await queueAccessReminder(tx, buyer, { ...open, quizId, quizTitle });
    return true;
  }
  const earlier = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        isNotNull(payments.guestTokenHash),
        sameBuyer(paymentBuyer, buyer),
        inArray(payments.status, ['PENDING', 'FAILED']),
        sql`${payments.items} @> ${JSON.stringify([{ quizId }])}::jsonb`,
      ),
    )
    .for('update');
  if (earlier.length === 0) return false;
  const ids = earlier.map((payment) => payment.id);
  const [live] = await tx
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(and(inArray(paymentTransactions.paymentId, ids), eq(paymentTransactions.status, 'CREATED')))
    .limit(1);
  if (live) throw new AppError(409, 'GUEST_PAYMENT_IN_PROGRESS');
  await tx
    .update(payments)
    .set({ status: 'CANCELLED', updatedAt: serverNow() })
    .where(inArray(payments.id, ids));
  return false;
}

/**
 * The ledger's check before a provider takes money for a guest payment: not while the same buyer
 * already has the quiz open through another payment (a payment opened before that one completed).
 */
export async function guestPaymentBlocker(
  tx: Db,
  payment: { guestEmail: string | null; guestPhone: string | null; items: { quizId: string }[] },
): Promise<'ALREADY_OWNED' | null> {
  const [item] = payment.items;
  const buyer = guestBuyerOf({ email: payment.guestEmail, phone: payment.guestPhone });
  if (!buyer || !item) return null;
  return (await openAccessOf(tx, buyer, item.quizId)) ? 'ALREADY_OWNED' : null;
}

async function queueAccessReminder(
  tx: Db,
  buyer: GuestBuyer,
  access: { fullName: string; expiresAt: Date; quizId: string; quizTitle: string },
) {
  const path = `/play/${access.quizId}`;
  // the guest checking out again is the one who reads it: the request's language is theirs
  const language = currentLanguage();
  if ('phone' in buyer) {
    const params = { quizTitle: access.quizTitle, url: readerUrl(SITE_URL_MARK, language, path) };
    await enqueueSms(tx, { to: buyer.phone, template: 'GUEST_ACCESS_LINK', params, language });
    return;
  }
  await queueSiteEmail(tx, { email: buyer.email, language }, () => ({
    subject: guestTexts.reminder.subject,
    paragraphs: [
      guestTexts.reminder.greeting(access.fullName),
      guestTexts.reminder.open(access.quizTitle, formatDateTime(access.expiresAt.getTime())),
      guestTexts.reminder.howTo,
      guestTexts.reminder.notYou,
    ],
    link: { label: guestTexts.reminder.button, path },
  }));
}
