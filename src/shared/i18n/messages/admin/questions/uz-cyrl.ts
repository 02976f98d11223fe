import type { Overrides } from '../../../runtime/message';
import type source from './uz-latn';

/** Field names and values of the import formats stay as they are written in the file. */
export default {
  validation: { jsonNotArray: 'JSON матн массив бўлиши керак' },
  import: {
    explanationNotText: 'explanation матн бўлиши керак',
    previewNotBoolean: 'is_preview true ёки false бўлиши керак',
    imageInvalid: 'thumbnail_url нотўғри расм манзили',
  },
} satisfies Overrides<typeof source>;
