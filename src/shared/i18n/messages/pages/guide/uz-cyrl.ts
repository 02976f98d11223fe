import type { Overrides } from '../../../runtime/message';
import { latinToCyrillic } from '../../../uz-script';
import common from '../info-common/uz-cyrl';
import commonSource from '../info-common/uz-latn';
import type source from './uz-latn';

/** The registration step is made of the shared texts, whose "email" is written "электрон почта". */
export default {
  steps: {
    registration: { text: `${latinToCyrillic(commonSource.signInWhere)} ${common.signUpWays}` },
  },
} satisfies Overrides<typeof source>;
