import type source from './messages/relative-time/uz-latn';
import { texts } from './runtime/texts';

/** Spans of time in the product's words, keyed by date-fns' distance tokens, in the reader's language. */
export const relativeTime = texts<typeof source>('relative-time');
