import type { Translation } from '../../runtime/message';
import type source from './uz-latn';

export default {
  required: 'Заполните это поле',
  number: 'Введите число',
  integer: 'Введите целое число',
  text: 'Введите текст',
  yesOrNo: 'Выберите «да» или «нет»',
  list: 'Ожидается список',
  wrongType: 'Неверный тип значения',
  textMin:
    'Введите не меньше {min, plural, one {# символа} few {# символов} many {# символов} other {# символа}}',
  textMax:
    'Текст должен быть не длиннее {max, plural, one {# символа} few {# символов} many {# символов} other {# символа}}',
  numberMin: 'Значение не может быть меньше {min, number}',
  numberAbove: 'Значение должно быть больше {min, number}',
  numberMax: 'Значение не может быть больше {max, number}',
  numberBelow: 'Значение должно быть меньше {max, number}',
  listOne: 'Добавьте хотя бы одно значение',
  listMin:
    'Нужно не меньше {min, plural, one {# значения} few {# значений} many {# значений} other {# значения}}',
  listMax:
    'Допускается не больше {max, plural, one {# значения} few {# значений} many {# значений} other {# значения}}',
  dateEarly: 'Слишком ранняя дата',
  dateLate: 'Слишком поздняя дата',
  multipleOf: 'Введите число, кратное {divisor, number}',
  email: 'Введите правильный адрес email',
  url: 'Введите ссылку полностью (с https://)',
  id: 'Неверный идентификатор',
  dateFormat: 'Дата или время записаны неверно',
  startsWith: 'Должно начинаться с «{prefix}»',
  endsWith: 'Должно заканчиваться на «{suffix}»',
  includes: 'Должно содержать «{part}»',
  pattern: 'Значение не в нужном формате',
  choice: 'Выберите одно из значений списка',
  unknownFields: 'Неизвестное поле: {fields}',
  invalid: 'Неверное значение',
} satisfies Translation<typeof source>;
