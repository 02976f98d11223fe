import type { Overrides } from '../../../runtime/message';
import settings from '../settings/uz-cyrl';
import type source from './uz-latn';

export default {
  fields: {
    email: 'Электрон почта',
    adminEmail: settings.fields.adminEmail,
    emailNotifications: settings.fields.emailNotifications,
  },
} satisfies Overrides<typeof source>;
