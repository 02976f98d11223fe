import type { Overrides } from '../../../runtime/message';
import type source from './uz-latn';

/** "email" is written "электрон почта"; product names stay Latin. */
export default {
  sections: { notifications: { hint: 'Сертификатлар ва электрон почта хабарлари.' } },
  fields: {
    adminEmail: 'Админ электрон почтаси',
    emailNotifications: 'Электрон почта билдиришномалари',
    emailNotificationsHint: 'Харид квитанцияси ва сертификат ҳақида электрон почта хабари юборилади.',
  },
  system: { node: 'Node.js' },
} satisfies Overrides<typeof source>;
