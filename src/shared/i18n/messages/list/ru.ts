import type { Translation } from '../../runtime/message';
import type source from './uz-latn';

export default { va: 'и', yoki: 'или' } satisfies Translation<typeof source>;
