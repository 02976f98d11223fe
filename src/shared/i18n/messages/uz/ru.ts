import type { Translation } from '../../runtime/message';
import type source from './uz-latn';

export default {} as Translation<typeof source>;
