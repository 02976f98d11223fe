import type { Translation } from '../../runtime/message';
import errors from './ru/errors';
import mail from './ru/mail';
import play from './ru/play';
import shell from './ru/shell';
import shop from './ru/shop';
import type source from './uz-latn';

/** The learner side in Russian, written for Russian readers rather than word for word. */
export default { ...shell, ...shop, ...play, ...mail, ...errors } satisfies Translation<typeof source>;
