import type { Overrides } from '../../../runtime/message';
import type source from './uz-latn';

export default {
  searchPlaceholder: 'Электрон почта, исм ёки телефон (ёки ID бошидан камида 6 белги) бўйича қидиринг...',
  card: { noEmail: 'Электрон почта қўшилмаган' },
} satisfies Overrides<typeof source>;
