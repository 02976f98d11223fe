import type { Overrides } from '../../../runtime/message';
import type source from './uz-latn';

export default {
  panelTitle: 'Админ панели',
} satisfies Overrides<typeof source>;
