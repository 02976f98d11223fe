import type source from '../messages/admin/questions/uz-latn';
import { texts } from '../runtime/texts';

/** The texts of messages/admin/questions, read in the language being spoken. */
export const adminQuestions = texts<typeof source>('admin/questions');

/** After "save all", what it wrote: "1 ta savol yangilandi, 1 ta savol o'chirildi". */
export function savedSummary(changes: {
  added: number;
  updated: number;
  removed: number;
  reordered: boolean;
}) {
  const t = adminQuestions.editor.saved;
  const parts = [
    changes.added > 0 ? t.added(changes.added) : '',
    changes.updated > 0 ? t.updated(changes.updated) : '',
    changes.removed > 0 ? t.removed(changes.removed) : '',
    changes.reordered ? t.reordered : '',
  ].filter(Boolean);
  const said = parts.length > 0 ? parts.join(', ') : t.nothing;
  return said.charAt(0).toUpperCase() + said.slice(1);
}
