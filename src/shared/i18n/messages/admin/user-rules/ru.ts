import type { Translation } from '../../../runtime/message';
import type source from './uz-latn';

export default {
  reasonRequired: 'Укажите причину блокировки',
  reasonTooLong: 'Причина должна быть не длиннее 500 символов',
  maxAttemptsMin: 'Число попыток должно быть не меньше 1',
} satisfies Translation<typeof source>;
