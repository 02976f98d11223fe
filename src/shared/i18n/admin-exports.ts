import type source from './messages/admin-exports/uz-latn';
import { texts } from './runtime/texts';

/** The admin's CSV exports' headers and cell words, in the downloading admin's language. */
export const adminExportTexts = texts<typeof source>('admin-exports');
