import type { Translation } from '../../runtime/message';
import type source from './uz-latn';

export default {
  label: 'Язык интерфейса',
  toggle: 'Выбрать язык, сейчас: {language}',
} satisfies Translation<typeof source>;
