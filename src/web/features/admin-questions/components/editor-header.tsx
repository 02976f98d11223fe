import { adminQuestions } from '@shared/i18n/admin/questions';
import { Button } from '@web/components/ui/button';
import { ArrowLeft, FileUp, LoaderCircle, Plus, Save, Shuffle } from 'lucide-react';
import { Link } from 'react-router';
import { ExportMenu } from './export-menu';

export interface EditorHeaderProps {
  quizId: string;
  quizTitle: string;
  count: number;
  dirty: boolean;
  saving: boolean;
  onAdd: () => void;
  onImport: () => void;
  onShuffleQuestions: () => void;
  onShuffleAnswers: () => void;
  onSave: () => void;
}

/** Back, the quiz, the count, the unsaved-changes mark and the editor's actions. */
export function EditorHeader(props: EditorHeaderProps) {
  const { count, dirty, saving } = props;
  return (
    <header className="grid gap-4">
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link to="/admin/quizzes">
          <ArrowLeft aria-hidden="true" />
          {adminQuestions.editor.back}
        </Link>
      </Button>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <p className="text-sm text-muted-foreground">{adminQuestions.editor.title}</p>
          <h1 className="text-2xl font-bold tracking-tight break-words">{props.quizTitle}</h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span>{adminQuestions.editor.count(count)}</span>
            {dirty ? (
              <span role="status" className="font-medium text-amber-700 dark:text-amber-400">
                {adminQuestions.editor.dirty}
              </span>
            ) : null}
          </p>
        </div>
        <Button onClick={props.onSave} disabled={!dirty || saving} aria-busy={saving}>
          {saving ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Save aria-hidden="true" />
          )}
          {saving ? adminQuestions.editor.saving : adminQuestions.editor.saveAll}
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={props.onAdd}>
          <Plus aria-hidden="true" />
          {adminQuestions.editor.add}
        </Button>
        <Button variant="outline" onClick={props.onImport}>
          <FileUp aria-hidden="true" />
          {adminQuestions.editor.import}
        </Button>
        <ExportMenu quizId={props.quizId} disabled={count === 0} />
        <Button variant="outline" onClick={props.onShuffleQuestions} disabled={count < 2}>
          <Shuffle aria-hidden="true" />
          {adminQuestions.editor.shuffleQuestions}
        </Button>
        <Button variant="outline" onClick={props.onShuffleAnswers} disabled={count === 0}>
          <Shuffle aria-hidden="true" />
          {adminQuestions.editor.shuffleAnswers}
        </Button>
      </div>
    </header>
  );
}
