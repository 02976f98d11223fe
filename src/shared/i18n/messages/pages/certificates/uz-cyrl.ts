import type { Overrides } from '../../../runtime/message';
import type source from './uz-latn';

/** "N/A" is an abbreviation of the interface, not Uzbek letters: it stays as written. */
export default {
  notAvailable: 'N/A',
} satisfies Overrides<typeof source>;
