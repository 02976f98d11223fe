import { eq, inArray } from 'drizzle-orm';
import { isPlaceholderEmail } from '../../../shared/domain/phone';
import { formatPercent, formatSum } from '../../../shared/i18n/format';
import { uz } from '../../../shared/i18n/uz';
import type { Db } from '../../db/client';
import { emailOutbox, quizzes, users } from '../../db/schema';
import { readSettings } from '../settings/settings.service';
import { SITE_URL_MARK, siteLayout } from './templates';

/**
 * Purchase receipts and certificate emails are queued in the transaction that records the
 * purchase or issues the certificate, so each is queued exactly once, and never for a change that
 * rolled back. The dispatcher (outbox-dispatch.ts) sends them after commit. Nothing is queued
 * while the admin has email notifications off.
 */
async function queue(
  tx: Db,
  to: string,
  subject: string,
  paragraphs: string[],
  link: { label: string; path: string },
) {
  // a phone account's stand-in address: nobody reads it
  if (isPlaceholderEmail(to)) return;
  const url = `${SITE_URL_MARK}${link.path}`;
  await tx.insert(emailOutbox).values({
    to,
    subject,
    html: siteLayout(paragraphs, { label: link.label, url }),
    text: [...paragraphs, url].join('\n'),
    status: 'QUEUED',
  });
}

/** The same queueing for other features' notices (a contact message to the admin). */
export const queueSiteEmail = queue;

async function recipient(tx: Db, userId: string) {
  if (!(await readSettings(tx)).emailNotifications) return undefined;
  const [user] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/** One receipt for the quizzes one paid order gave the user, with what was paid. */
export async function queuePurchaseReceipt(tx: Db, userId: string, quizIds: string[], amount: number) {
  const user = await recipient(tx, userId);
  if (!user || quizIds.length === 0) return;
  const rows = await tx.select({ title: quizzes.title }).from(quizzes).where(inArray(quizzes.id, quizIds));
  const paragraphs = [
    uz.email.verifyGreeting(user.name),
    uz.email.receiptBody,
    ...rows.map((row) => `• ${row.title}`),
    uz.email.receiptTotal(formatSum(amount)),
  ];
  await queue(tx, user.email, uz.email.receiptSubject, paragraphs, {
    label: uz.email.receiptButton,
    path: '/profile',
  });
}

/** A free quiz is taken, not bought: the email says it was added free and leads to its start. */
export async function queueFreeClaimEmail(tx: Db, userId: string, quiz: { id: string; title: string }) {
  const user = await recipient(tx, userId);
  if (!user) return;
  const paragraphs = [uz.email.verifyGreeting(user.name), uz.email.freeClaimBody(quiz.title)];
  await queue(tx, user.email, uz.email.freeClaimSubject, paragraphs, {
    label: uz.email.freeClaimButton,
    path: `/play/${encodeURIComponent(quiz.id)}`,
  });
}

interface CertificateEmail {
  code: string;
  quizTitle: string;
  percentage: number;
}

/** The new certificate's email, with its public verification page. */
export async function queueCertificateEmail(tx: Db, userId: string, certificate: CertificateEmail) {
  const user = await recipient(tx, userId);
  if (user) await queueCertificateEmailTo(tx, user, certificate);
}

/**
 * The same email to a guest, at the address and in the name given at checkout. A guest has no
 * account to find the certificate in later, so, like the access link, it is sent even while the
 * admin has notification emails off.
 */
export async function queueGuestCertificateEmail(
  tx: Db,
  guest: { email: string; name: string },
  certificate: CertificateEmail,
) {
  await queueCertificateEmailTo(tx, guest, certificate);
}

async function queueCertificateEmailTo(
  tx: Db,
  to: { email: string; name: string },
  certificate: CertificateEmail,
) {
  const paragraphs = [
    uz.email.verifyGreeting(to.name),
    uz.email.certificateBody(certificate.quizTitle, formatPercent(certificate.percentage)),
    uz.email.certificateCode(certificate.code),
  ];
  await queue(tx, to.email, uz.email.certificateSubject, paragraphs, {
    label: uz.email.certificateButton,
    path: `/certificates/verify/${encodeURIComponent(certificate.code)}`,
  });
}
