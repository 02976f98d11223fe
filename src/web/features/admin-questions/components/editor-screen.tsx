import { adminQuestions } from '@shared/i18n/admin/questions';
import type { AdminModule, AdminQuiz } from '@shared/schemas/admin-catalog';
import type { AdminQuestionsResponse, ImportCommitResponse } from '@shared/schemas/admin-questions';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { StatusPanel } from '@web/components/status-panel';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { notifySuccess } from '@web/lib/notify';
import { FileQuestion, FileUp, Plus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { blankQuestion, canBePreview, type EditorQuestion, type QuestionFields } from '../editor-state';
import { useQuestionEditor } from '../use-question-editor';
import { EditorHeader } from './editor-header';
import { ImportDialog } from './import-dialog';
import { QuestionDialog } from './question-dialog';
import { QuestionList } from './question-list';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

type Editing =
  | { mode: 'add'; fields: QuestionFields }
  | { mode: 'edit'; key: string; fields: QuestionFields };

/** The loaded editor: header, list, the add/edit and import dialogs, and the guards around them. */
export function EditorScreen({
  quiz,
  modules,
  initial,
}: {
  quiz: AdminQuiz;
  modules: AdminModule[];
  initial: AdminQuestionsResponse;
}) {
  const editor = useQuestionEditor(quiz.id, initial);
  const { state, dispatch, dirty } = editor;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [askSaveFirst, setAskSaveFirst] = useState(false);
  const [askReload, setAskReload] = useState(false);

  const openAdd = () => setEditing({ mode: 'add', fields: blankQuestion() });
  const openEdit = ({ key, id: _id, ...fields }: EditorQuestion) => setEditing({ mode: 'edit', key, fields });
  // an import appends to the saved list, so it waits until nothing is unsaved
  const openImport = () => (dirty ? setAskSaveFirst(true) : setImportOpen(true));

  const submitQuestion = (fields: QuestionFields) => {
    if (!editing) return;
    dispatch(editing.mode === 'add' ? { type: 'add', fields } : { type: 'update', key: editing.key, fields });
    setEditing(null);
  };

  const imported = ({ added, modulesCreated, skipped, ...list }: ImportCommitResponse) => {
    editor.replaceList(list);
    const done =
      modulesCreated > 0
        ? adminQuestions.importer.doneWithModules(added, modulesCreated)
        : adminQuestions.importer.done(added);
    notifySuccess(skipped > 0 ? `${done}. ${adminQuestions.importer.skipped(skipped)}` : done);
  };

  return (
    <div className="grid gap-6">
      <EditorHeader
        quizId={quiz.id}
        quizTitle={quiz.title}
        count={state.questions.length}
        dirty={dirty}
        saving={editor.saving}
        onAdd={openAdd}
        onImport={openImport}
        onShuffleQuestions={() => dispatch({ type: 'shuffleQuestions', random: Math.random })}
        onShuffleAnswers={() => dispatch({ type: 'shuffleAnswers', random: Math.random })}
        onSave={() => void editor.saveAll()}
      />
      {editor.conflict ? (
        <Alert variant="destructive">
          <AlertTitle>{adminQuestions.editor.conflictTitle}</AlertTitle>
          <AlertDescription>
            <p>{editor.conflict}</p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setAskReload(true)}
              disabled={editor.reloading}
            >
              <RefreshCw className={editor.reloading ? 'animate-spin' : undefined} aria-hidden="true" />
              {adminQuestions.editor.reload}
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      {state.questions.length === 0 ? (
        <StatusPanel
          icon={FileQuestion}
          title={adminQuestions.editor.emptyTitle}
          message={adminQuestions.editor.emptyMessage}
        >
          <Button onClick={openAdd}>
            <Plus aria-hidden="true" />
            {adminQuestions.editor.add}
          </Button>
          <Button variant="outline" onClick={openImport}>
            <FileUp aria-hidden="true" />
            {adminQuestions.editor.import}
          </Button>
        </StatusPanel>
      ) : (
        <QuestionList
          state={state}
          modules={modules}
          rowError={editor.rowError}
          onEdit={openEdit}
          onRemove={(key) => dispatch({ type: 'remove', key })}
          onMove={(key, by) => dispatch({ type: 'move', key, by })}
        />
      )}
      <QuestionDialog
        editing={editing}
        modules={modules}
        previewAllowed={canBePreview(state, editing?.mode === 'edit' ? editing.key : undefined)}
        onClose={() => setEditing(null)}
        onSubmit={submitQuestion}
      />
      <ImportDialog
        open={importOpen}
        onOpenChange={setImportOpen}
        quizId={quiz.id}
        version={state.version}
        modules={modules}
        onImported={imported}
        onStale={() => void editor.reload()}
      />
      <ConfirmDialog
        open={askSaveFirst}
        onOpenChange={setAskSaveFirst}
        title={adminQuestions.importer.saveFirst}
        description={adminQuestions.importer.saveFirstMessage}
        confirmLabel={adminQuestions.editor.saveAll}
        onConfirm={() => void editor.saveAll().then((saved) => saved && setImportOpen(true))}
      />
      <ConfirmDialog
        open={askReload}
        onOpenChange={setAskReload}
        title={adminQuestions.editor.reloadTitle}
        description={adminQuestions.editor.reloadMessage}
        confirmLabel={adminQuestions.editor.reload}
        destructive
        onConfirm={() => void editor.reload()}
      />
      <UnsavedChangesGuard dirty={dirty} />
    </div>
  );
}
