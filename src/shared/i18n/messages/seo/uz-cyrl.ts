import type { Overrides } from '../../runtime/message';
import type source from './uz-latn';

/** The brand keeps its Latin with the Uzbek suffix. */
export default {
  descriptions: { '/about': 'Bilimdon ҳақида: мақсадимиз, хизматларимиз ва жамоамиз.' },
} satisfies Overrides<typeof source>;
