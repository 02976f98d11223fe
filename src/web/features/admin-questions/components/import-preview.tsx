import { adminCatalog } from '@shared/i18n/admin/catalog';
import { adminQuestions } from '@shared/i18n/admin/questions';
import type { AdminModule } from '@shared/schemas/admin-catalog';
import type { ImportPreview } from '@shared/schemas/admin-questions';
import { Badge } from '@web/components/ui/badge';
import { Check } from 'lucide-react';

/** How many questions the import will add: the repeats of the quiz's own only when kept. */
export const questionsToAdd = (preview: ImportPreview, keepDuplicates: boolean) =>
  preview.questions.length - (keepDuplicates ? 0 : preview.duplicates.length);

interface ImportPreviewViewProps {
  preview: ImportPreview;
  modules: AdminModule[];
  /** import the questions the quiz has already too */
  keepDuplicates: boolean;
  onKeepDuplicatesChange: (keep: boolean) => void;
}

/**
 * What "Tekshirish" found: the questions it will add, the ones the quiz has already (skipped unless
 * the admin ticks the box) and every problem by line. Nothing is written yet.
 */
export function ImportPreviewView({
  preview,
  modules,
  keepDuplicates,
  onKeepDuplicatesChange,
}: ImportPreviewViewProps) {
  const duplicates = new Set(preview.duplicates);
  const moduleNames = new Map(modules.map((module) => [module.id, module.name]));
  const moduleLabel = (question: ImportPreview['questions'][number]) => {
    if (question.moduleName) {
      return preview.newModules.includes(question.moduleName)
        ? adminQuestions.importer.newModule(question.moduleName)
        : question.moduleName;
    }
    return (question.moduleId && moduleNames.get(question.moduleId)) || adminCatalog.unassignedModule;
  };
  return (
    <section aria-label={adminQuestions.importer.check} className="grid gap-4">
      {preview.problems.length > 0 ? (
        <div className="grid gap-2 rounded-lg border border-destructive/40 p-3">
          <h3 className="text-sm font-semibold text-destructive">
            {adminQuestions.importer.problems(preview.problems.length)}
          </h3>
          <ul className="grid gap-1 text-sm" data-testid="import-problems">
            {preview.problems.map((problem, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one line may have several problems
              <li key={i}>{adminQuestions.importer.problemAt(problem.line, problem.message)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {duplicates.size > 0 ? (
        <div className="grid gap-2 rounded-lg border border-amber-500/50 p-3" data-testid="import-duplicates">
          <h3 className="text-sm font-semibold">{adminQuestions.importer.duplicates(duplicates.size)}</h3>
          <p className="text-sm text-muted-foreground">{adminQuestions.importer.duplicatesHint}</p>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={keepDuplicates}
              onChange={(event) => onKeepDuplicatesChange(event.target.checked)}
            />
            {adminQuestions.importer.importDuplicates}
          </label>
        </div>
      ) : null}
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">
          {adminQuestions.importer.willAdd(questionsToAdd(preview, keepDuplicates))}
        </h3>
        {preview.questions.length === 0 ? (
          <p className="text-sm text-muted-foreground">{adminQuestions.importer.nothingToAdd}</p>
        ) : (
          <ol className="grid gap-2" data-testid="import-questions">
            {preview.questions.map((question) => (
              <li key={question.line} className="grid gap-1 rounded-lg border p-3 text-sm">
                <p className="font-medium break-words">
                  {question.questionText}
                  {duplicates.has(question.line) ? (
                    <Badge variant="outline" className="ml-2">
                      {adminQuestions.importer.duplicateBadge}
                    </Badge>
                  ) : null}
                </p>
                <ul className="grid gap-0.5 pl-1">
                  {question.options.map((option, i) => (
                    <li
                      // biome-ignore lint/suspicious/noArrayIndexKey: options are positions
                      key={i}
                      className={
                        i === question.correctAnswer
                          ? 'flex gap-1 font-medium text-primary'
                          : 'flex gap-1 pl-5'
                      }
                    >
                      {i === question.correctAnswer ? (
                        <>
                          <Check className="size-4 shrink-0" aria-hidden="true" />
                          <span className="sr-only">{adminQuestions.importer.correct}:</span>
                        </>
                      ) : null}
                      <span className="break-words">{option}</span>
                    </li>
                  ))}
                </ul>
                <p className="text-xs text-muted-foreground">
                  {adminQuestions.importer.problemAt(question.line, moduleLabel(question))} ·{' '}
                  {adminQuestions.editor.points(question.points)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
