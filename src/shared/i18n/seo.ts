import type source from './messages/seo/uz-latn';
import { texts } from './runtime/texts';

/** Each page's title and meta description, in the language being spoken. */
export const seoTexts = texts<typeof source>('seo');
