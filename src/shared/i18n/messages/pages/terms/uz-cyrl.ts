import type { Overrides } from '../../../runtime/message';
import type source from './uz-latn';

/** Where the transliteration is wrong: "email" is written "электрон почта". */
export default {
  sections: {
    account: {
      items: [
        undefined,
        undefined,
        'Рўйхатдан ўтишда ўзингизга тегишли телефон рақами ёки амалдаги электрон почта манзилини ва тўғри исмни кўрсатинг: сертификат шу исмга берилади.',
      ],
    },
    payment: {
      paragraphs: [
        undefined,
        'Меҳмон сифатида сотиб олинган квиз 24 соат давомида очиқ бўлади; шу электрон почта ёки телефон рақами билан рўйхатдан ўтсангиз, харид ва натижалар ҳисобингизга ўтказилади.',
      ],
    },
  },
} satisfies Overrides<typeof source>;
