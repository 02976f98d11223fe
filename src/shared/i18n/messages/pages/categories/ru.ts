import type { Translation } from '../../../runtime/message';
import type source from './uz-latn';

export default {
  title: 'Категории',
  lead: 'Выберите интересующее вас направление: каждая категория ведёт к своим квизам.',
  quizCount: '{n, plural, one {# квиз} few {# квиза} many {# квизов} other {# квиза}}',
  empty: 'Категорий пока нет',
  loadFailed: 'Не удалось загрузить категории',
  allQuizzes: 'Смотреть все квизы',
} satisfies Translation<typeof source>;
