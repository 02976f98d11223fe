import { adminCatalog } from '@shared/i18n/admin/catalog';
import { adminQuestions } from '@shared/i18n/admin/questions';
import type { AdminModule } from '@shared/schemas/admin-catalog';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { useEffect, useState } from 'react';
import { type EditorQuestion, type EditorState, rowMark } from '../editor-state';
import { QuestionRow } from './question-row';

export interface QuestionListProps {
  state: EditorState;
  modules: AdminModule[];
  rowError: { key: string; message: string } | null;
  onEdit: (question: EditorQuestion) => void;
  onRemove: (key: string) => void;
  onMove: (key: string, by: -1 | 1) => void;
}

/** The numbered list (cards below 768 px); deleting asks first and stays local until saved. */
export function QuestionList({ state, modules, rowError, onEdit, onRemove, onMove }: QuestionListProps) {
  const [removing, setRemoving] = useState<EditorQuestion | null>(null);
  const [movedKey, setMovedKey] = useState<{ key: string; by: -1 | 1 } | null>(null);
  const moduleNames = new Map(modules.map((module) => [module.id, module.name]));

  // a moved row's button keeps the focus, or its other arrow when it reached an end
  useEffect(() => {
    if (!movedKey) return;
    const direction = movedKey.by === -1 ? 'up' : 'down';
    const other = direction === 'up' ? 'down' : 'up';
    const button =
      document.querySelector<HTMLButtonElement>(
        `[data-move="${direction}"][data-key="${movedKey.key}"]:enabled`,
      ) ?? document.querySelector<HTMLButtonElement>(`[data-move="${other}"][data-key="${movedKey.key}"]`);
    button?.focus();
  }, [movedKey]);

  return (
    <>
      <ol aria-label={adminQuestions.editor.listLabel} className="grid gap-2">
        {state.questions.map((question, index) => (
          <QuestionRow
            key={question.key}
            question={question}
            number={index + 1}
            isFirst={index === 0}
            isLast={index === state.questions.length - 1}
            moduleName={
              question.moduleId
                ? (moduleNames.get(question.moduleId) ?? adminCatalog.unassignedModule)
                : adminCatalog.unassignedModule
            }
            mark={rowMark(state, question)}
            error={rowError?.key === question.key ? rowError.message : null}
            onEdit={() => onEdit(question)}
            onRemove={() => setRemoving(question)}
            onMove={(by) => {
              onMove(question.key, by);
              setMovedKey({ key: question.key, by });
            }}
          />
        ))}
      </ol>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={adminQuestions.editor.removeTitle}
        description={adminQuestions.editor.removeMessage}
        confirmLabel={adminQuestions.editor.remove}
        destructive
        onConfirm={() => {
          if (removing) onRemove(removing.key);
          setRemoving(null);
        }}
      />
    </>
  );
}
