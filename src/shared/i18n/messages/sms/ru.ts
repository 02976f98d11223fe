import type { Translation } from '../../runtime/message';
import type source from './uz-latn';

export default {
  templates: {
    SIGN_IN_CODE: 'Bilimdon: ваш код для входа {code}. Код действует 5 минут. Никому его не сообщайте.',
    PHONE_CONFIRM_CODE:
      'Bilimdon: код подтверждения номера телефона {code}. Код действует 5 минут. Никому его не сообщайте.',
    PASSWORD_RESET_CODE:
      'Bilimdon: код восстановления пароля {code}. Код действует 5 минут. Никому его не сообщайте.',
    GUEST_ACCESS_LINK: 'Bilimdon: ваша ссылка для входа в квиз «{quizTitle}»: {url}',
  },
  fallbackQuizTitle: 'Квиз',
} satisfies Translation<typeof source>;
