import type { Translation } from '../../../runtime/message';
import type source from './uz-latn';

export default {
  siteNameRequired: 'Введите название сайта',
  siteNameMax:
    'Название сайта должно быть не длиннее {max, plural, one {# символа} few {# символов} many {# символов} other {# символа}}',
  siteDescriptionMax:
    'Описание сайта должно быть не длиннее {max, plural, one {# символа} few {# символов} many {# символов} other {# символа}}',
  adminEmailInvalid: 'Введите корректный email администратора',
  priceInteger: 'Цена должна быть целым числом',
  priceMin: 'Цена не может быть меньше 0',
  priceMax: 'Цена должна быть не больше {max} сум',
  durationInteger: 'Длительность должна быть целым числом',
  durationMin: 'Длительность должна быть не меньше 1 минуты',
  durationMax:
    'Длительность должна быть не больше {max, plural, one {# минуты} few {# минут} many {# минут} other {# минуты}}',
  passingRange: 'Проходной процент должен быть целым числом от 0 до 100',
} satisfies Translation<typeof source>;
