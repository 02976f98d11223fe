import type { Overrides } from '../../runtime/message';
import type source from './uz-latn';

/** Where the transliteration of the Latin texts is wrong: "email" is written "электрон почта". */
export default {
  guestCompletedMessage:
    'Квизни 24 соат давомида ўйнашингиз мумкин. Кириш ҳаволаси электрон почтангизга юборилди.',
  guestUnpayableMessage: {
    ALREADY_OWNED:
      'Бу электрон почта билан ушбу квизга кириш бошқа тўлов орқали аллақачон очилган: бир квиз учун икки марта пул олинмайди, шунинг учун тўлов тизими бу тўловни қабул қилмайди. Пул ечилмади. Кириш ҳаволаси электрон почтангизга юборилган.',
  },
  guestNotFoundMessage:
    'Бу тўлов бошқа браузерда бошланган ёки ҳисоб орқали қилинган. Ҳисобингиз бўлса, тизимга киринг; меҳмон сифатида харид қилган бўлсангиз, электрон почтангиздаги ҳаволани очинг.',
} satisfies Overrides<typeof source>;
