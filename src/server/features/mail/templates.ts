import { mailTexts } from '../../../shared/i18n/mail';
import { uz } from '../../../shared/i18n/uz';
import { currentLanguage } from '../../plugins/language';
import type { MailMessage } from './mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Stands for the site's address in queued emails; the outbox dispatcher writes PUBLIC_URL in its
 * place when it sends them (the transaction that queues an email does not know the address).
 */
export const SITE_URL_MARK = '{{site-url}}';

/** A notification email's HTML: the paragraphs and one button. */
export function siteLayout(paragraphs: string[], button: { label: string; url: string }): string {
  return layout(paragraphs, button, [mailTexts.notificationFooter]);
}

function layout(paragraphs: string[], button: { label: string; url: string }, footer: string[]): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const foot = footer.map((p) => `<p style="color:#6b7280;font-size:13px">${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html lang="${currentLanguage()}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111827">
<h2 style="color:#4f46e5">${escapeHtml(uz.brand.name)}</h2>${body}
<p><a href="${escapeHtml(button.url)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(button.label)}</a></p>
<p style="font-size:13px;word-break:break-all">${escapeHtml(button.url)}</p>${foot}</body></html>`;
}

export function verificationEmail(to: string, name: string, url: string): MailMessage {
  const t = mailTexts;
  const paragraphs = [t.verifyGreeting(name), t.verifyBody];
  return {
    to,
    subject: mailTexts.verifySubject,
    html: layout(paragraphs, { label: mailTexts.verifyButton, url }, [mailTexts.verifyIgnore]),
    text: [...paragraphs, url, '', mailTexts.verifyIgnore].join('\n'),
  };
}

export function passwordResetEmail(to: string, code: string, url: string): MailMessage {
  const t = mailTexts;
  const paragraphs = [t.resetBody, t.resetCode(code)];
  return {
    to,
    subject: mailTexts.resetSubject,
    html: layout(paragraphs, { label: mailTexts.resetButton, url }, [
      mailTexts.resetExpiry,
      mailTexts.resetIgnore,
    ]),
    text: [...paragraphs, url, '', mailTexts.resetExpiry, mailTexts.resetIgnore].join('\n'),
  };
}

/** To the owner of an address someone tried to sign up with: nothing changed, here is what to do. */
export function existingAccountEmail(to: string, name: string, url: string): MailMessage {
  const t = mailTexts;
  const paragraphs = [t.verifyGreeting(name), t.existingAccountBody, t.existingAccountAdvice];
  return {
    to,
    subject: mailTexts.existingAccountSubject,
    html: layout(paragraphs, { label: mailTexts.existingAccountButton, url }, [
      mailTexts.existingAccountIgnore,
    ]),
    text: [...paragraphs, url, '', mailTexts.existingAccountIgnore].join('\n'),
  };
}
