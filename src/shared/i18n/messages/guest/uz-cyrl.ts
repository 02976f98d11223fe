import type { Overrides } from '../../runtime/message';
import type source from './uz-latn';

/** Where the transliteration is wrong: "email" is written "электрон почта". */
export default {
  validation: {
    contactRequired: 'Электрон почта ёки телефон рақамини киритинг: кириш ҳаволасини шунга юборамиз',
  },
  email: {
    signUp:
      'Кейинроқ шу электрон почта ёки телефон рақами билан рўйхатдан ўтсангиз ёки тизимга кирсангиз, харидингиз, натижаларингиз ва сертификатларингиз ҳисобингизга ўтади.',
  },
  reminder: {
    open: 'Шу электрон почта билан "{title}" квизи учун {until} гача (Тошкент вақти билан) кириш очиқ: уни қайта сотиб олиш шарт эмас.',
  },
} satisfies Overrides<typeof source>;
