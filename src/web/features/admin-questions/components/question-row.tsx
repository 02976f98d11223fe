import { adminQuestions } from '@shared/i18n/admin/questions';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { ArrowDown, ArrowUp, ImageIcon, Pencil, Trash2 } from 'lucide-react';
import { type EditorQuestion, questionTitle, type RowMark } from '../editor-state';

export interface QuestionRowProps {
  question: EditorQuestion;
  number: number;
  isFirst: boolean;
  isLast: boolean;
  moduleName: string;
  mark: RowMark;
  error: string | null;
  onEdit: () => void;
  onRemove: () => void;
  onMove: (by: -1 | 1) => void;
}

/** One question: a row on wide screens, a card below 768 px. */
export function QuestionRow(props: QuestionRowProps) {
  const { question, number, mark, error } = props;
  const label = adminQuestions.editor.rowLabel(number);
  return (
    <li
      aria-label={label}
      data-mark={mark ?? undefined}
      className={cn(
        'flex flex-col gap-3 rounded-lg border bg-card p-3 md:flex-row md:items-center',
        mark && 'border-l-4 border-l-primary',
        error && 'border-destructive',
      )}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="w-7 shrink-0 pt-0.5 text-right font-mono text-sm text-muted-foreground">
          {number}.
        </span>
        <div className="grid min-w-0 flex-1 gap-1.5">
          <p className="font-medium break-words" title={question.questionText}>
            {questionTitle(question.questionText)}
          </p>
          <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
            <span>{props.moduleName}</span>
            <span aria-hidden="true">·</span>
            <span>{adminQuestions.editor.points(question.points)}</span>
            {question.isPreview ? <Badge variant="secondary">{adminQuestions.editor.preview}</Badge> : null}
            {question.thumbnailUrl ? (
              <Badge variant="outline" title={adminQuestions.editor.hasImage}>
                <ImageIcon aria-hidden="true" />
                <span className="sr-only md:not-sr-only">{adminQuestions.editor.hasImage}</span>
              </Badge>
            ) : null}
            {mark === 'new' ? <Badge>{adminQuestions.editor.isNew}</Badge> : null}
            {mark === 'changed' ? <Badge variant="outline">{adminQuestions.editor.changed}</Badge> : null}
          </div>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </div>
      </div>
      <RowActions {...props} label={label} />
    </li>
  );
}

function RowActions({
  question,
  isFirst,
  isLast,
  label,
  onEdit,
  onRemove,
  onMove,
}: QuestionRowProps & { label: string }) {
  return (
    <div className="flex shrink-0 items-center justify-end gap-1 border-t pt-2 md:border-t-0 md:pt-0">
      <Button
        variant="ghost"
        size="icon"
        aria-label={`${label}: ${adminQuestions.editor.moveUp}`}
        data-move="up"
        data-key={question.key}
        disabled={isFirst}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`${label}: ${adminQuestions.editor.moveDown}`}
        data-move="down"
        data-key={question.key}
        disabled={isLast}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`${label}: ${adminQuestions.editor.edit}`}
        onClick={onEdit}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="text-destructive hover:text-destructive"
        aria-label={`${label}: ${adminQuestions.editor.remove}`}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
