import type { Translation } from '../../../runtime/message';
import type source from './uz-latn';

export default {
  title: 'Сертификаты',
  lead: 'Сертификаты за успешно пройденные квизы: скачивайте, проверяйте и делитесь ими.',
  signIn: 'Войдите в аккаунт, чтобы увидеть свои сертификаты',
  statsLabel: 'Показатели по сертификатам',
  stats: {
    total: 'Всего сертификатов',
    averageScore: 'Средний балл',
    highestScore: 'Лучший балл',
    active: 'Действующие сертификаты',
  },
  listTitle: 'Мои сертификаты',
  noQuizTitle: 'Название квиза недоступно',
  notAvailable: 'Н/Д',
  issuedAt: 'Дата выдачи',
  result: 'Результат',
  active: 'Действует',
  inactive: 'Недействителен',
  downloadPng: 'PNG',
  downloadPdf: 'PDF',
  downloadLabel: '{quiz}: скачать сертификат в формате {format}',
  downloading: 'Загрузка...',
  verify: 'Страница проверки',
  verifyLabel: '{quiz}: страница проверки сертификата',
  empty: 'Сертификатов не найдено',
  emptyHint: 'Успешно пройдите квиз, и сертификат появится здесь.',
  browse: 'Смотреть квизы',
  loadFailed: 'Не удалось загрузить сертификаты',
  fileNotFound: 'Файл сертификата не найден',
  info: {
    title: 'О сертификатах',
    conditionsTitle: 'Как получить сертификат',
    conditions: {
      passMark: 'Наберите в квизе не менее {passMark}%.',
      owned: 'Квиз должен быть куплен или получен бесплатно.',
      automatic: 'Сертификат выдаётся автоматически сразу после квиза.',
    },
    benefitsTitle: 'Преимущества',
    benefits: [
      'Подлинность сертификата любой может проверить по QR-коду.',
      'Его можно скачать в форматах PDF и PNG.',
      'Делитесь ссылкой на проверку с работодателем или друзьями.',
    ],
  },
} satisfies Translation<typeof source>;
