import type { Translation } from '../../../runtime/message';
import type source from './uz-latn';

export default {
  title: 'Обзор',
  subtitle: 'Общие показатели платформы, последние события и статистика за 30 дней.',
  loadError: 'Не удалось загрузить данные обзора',
  countersLabel: 'Общие показатели',
  counters: {
    users: 'Пользователи',
    quizzes: 'Квизы',
    purchases: 'Покупки',
    revenue: 'Выручка',
    results: 'Результаты',
    certificates: 'Сертификаты',
  },
  activity: {
    title: 'Последние события',
    empty: 'Событий пока нет',
    guest: 'Гость',
    deletedUser: 'Удалённый пользователь',
    purchase: 'Купил(а) квиз «{quiz}»',
    freeClaim: 'Получил(а) бесплатный квиз «{quiz}»',
    completion: 'Прошёл(ла) квиз «{quiz}»: {percent}',
    registration: 'Зарегистрировался(лась)',
    kinds: {
      purchase: 'Покупка',
      freeClaim: 'Бесплатное получение',
      completion: 'Квиз пройден',
      registration: 'Регистрация',
    },
  },
  topQuizzes: {
    title: 'Популярные квизы',
    hint: 'По числу покупок и прохождений',
    empty: 'Покупок и прохождений пока нет',
    purchases: '{n, plural, one {# покупка} few {# покупки} many {# покупок} other {# покупки}}',
    plays:
      '{n, plural, one {пройден # раз} few {пройден # раза} many {пройден # раз} other {пройден # раза}}',
  },
  charts: {
    revenueTitle: 'Выручка по дням',
    resultsTitle: 'Результаты по дням',
    period: 'Последние 30 дней',
    revenue: 'Выручка',
    passed: 'Сдали',
    failed: 'Не сдали',
    date: 'Дата',
    revenueSummary: 'Выручка за последние 30 дней: {total}; лучший день: {best}.',
    resultsSummary: 'За последние 30 дней сдано: {passed}, не сдано: {failed}.',
    noData: 'За этот период данных нет',
    thousand: 'тыс.',
    million: 'млн',
  },
} satisfies Translation<typeof source>;
