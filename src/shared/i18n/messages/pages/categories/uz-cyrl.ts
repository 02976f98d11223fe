import type { Overrides } from '../../../runtime/message';
import type source from './uz-latn';

/** The transliteration reads right throughout: nothing to correct. */
export default {} satisfies Overrides<typeof source>;
