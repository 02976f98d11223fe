import { contactTexts } from '../../../shared/i18n/contact';
import type { ContactMessageData } from '../../../shared/schemas/contact';
import type { Db } from '../../db/client';
import { queueSiteEmail, recipientAt } from '../mail/notification-emails';
import { readSettings } from '../settings/settings.service';

/** Tells the site's admin email that a message arrived; nothing while email notifications are off. */
export async function queueContactNotice(tx: Db, message: ContactMessageData & { id: string }) {
  const settings = await readSettings(tx);
  if (!settings.emailNotifications) return;
  const name = `${message.firstName} ${message.lastName}`;
  // in the admin's language, not the visitor's who wrote
  await queueSiteEmail(tx, await recipientAt(tx, settings.adminEmail), () => {
    const t = contactTexts;
    const page = message.source === 'support' ? t.support.title : t.contact.title;
    return {
      subject: t.adminEmail.subject(message.subject),
      paragraphs: [
        t.adminEmail.intro(name, message.email),
        t.adminEmail.source(page),
        message.subject,
        message.message,
      ],
      link: { label: t.adminEmail.button, path: '/admin/messages' },
    };
  });
}
