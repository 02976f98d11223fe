import { eq, inArray, sql } from 'drizzle-orm';
import { isPlaceholderEmail } from '../../../shared/domain/phone';
import { formatPercent, formatSum } from '../../../shared/i18n/format';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { mailTexts } from '../../../shared/i18n/mail';
import type { Db } from '../../db/client';
import { emailOutbox, quizzes, users } from '../../db/schema';
import { readerUrl } from '../../lib/reader-url';
import { inLanguage } from '../../plugins/language';
import { readSettings } from '../settings/settings.service';
import { SITE_URL_MARK, siteLayout } from './templates';

/**
 * Purchase receipts and certificate emails are queued in the transaction that records the
 * purchase or issues the certificate, so each is queued exactly once, and never for a change that
 * rolled back. The dispatcher (outbox-dispatch.ts) sends them after commit. Nothing is queued
 * while the admin has email notifications off.
 */
/** Who an email goes to, and the language it is written in. */
export interface Recipient {
  email: string;
  language: Language;
}

interface SiteEmail {
  subject: string;
  paragraphs: string[];
  /** `path`: the app's route; the link opens it in the recipient's language */
  link: { label: string; path: string };
}

/**
 * `write` runs in the recipient's language (inLanguage): it reads the texts, and formats dates
 * and sums, for them, whoever's request caused the email.
 */
async function queue(tx: Db, to: Recipient, write: () => SiteEmail) {
  // a phone account's stand-in address: nobody reads it
  if (isPlaceholderEmail(to.email)) return;
  await tx.insert(emailOutbox).values({
    to: to.email,
    ...inLanguage(to.language, () => {
      const { subject, paragraphs, link } = write();
      const url = readerUrl(SITE_URL_MARK, to.language, link.path);
      return {
        subject,
        html: siteLayout(paragraphs, { label: link.label, url }),
        text: [...paragraphs, url].join('\n'),
      };
    }),
    status: 'QUEUED',
  });
}

/** The same queueing for other features' notices (a contact message to the admin). */
export const queueSiteEmail = queue;

/** The account's language for an address (the admin's email setting), else the default. */
export async function recipientAt(tx: Db, email: string): Promise<Recipient> {
  const [user] = await tx
    .select({ language: users.language })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return { email, language: user?.language ?? DEFAULT_LANGUAGE };
}

/** The account's language (emails about the account itself), the default for an unknown one. */
export async function accountLanguage(tx: Db, userId: string): Promise<Language> {
  const [user] = await tx.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return user?.language ?? DEFAULT_LANGUAGE;
}

async function recipient(tx: Db, userId: string) {
  if (!(await readSettings(tx)).emailNotifications) return undefined;
  const [user] = await tx
    .select({ email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/** One receipt for the quizzes one paid order gave the user, with what was paid. */
export async function queuePurchaseReceipt(tx: Db, userId: string, quizIds: string[], amount: number) {
  const user = await recipient(tx, userId);
  if (!user || quizIds.length === 0) return;
  const rows = await tx.select({ title: quizzes.title }).from(quizzes).where(inArray(quizzes.id, quizIds));
  await queue(tx, user, () => ({
    subject: mailTexts.receiptSubject,
    paragraphs: [
      mailTexts.verifyGreeting(user.name),
      mailTexts.receiptBody,
      ...rows.map((row) => `• ${row.title}`),
      mailTexts.receiptTotal(formatSum(amount)),
    ],
    link: { label: mailTexts.receiptButton, path: '/profile' },
  }));
}

/** A free quiz is taken, not bought: the email says it was added free and leads to its start. */
export async function queueFreeClaimEmail(tx: Db, userId: string, quiz: { id: string; title: string }) {
  const user = await recipient(tx, userId);
  if (!user) return;
  await queue(tx, user, () => ({
    subject: mailTexts.freeClaimSubject,
    paragraphs: [mailTexts.verifyGreeting(user.name), mailTexts.freeClaimBody(quiz.title)],
    link: { label: mailTexts.freeClaimButton, path: `/play/${encodeURIComponent(quiz.id)}` },
  }));
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
  guest: Recipient & { name: string },
  certificate: CertificateEmail,
) {
  await queueCertificateEmailTo(tx, guest, certificate);
}

async function queueCertificateEmailTo(
  tx: Db,
  to: Recipient & { name: string },
  certificate: CertificateEmail,
) {
  await queue(tx, to, () => ({
    subject: mailTexts.certificateSubject,
    paragraphs: [
      mailTexts.verifyGreeting(to.name),
      mailTexts.certificateBody(certificate.quizTitle, formatPercent(certificate.percentage)),
      mailTexts.certificateCode(certificate.code),
    ],
    link: {
      label: mailTexts.certificateButton,
      path: `/certificates/verify/${encodeURIComponent(certificate.code)}`,
    },
  }));
}
