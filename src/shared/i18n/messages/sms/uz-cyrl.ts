import type { Overrides } from '../../runtime/message';
import type source from './uz-latn';

/**
 * A code's text is one UCS-2 part (70 characters with a 6-digit code), shorter than the Latin
 * wording transliterated; the variable parts keep the names Eskiz fills.
 */
export default {
  templates: {
    SIGN_IN_CODE: 'Bilimdon: кириш коди {code}. 5 дақиқа амал қилади. Ҳеч кимга берманг.',
    PHONE_CONFIRM_CODE: 'Bilimdon: рақамни тасдиқлаш коди {code}. 5 дақиқа. Ҳеч кимга берманг.',
    PASSWORD_RESET_CODE: 'Bilimdon: паролни тиклаш коди {code}. 5 дақиқа. Ҳеч кимга берманг.',
    GUEST_ACCESS_LINK: 'Bilimdon: "{quizTitle}" квизига кириш ҳаволангиз: {url}',
  },
} satisfies Overrides<typeof source>;
