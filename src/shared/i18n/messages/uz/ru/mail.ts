import type { Translation } from '../../../runtime/message';
import type source from '../latn/mail';

export default {
  mailbox: {
    title: 'Почтовый ящик (разработка)',
    description:
      'SMS и письма, отправленные сайтом, — здесь, новые сверху. Если SMTP или Eskiz не настроены, они хранятся только здесь.',
    smsTitle: 'SMS-сообщения',
    emailTitle: 'Письма',
    smsEmpty: 'SMS пока нет',
    smsCount:
      '{n, plural, one {# SMS-сообщение} few {# SMS-сообщения} many {# SMS-сообщений} other {# SMS-сообщения}}',
    smsStatus: {
      QUEUED: 'В очереди',
      SENDING: 'Отправляется',
      STORED: 'Сохранено (не отправляется)',
      SENT: 'Передано в Eskiz',
      DELIVERED: 'Доставлено',
      REJECTED: 'Отклонено',
      UNDELIVERABLE: 'Не доставлено',
      EXPIRED: 'Срок истёк',
      FAILED: 'Не отправлено',
    },
    empty: 'Писем пока нет',
    to: 'Кому',
    refresh: 'Обновить',
    subject: 'Тема',
    sentAt: 'Отправлено',
    loadFailed: 'Не удалось загрузить письма',
    count: '{n, plural, one {# письмо} few {# письма} many {# писем} other {# письма}}',
  },
} satisfies Translation<typeof source>;
