import type { Overrides } from '../../runtime/message';
import type source from './uz-latn';

/** Where the transliteration is wrong: "email" is written "электрон почта". */
export default {
  methods: {
    email: 'Электрон почта',
  },
  profile: {
    description:
      'Ҳисобингизга телефон рақами (SMS код) ёки электрон почта билан кирасиз. Иккаласини ҳам қўшиб қўйишингиз мумкин.',
    email: 'Электрон почта',
    addEmail: 'Электрон почта қўшиш',
    addEmailTitle: 'Электрон почта қўшиш',
    addEmailDescription:
      'Электрон почтангизга тасдиқлаш ҳаволаси юборамиз: уни босганингиздан сўнг электрон почта ҳисобингизга қўшилади.',
    emailSent:
      '{email} манзилига тасдиқлаш ҳаволаси юборилди. Ҳаволани босганингиздан сўнг электрон почта ҳисобингизга қўшилади.',
    emailFailed: 'Электрон почтани қўшишда хатолик юз берди',
  },
  reset: {
    byEmail: 'Электрон почта орқали',
  },
} satisfies Overrides<typeof source>;
