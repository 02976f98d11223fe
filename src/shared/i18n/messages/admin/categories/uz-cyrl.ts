import type { Overrides } from '../../../runtime/message';
import type source from './uz-latn';

export default {} satisfies Overrides<typeof source>;
