import type { Translation } from '../../runtime/message';
import type source from './uz-latn';

/** A code's text is one UCS-2 part (70 characters with a 6-digit code): hence the short wording. */
export default {
  templates: {
    SIGN_IN_CODE: 'Bilimdon: код входа {code}. Действует 5 минут. Никому не сообщайте.',
    PHONE_CONFIRM_CODE: 'Bilimdon: код подтверждения номера {code}, 5 мин. Никому не сообщайте.',
    PASSWORD_RESET_CODE: 'Bilimdon: код сброса пароля {code}, 5 минут. Никому не сообщайте.',
    GUEST_ACCESS_LINK: 'Bilimdon: ваша ссылка на квиз «{quizTitle}»: {url}',
  },
  fallbackQuizTitle: 'Квиз',
} satisfies Translation<typeof source>;
