import type { SourceTree } from '../../runtime/message';

/**
 * The SMS texts, each exactly as submitted to Eskiz for moderation, one template per language:
 * Eskiz delivers only texts that match an approved template, with `{name}` standing for the
 * variable part (filled by the server, not ICU). Latin texts use the plain apostrophe only, so each
 * stays one GSM-7 part (160 characters); Cyrillic and Russian ones are UCS-2, 70 characters a
 * part, so their codes are worded to fit one part too. The README lists them for the operator.
 */
export default {
  templates: {
    SIGN_IN_CODE: 'Bilimdon: kirish kodingiz {code}. Kod 5 daqiqa amal qiladi. Uni hech kimga bermang.',
    PHONE_CONFIRM_CODE:
      'Bilimdon: telefon raqamingizni tasdiqlash kodi {code}. Kod 5 daqiqa amal qiladi. Uni hech kimga bermang.',
    PASSWORD_RESET_CODE:
      'Bilimdon: parolni tiklash kodi {code}. Kod 5 daqiqa amal qiladi. Uni hech kimga bermang.',
    GUEST_ACCESS_LINK: 'Bilimdon: "{quizTitle}" quiziga kirish havolangiz: {url}',
  },
  /** put in place of a quiz title that has no letters left to show in an SMS */
  fallbackQuizTitle: 'Quiz',
} satisfies SourceTree;
