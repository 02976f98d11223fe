import type { Overrides } from '../../runtime/message';
import type source from './uz-latn';

/** Where the transliteration is wrong: "email" is written "электрон почта", the address prefix stays Latin. */
export default {
  email: 'Электрон почта манзилини тўғри киритинг',
  url: 'Ҳаволани тўлиқ киритинг (https:// билан)',
} satisfies Overrides<typeof source>;
