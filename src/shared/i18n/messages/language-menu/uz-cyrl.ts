import type { Overrides } from '../../runtime/message';
import type source from './uz-latn';

/** The transliteration reads right. */
export default {} satisfies Overrides<typeof source>;
