import type { Overrides } from '../../runtime/message';
import type source from './uz-latn';

/** The transliteration reads right ("сўм", "ноябрь" with its soft sign): nothing to correct. */
export default {} satisfies Overrides<typeof source>;
