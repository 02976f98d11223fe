import type source from '../messages/admin/questions/uz-latn';
import { texts } from '../runtime/texts';

/** Admin texts for the question editor and import (docs/product/admin-and-pages.md sections 2, 5, 8). */
export const adminQuestions = texts<typeof source>('admin/questions');
