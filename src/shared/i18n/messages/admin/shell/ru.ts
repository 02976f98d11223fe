import type { Translation } from '../../../runtime/message';
import type source from './uz-latn';

export default {
  nav: {
    dashboard: 'Обзор',
    quizzes: 'Квизы',
    categories: 'Категории',
    users: 'Пользователи',
    sessions: 'Сессии входа',
    results: 'Результаты',
    settings: 'Настройки',
    home: 'На главную',
    signOut: 'Выйти',
    label: 'Меню администратора',
  },
  panelTitle: 'Панель администратора',
  noAccess: {
    title: 'Нет доступа',
    message:
      'Панель администратора доступна только администраторам. У вашего аккаунта нет прав на этот раздел.',
    home: 'На главную',
  },
  notFound: {
    title: 'Страница не найдена',
    message: 'В панели администратора нет такого раздела.',
    back: 'Вернуться к обзору',
  },
  errorTitle: 'Ошибка',
  successTitle: 'Готово',
  dayInput: {
    placeholder: 'дд.мм.гггг',
    hint: 'Введите дату в формате день.месяц.год, например 27.11.2026',
    invalid: 'Такой даты нет. Введите дату в формате день.месяц.год, например 27.11.2026',
    tooEarly: 'Дата должна быть не раньше {day}',
    tooLate: 'Дата должна быть не позже {day}',
  },
  fileInput: {
    choose: 'Выбрать файл',
    none: 'Файл не выбран',
  },
} satisfies Translation<typeof source>;
