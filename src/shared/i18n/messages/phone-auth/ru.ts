import type { Translation } from '../../runtime/message';
import type source from './uz-latn';

export default {
  methods: {
    label: 'Способ входа',
    phone: 'Телефон',
    email: 'Эл. почта',
    emailPanel: 'Вход по электронной почте',
  },
  phone: {
    label: 'Номер телефона',
    prefix: '+998',
    placeholder: '90 123 45 67',
    hint: 'Если номер новый, аккаунт создастся автоматически. Пароль не нужен.',
    normalized: 'Номер: {phone}',
    sendCode: 'Получить код',
    sending: 'Отправляем...',
    codeSentTitle: 'Код отправлен',
    codeSentTo: 'Код подтверждения отправлен по SMS на номер {phone}.',
    code: 'Код из SMS',
    codePlaceholder: 'Код из 6 цифр',
    verify: 'Подтвердить',
    verifying: 'Проверяем...',
    resend: 'Отправить код повторно',
    resendIn: 'Отправить код повторно (через {wait})',
    changeNumber: 'Изменить номер',
    withPassword: 'Войти с паролем',
    withCode: 'Войти по коду из SMS',
    sendFailed: 'Не удалось отправить код',
    verifyFailed: 'Не удалось проверить код',
    retryAfter: 'Повторить можно через {wait}',
  },
  profile: {
    title: 'Способы входа',
    description:
      'Вы входите в аккаунт по номеру телефона (код из SMS) или по электронной почте. Можно подключить оба способа.',
    phone: 'Телефон',
    email: 'Эл. почта',
    password: 'Пароль',
    none: 'Не добавлен',
    passwordSet: 'Установлен',
    passwordNone: 'Не установлен: вход по коду из SMS',
    loadFailed: 'Не удалось загрузить способы входа',
    setPassword: 'Установить пароль',
    setPasswordTitle: 'Установка пароля',
    setPasswordDescription:
      'Пароль необязателен: с ним вы сможете входить и по номеру телефона с паролем. Для подтверждения мы отправим код по SMS на номер {phone}.',
    passwordSetSignIn:
      'Пароль установлен. В целях безопасности мы вышли из вашего аккаунта на всех устройствах: войдите снова с номером телефона и новым паролем.',
    addPhone: 'Добавить телефон',
    addPhoneTitle: 'Добавление номера телефона',
    addPhoneDescription: 'Мы отправим код по SMS на новый номер: введите его, чтобы подтвердить номер.',
    phoneAdded: 'Номер телефона добавлен в ваш аккаунт',
    addEmail: 'Добавить почту',
    addEmailTitle: 'Добавление электронной почты',
    addEmailDescription:
      'Мы отправим на вашу почту ссылку для подтверждения: после перехода по ней почта будет добавлена в аккаунт.',
    emailSentTitle: 'Ссылка для подтверждения отправлена',
    emailSent:
      'Ссылка для подтверждения отправлена на адрес {email}. После перехода по ней почта будет добавлена в аккаунт.',
    emailFailed: 'Не удалось добавить почту',
    send: 'Отправить',
    sending: 'Отправляем...',
  },
  reset: {
    byPhone: 'По телефону',
    byEmail: 'По почте',
    emailPanel: 'Восстановление по электронной почте',
    phoneDescription: 'Введите номер телефона, и мы отправим код для восстановления пароля по SMS',
    phoneCodeDescription: 'Введите код из SMS, пришедшего на ваш телефон, и новый пароль',
  },
} satisfies Translation<typeof source>;
