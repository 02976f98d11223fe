import type source from '../messages/admin/results/uz-latn';
import { texts } from '../runtime/texts';

/** The results page and the item analysis (docs/product/admin-and-pages.md section 2 "Results"). */
export const adminResults = texts<typeof source>('admin/results');
