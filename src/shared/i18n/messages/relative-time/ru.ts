import type { Translation } from '../../runtime/message';
import type source from './uz-latn';

/** Spans in the accusative ("1 минуту"): Russian reads them after "через" and before "назад". */
export default {
  lessThanXSeconds:
    '{count, plural, =1 {меньше секунды} one {меньше # секунды} few {меньше # секунд} many {меньше # секунд} other {меньше # секунды}}',
  xSeconds: '{count, plural, one {# секунду} few {# секунды} many {# секунд} other {# секунды}}',
  halfAMinute: 'полминуты',
  lessThanXMinutes:
    '{count, plural, =1 {меньше минуты} one {меньше # минуты} few {меньше # минут} many {меньше # минут} other {меньше # минуты}}',
  xMinutes: '{count, plural, one {# минуту} few {# минуты} many {# минут} other {# минуты}}',
  aboutXHours:
    '{count, plural, one {около # часа} few {около # часов} many {около # часов} other {около # часа}}',
  xHours: '{count, plural, one {# час} few {# часа} many {# часов} other {# часа}}',
  xDays: '{count, plural, one {# день} few {# дня} many {# дней} other {# дня}}',
  aboutXWeeks:
    '{count, plural, one {около # недели} few {около # недель} many {около # недель} other {около # недели}}',
  xWeeks: '{count, plural, one {# неделю} few {# недели} many {# недель} other {# недели}}',
  aboutXMonths:
    '{count, plural, one {около # месяца} few {около # месяцев} many {около # месяцев} other {около # месяца}}',
  xMonths: '{count, plural, one {# месяц} few {# месяца} many {# месяцев} other {# месяца}}',
  aboutXYears:
    '{count, plural, one {около # года} few {около # лет} many {около # лет} other {около # года}}',
  xYears: '{count, plural, one {# год} few {# года} many {# лет} other {# года}}',
  overXYears:
    '{count, plural, one {больше # года} few {больше # лет} many {больше # лет} other {больше # года}}',
  almostXYears:
    '{count, plural, one {почти # год} few {почти # года} many {почти # лет} other {почти # года}}',
  ago: '{span} назад',
  later: 'через {span}',
} satisfies Translation<typeof source>;
