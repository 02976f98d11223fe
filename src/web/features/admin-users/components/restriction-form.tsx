import { adminUsers } from '@shared/i18n/admin/users';
import type { AdminRestriction } from '@shared/schemas/admin-users';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { serverFieldErrors, writeErrorText } from '@web/lib/write-error';
import { type FormEvent, useId, useState } from 'react';
import { useSaveRestriction } from '../api/save-restriction';
import {
  emptyRestrictionValues,
  parseRestrictionForm,
  type RestrictionFormErrors,
  type RestrictionFormValues,
  restrictionServerErrors,
  restrictionValues,
} from '../restriction-form';
import { QuizPicker } from './quiz-picker';

export type RestrictionTarget = { mode: 'add' } | { mode: 'edit'; restriction: AdminRestriction };

/** Adds or edits one restriction; back to the list on save or cancel. */
export function RestrictionForm({
  userId,
  target,
  taken,
  onDone,
}: {
  userId: string;
  target: RestrictionTarget;
  taken: ReadonlySet<string>;
  onDone: () => void;
}) {
  const id = useId();
  const save = useSaveRestriction();
  const editing = target.mode === 'edit' ? target.restriction : null;
  const [values, setValues] = useState<RestrictionFormValues>(() =>
    editing ? restrictionValues(editing) : emptyRestrictionValues(),
  );
  const [quiz, setQuiz] = useState(editing ? { id: editing.quizId, title: editing.quizTitle } : null);
  const [errors, setErrors] = useState<RestrictionFormErrors>({});
  const set = (patch: Partial<RestrictionFormValues>) => setValues((prev) => ({ ...prev, ...patch }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = parseRestrictionForm(values);
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) return;
    save.mutate(
      { userId, quizId: result.quizId, input: result.input },
      {
        onSuccess: () => {
          notifySuccess(adminUsers.restrictions.saved);
          onDone();
        },
        onError: (error) => {
          const fields = restrictionServerErrors(serverFieldErrors(error));
          if (Object.keys(fields).length > 0) setErrors(fields);
          else notifyError(writeErrorText(error, adminUsers.restrictions.saveError));
        },
      },
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4"
      aria-label={
        editing
          ? adminUsers.restrictions.form.editTitle(editing.quizTitle)
          : adminUsers.restrictions.form.addTitle
      }
    >
      <h3 className="font-semibold">
        {editing
          ? adminUsers.restrictions.form.editTitle(editing.quizTitle)
          : adminUsers.restrictions.form.addTitle}
      </h3>
      {editing ? null : (
        <QuizPicker
          value={quiz}
          onChange={(picked) => {
            setQuiz(picked);
            set({ quizId: picked.id });
          }}
          taken={taken}
          error={errors.quizId}
        />
      )}
      <div className="flex items-start gap-3">
        <input
          id={`${id}-blocked`}
          type="checkbox"
          checked={values.isBlocked}
          onChange={(event) => set({ isBlocked: event.target.checked })}
          aria-describedby={`${id}-blocked-hint`}
          className="mt-0.5 size-4 shrink-0 accent-primary"
        />
        <div className="grid gap-1">
          <label htmlFor={`${id}-blocked`} className="text-sm leading-none font-medium">
            {adminUsers.restrictions.form.blocked}
          </label>
          <p id={`${id}-blocked-hint`} className="text-xs text-muted-foreground">
            {adminUsers.restrictions.form.blockedHint}
          </p>
        </div>
      </div>
      {values.isBlocked ? (
        <FormField id={`${id}-reason`} label={adminUsers.restrictions.form.reason} error={errors.reason}>
          {(control) => (
            <textarea
              {...control}
              value={values.reason}
              onChange={(event) => set({ reason: event.target.value })}
              placeholder={adminUsers.restrictions.form.reasonHint}
              rows={3}
              maxLength={500}
              className="min-h-20 w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm"
            />
          )}
        </FormField>
      ) : null}
      <FormField
        id={`${id}-attempts`}
        label={adminUsers.restrictions.form.maxAttempts}
        error={errors.maxAttempts}
      >
        {(control) => (
          <>
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={1000}
              step={1}
              value={values.maxAttempts}
              onChange={(event) => set({ maxAttempts: event.target.value })}
              className="max-w-40"
            />
            <p className="text-xs text-muted-foreground">{adminUsers.restrictions.form.maxAttemptsHint}</p>
          </>
        )}
      </FormField>
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          {adminUsers.restrictions.form.cancel}
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? adminUsers.restrictions.form.saving : adminUsers.restrictions.form.save}
        </Button>
      </div>
    </form>
  );
}
