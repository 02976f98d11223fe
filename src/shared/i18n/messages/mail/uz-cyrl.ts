import type { Overrides } from '../../runtime/message';
import type source from './uz-latn';

/** Where the transliteration is wrong: "email" is written "электрон почта", the brand with its suffix. */
export default {
  verifySubject: 'Bilimdon: электрон почтангизни тасдиқланг',
  verifyBody:
    'Bilimdon’да рўйхатдан ўтганингиз учун раҳмат. Ҳисобингизни фаоллаштириш учун қуйидаги ҳаволани босинг:',
  verifyButton: 'Электрон почтани тасдиқлаш',
  existingAccountSubject: 'Bilimdon: электрон почтангиз билан рўйхатдан ўтишга уринилди',
  existingAccountBody:
    'Кимдир шу электрон почта манзили билан Bilimdon’да рўйхатдан ўтишга уринди. Бу манзил билан ҳисобингиз аллақачон бор.',
  existingAccountButton: 'Bilimdon’га ўтиш',
} satisfies Overrides<typeof source>;
