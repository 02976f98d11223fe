import { MAX_QUESTION_POINTS, MIN_QUESTION_POINTS } from '@shared/domain/authoring';
import { adminCatalog } from '@shared/i18n/admin/catalog';
import { adminQuestions } from '@shared/i18n/admin/questions';
import { uz } from '@shared/i18n/uz';
import type { AdminModule } from '@shared/schemas/admin-catalog';
import { FormField } from '@web/components/form-field';
import { ImageField } from '@web/components/image-field';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { type FormEvent, useState } from 'react';
import type { QuestionFields } from '../editor-state';
import { canSubmit, type FormErrors, normalizedQuestion, validateQuestion } from '../question-form';
import { OptionFields } from './option-fields';
import { textAreaClass } from './text-area';

export interface QuestionDialogProps {
  /** null: closed */
  editing: { mode: 'add' | 'edit'; fields: QuestionFields } | null;
  modules: AdminModule[];
  /** false when 3 other questions are previews already */
  previewAllowed: boolean;
  onClose: () => void;
  onSubmit: (fields: QuestionFields) => void;
}

/** Add or edit one question; the result goes into the editor's list, not to the server. */
export function QuestionDialog({ editing, modules, previewAllowed, onClose, onSubmit }: QuestionDialogProps) {
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>
            {editing?.mode === 'edit' ? adminQuestions.dialog.editTitle : adminQuestions.dialog.addTitle}
          </DialogTitle>
        </DialogHeader>
        {editing ? (
          <QuestionForm
            initial={editing.fields}
            submitLabel={editing.mode === 'edit' ? adminQuestions.dialog.save : adminQuestions.dialog.add}
            modules={modules}
            previewAllowed={previewAllowed}
            onCancel={onClose}
            onSubmit={onSubmit}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

type Touched = Partial<Record<keyof FormErrors, boolean>>;

function QuestionForm({
  initial,
  submitLabel,
  modules,
  previewAllowed,
  onCancel,
  onSubmit,
}: {
  initial: QuestionFields;
  submitLabel: string;
  modules: AdminModule[];
  previewAllowed: boolean;
  onCancel: () => void;
  onSubmit: (fields: QuestionFields) => void;
}) {
  const [form, setForm] = useState(initial);
  const [touched, setTouched] = useState<Touched>({});
  const errors = validateQuestion(form);
  const shown = (field: keyof FormErrors) => (touched[field] ? errors[field] : undefined);
  const touch = (field: keyof FormErrors) => () => setTouched((before) => ({ ...before, [field]: true }));
  const previewLocked = !previewAllowed && !form.isPreview;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(errors).length > 0) {
      setTouched({ questionText: true, options: true, points: true, form: true });
      return;
    }
    onSubmit(normalizedQuestion(form));
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField id="question-text" label={adminQuestions.dialog.text} error={shown('questionText')}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            className={textAreaClass}
            value={form.questionText}
            onChange={(event) => setForm({ ...form, questionText: event.target.value })}
            onBlur={touch('questionText')}
          />
        )}
      </FormField>
      <OptionFields form={form} onChange={setForm} error={shown('options')} onBlur={touch('options')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="question-points" label={adminQuestions.dialog.points} error={shown('points')}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={MIN_QUESTION_POINTS}
              max={MAX_QUESTION_POINTS}
              step={1}
              value={Number.isNaN(form.points) ? '' : form.points}
              onChange={(event) => setForm({ ...form, points: event.target.valueAsNumber })}
              onBlur={touch('points')}
            />
          )}
        </FormField>
        <FormField id="question-module" label={adminQuestions.dialog.module}>
          {(control) => (
            <NativeSelect
              {...control}
              value={form.moduleId ?? ''}
              onChange={(event) => setForm({ ...form, moduleId: event.target.value || null })}
            >
              <option value="">{adminCatalog.unassignedModule}</option>
              {modules.map((module) => (
                <option key={module.id} value={module.id}>
                  {module.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField id="question-explanation" label={adminQuestions.dialog.explanation}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            className={textAreaClass}
            value={form.explanation ?? ''}
            onChange={(event) => setForm({ ...form, explanation: event.target.value })}
          />
        )}
      </FormField>
      <div className="grid gap-1">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={form.isPreview}
            disabled={previewLocked}
            aria-describedby={previewLocked ? 'question-preview-hint' : undefined}
            onChange={(event) => setForm({ ...form, isPreview: event.target.checked })}
          />
          {adminQuestions.dialog.isPreview}
        </label>
        {previewLocked ? (
          <p id="question-preview-hint" className="text-sm text-muted-foreground">
            {adminQuestions.dialog.previewLimit}
          </p>
        ) : null}
      </div>
      <ImageField
        label={adminQuestions.dialog.image}
        bucket="question-images"
        value={form.thumbnailUrl}
        onChange={(thumbnailUrl) => setForm({ ...form, thumbnailUrl })}
      />
      {shown('form') ? <p className="text-sm text-destructive">{errors.form}</p> : null}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {uz.common.cancel}
        </Button>
        <Button type="submit" disabled={!canSubmit(form)}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
