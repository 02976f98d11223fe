import type { Overrides } from '../../runtime/message';
import type source from './uz-latn';

/** Where the transliteration is wrong: "email" is written "электрон почта". */
export default {
  form: {
    email: 'Электрон почта',
    sentBody: 'Раҳмат! Хабарингизни олдик ва 24 соат ичида электрон почтангизга жавоб берамиз.',
  },
} satisfies Overrides<typeof source>;
