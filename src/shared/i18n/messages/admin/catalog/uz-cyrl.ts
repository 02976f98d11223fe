import type { Overrides } from '../../../runtime/message';
import type source from './uz-latn';

/** The language codes the import takes stay as they are written. */
export default {
  quizLanguage: { invalid: "Квиз тили 'uz' (ўзбек) ёки 'ru' (рус) бўлиши керак" },
} satisfies Overrides<typeof source>;
