import type { Overrides } from '../../../runtime/message';
import type source from './uz-latn';

export default {
  searchPlaceholder: 'Исм, электрон почта, мавзу ёки матн',
  details: { email: 'Электрон почта' },
  reply: 'Электрон почта орқали жавоб бериш',
  replySubject: 'Re: {subject}',
} satisfies Overrides<typeof source>;
