import type { Overrides } from '../../../runtime/message';
import type source from './uz-latn';

export default {
  searchPlaceholder: 'Ўқувчи исми, электрон почта ёки квиз номи',
} satisfies Overrides<typeof source>;
