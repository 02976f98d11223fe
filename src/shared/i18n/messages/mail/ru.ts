import type { Translation } from '../../runtime/message';
import type source from './uz-latn';

export default {
  verifySubject: 'Bilimdon: подтвердите email',
  verifyGreeting: 'Здравствуйте, {name}!',
  verifyBody: 'Спасибо за регистрацию в Bilimdon. Чтобы активировать аккаунт, перейдите по ссылке ниже:',
  verifyButton: 'Подтвердить email',
  verifyIgnore: 'Если вы не регистрировались, просто не обращайте внимания на это письмо.',
  resetSubject: 'Bilimdon: восстановление пароля',
  resetBody: 'Мы получили запрос на восстановление пароля. Введите код ниже или перейдите по ссылке:',
  resetCode: 'Код подтверждения: {code}',
  resetButton: 'Задать новый пароль',
  resetExpiry: 'Код и ссылка действуют 1 час.',
  resetIgnore: 'Если вы не отправляли запрос, не обращайте внимания на это письмо: пароль не изменится.',
  existingAccountSubject: 'Bilimdon: попытка регистрации с вашим email',
  existingAccountBody:
    'Кто-то попытался зарегистрироваться в Bilimdon с этим адресом. Аккаунт с этим адресом у вас уже есть.',
  existingAccountAdvice:
    'Если это были вы, войдите, а если забыли пароль, восстановите его через «Забыли пароль?» в окне входа.',
  existingAccountButton: 'Перейти в Bilimdon',
  existingAccountIgnore:
    'Если это были не вы, не обращайте внимания на это письмо: аккаунт и пароль не изменились.',
  receiptSubject: 'Bilimdon: спасибо за покупку',
  receiptBody: 'Эти квизы добавлены в ваш профиль. Проходите их на любом устройстве:',
  receiptTotal: 'Итого оплачено: {sum}',
  receiptButton: 'Мои квизы',
  freeClaimSubject: 'Bilimdon: бесплатный квиз добавлен в профиль',
  freeClaimBody:
    'Квиз «{title}» бесплатно добавлен в ваш профиль. Начните его сейчас или позже на любом устройстве:',
  freeClaimButton: 'Начать квиз',
  certificateSubject: 'Bilimdon: ваш сертификат готов',
  certificateBody: 'Поздравляем! Вы сдали квиз «{quiz}» с результатом {percent} и получили сертификат.',
  certificateCode: 'Код сертификата: {code}. Скачать его в PNG или PDF можно из результата в вашем профиле.',
  certificateButton: 'Страница проверки сертификата',
  notificationFooter:
    'Это письмо о действиях в вашем аккаунте Bilimdon. Уведомления включает и выключает администратор в настройках.',
} satisfies Translation<typeof source>;
