import type { Overrides } from '../../runtime/message';
import type source from './uz-latn';

/** The variable parts keep the names Eskiz fills ({url} is no word to transliterate). */
export default {
  templates: {
    GUEST_ACCESS_LINK: 'Bilimdon: "{quizTitle}" квизига кириш ҳаволангиз: {url}',
  },
} satisfies Overrides<typeof source>;
