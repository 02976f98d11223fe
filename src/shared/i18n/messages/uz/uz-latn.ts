import type { SourceTree } from '../../runtime/message';
import errors from './latn/errors';
import mail from './latn/mail';
import play from './latn/play';
import shell from './latn/shell';
import shop from './latn/shop';

/**
 * The learner side's texts, the spec's wording verbatim, in sections by where they are read:
 * the app's frame and sign-in (shell), shopping and the profile (shop), playing and results (play),
 * letters and the mailbox (mail), the server's error messages by code (errors). The browser loads
 * each section with the screens that read it (src/shared/i18n/uz-sections.ts).
 */
export default { ...shell, ...shop, ...play, ...mail, ...errors } satisfies SourceTree;
