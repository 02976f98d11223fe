import type { Overrides } from '../../../runtime/message';
import type source from './uz-latn';

export default {
  adminEmailInvalid: 'Администратор электрон почтасини тўғри киритинг',
} satisfies Overrides<typeof source>;
