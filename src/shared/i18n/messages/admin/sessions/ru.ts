import type { Translation } from '../../../runtime/message';
import type source from './uz-latn';

export default {
  title: 'Сессии входа',
  subtitle: 'Все устройства, с которых сейчас выполнен вход. Подозрительную сессию завершайте сразу.',
  listLabel: 'Список сессий',
  refresh: 'Обновить',
  refreshing: 'Обновляем...',
  autoRefresh: 'Обновляется каждые 30 секунд',
  count:
    '{n, plural, one {# активная сессия} few {# активные сессии} many {# активных сессий} other {# активной сессии}}',
  empty: 'Активных сессий нет',
  emptyHint: 'Когда кто-нибудь войдёт в систему, его сессия появится здесь.',
  columns: {
    user: 'Пользователь',
    device: 'Устройство',
    signInMethod: 'Способ входа',
    ip: 'IP-адрес',
    lastActivity: 'Последняя активность',
    actions: 'Действия',
  },
  signInMethods: {
    phone_code: { way: 'Телефон', detail: 'код из SMS' },
    phone_password: { way: 'Телефон', detail: 'пароль' },
    email_password: { way: 'Эл. почта', detail: 'пароль' },
    impersonation: { way: 'Администратор', detail: 'от имени пользователя' },
  },
  unknownSignInMethod: 'Неизвестно',
  signedInBy: 'Способ входа: {way}',
  current: 'Ваша текущая сессия',
  unknownBrowser: 'Неизвестный браузер',
  noIp: 'IP неизвестен',
  noUserAgent: 'Нет user agent',
  ip: 'IP: {ip}',
  lastActivity: 'Последняя активность: {when}',
  signedInAt: 'Вход: {date}',
  showUserAgent: 'Показать user agent',
  hideUserAgent: 'Скрыть',
  terminate: 'Завершить',
  terminateLabel: '{name}: завершить сессию на устройстве {device}',
  confirmTitle: 'Завершить сессию?',
  confirmMessage:
    'Пользователь {name} сразу выйдет из системы на устройстве {device}. Чтобы войти снова, понадобится пароль.',
  confirmCurrent:
    'Это ваша текущая сессия: если её завершить, вы выйдете из системы на этом устройстве и из панели администратора.',
  terminated: 'Сессия завершена',
  errors: {
    load: 'Не удалось загрузить сессии',
    terminate: 'Не удалось завершить сессию',
  },
} satisfies Translation<typeof source>;
