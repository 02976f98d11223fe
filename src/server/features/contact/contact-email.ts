import { contactTexts } from '../../../shared/i18n/contact';
import type { ContactMessageData } from '../../../shared/schemas/contact';
import type { Db } from '../../db/client';
import { queueSiteEmail } from '../mail/notification-emails';
import { readSettings } from '../settings/settings.service';

const t = contactTexts;

/** Tells the site's admin email that a message arrived; nothing while email notifications are off. */
export async function queueContactNotice(tx: Db, message: ContactMessageData & { id: string }) {
  const settings = await readSettings(tx);
  if (!settings.emailNotifications) return;
  const name = `${message.firstName} ${message.lastName}`;
  const page = message.source === 'support' ? t.support.title : t.contact.title;
  const paragraphs = [
    t.adminEmail.intro(name, message.email),
    t.adminEmail.source(page),
    message.subject,
    message.message,
  ];
  await queueSiteEmail(tx, settings.adminEmail, t.adminEmail.subject(message.subject), paragraphs, {
    label: t.adminEmail.button,
    path: '/admin/messages',
  });
}
