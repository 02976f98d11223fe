import type { Overrides } from '../../../runtime/message';
import type source from './uz-latn';

export default {
  signInMethods: { email_password: { way: 'Электрон почта' } },
  noUserAgent: 'User agent йўқ',
  showUserAgent: 'User agent’ни кўрсатиш',
} satisfies Overrides<typeof source>;
