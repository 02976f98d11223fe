import type { Translation } from '../../runtime/message';
import type source from './uz-latn';

export default {
  free: 'Бесплатно',
  currency: 'сум',
  minutes: '{n, plural, one {# минута} few {# минуты} many {# минут} other {# минуты}}',
  questions: '{n, plural, one {# вопрос} few {# вопроса} many {# вопросов} other {# вопроса}}',
  timeZone: 'ташкентское время',
  // a date names its month in the genitive: "27 ноября 2026"
  months: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
} satisfies Translation<typeof source>;
