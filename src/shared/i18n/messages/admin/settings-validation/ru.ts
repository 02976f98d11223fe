import type { Translation } from '../../../runtime/message';
import type source from './uz-latn';

export default {
  siteNameRequired: 'Введите название сайта',
  siteNameMax: 'Название сайта должно быть не длиннее {max, plural, one {# символа} other {# символов}}',
  siteDescriptionMax:
    'Описание сайта должно быть не длиннее {max, plural, one {# символа} other {# символов}}',
  adminEmailInvalid: 'Введите корректный email администратора',
  priceInteger: 'Цена должна быть целым числом',
  priceMin: 'Цена не может быть меньше 0',
  priceMax: 'Цена должна быть не больше {max} сум',
  durationInteger: 'Длительность должна быть целым числом',
  durationMin: 'Длительность должна быть не меньше 1 минуты',
  durationMax: 'Длительность должна быть не больше {max, plural, one {# минуты} other {# минут}}',
  passingRange: 'Проходной процент должен быть целым числом от 0 до 100',
} satisfies Translation<typeof source>;
