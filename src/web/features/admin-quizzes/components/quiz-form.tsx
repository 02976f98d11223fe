import { zodResolver } from '@hookform/resolvers/zod';
import { QUIZ_DEFAULTS } from '@shared/domain/authoring';
import { DIFFICULTY_LEVELS, difficultyLabel } from '@shared/domain/difficulty';
import { QUIZ_LANGUAGES } from '@shared/domain/quiz-language';
import { uzAdmin } from '@shared/i18n/admin';
import { uz } from '@shared/i18n/uz';
import { type AdminQuiz, type QuizInput, quizInputSchema } from '@shared/schemas/admin-catalog';
import { FormField } from '@web/components/form-field';
import { ImageField } from '@web/components/image-field';
import { Button } from '@web/components/ui/button';
import { DialogFooter } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import { useAdminCategories } from '@web/lib/admin-categories';
import { serverFieldErrors } from '@web/lib/write-error';
import { useEffect } from 'react';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { useQuizDefaults } from '../api/get-quiz-defaults';
import { formCategories } from '../form-categories';
import { optionalNumber, quizFormValues, requiredNumber } from '../quiz-form-values';
import { CheckboxField } from './checkbox-field';

const FIELDS = new Set(Object.keys(quizInputSchema.shape));

/**
 * A new quiz's price and duration come from the admin settings once they load, unless the
 * author already changed them; the spec's hard defaults stay if the settings never come.
 */
function usePrefillFromSettings(
  isNew: boolean,
  form: Pick<UseFormReturn<QuizInput>, 'getValues' | 'resetField'>,
) {
  const defaults = useQuizDefaults();
  const { getValues, resetField } = form;
  useEffect(() => {
    if (!isNew || !defaults) return;
    if (getValues('price') === QUIZ_DEFAULTS.price) resetField('price', { defaultValue: defaults.price });
    if (getValues('durationMinutes') === QUIZ_DEFAULTS.durationMinutes)
      resetField('durationMinutes', { defaultValue: defaults.durationMinutes });
  }, [isNew, defaults, getValues, resetField]);
}

/**
 * The quiz's fields with the spec's defaults and limits. `onSave` throws the server's error;
 * its field errors land under the fields, and the caller toasts.
 */
export function QuizForm({
  quiz,
  onSave,
  onCancel,
}: {
  quiz: AdminQuiz | null;
  onSave: (input: QuizInput) => Promise<void>;
  onCancel: () => void;
}) {
  const categories = useAdminCategories();
  const form = useForm({
    resolver: zodResolver(quizInputSchema),
    defaultValues: quizFormValues(quiz),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  usePrefillFromSettings(quiz === null, form);
  const choices = formCategories(categories.data ?? [], quiz?.categoryId ?? null);

  const onSubmit = handleSubmit(async (input) => {
    try {
      await onSave(input);
    } catch (error) {
      for (const [field, message] of Object.entries(serverFieldErrors(error))) {
        if (FIELDS.has(field)) setError(field as keyof QuizInput, { message });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="quiz-title" label={uzAdmin.catalog.quizForm.title} error={errors.title?.message}>
        {(c) => <Input {...c} {...register('title')} maxLength={200} autoFocus />}
      </FormField>
      <FormField
        id="quiz-description"
        label={uzAdmin.catalog.quizForm.description}
        error={errors.description?.message}
      >
        {(c) => <Textarea {...c} {...register('description')} rows={3} maxLength={5000} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="categoryId"
          render={({ field, fieldState }) => (
            <FormField
              id="quiz-category"
              label={uzAdmin.catalog.quizForm.category}
              error={fieldState.error?.message}
            >
              {(c) => (
                // controlled: the choices arrive after the form, and the select must then show the quiz's
                <NativeSelect
                  {...c}
                  name={field.name}
                  ref={field.ref}
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(event.target.value || null)}
                  onBlur={field.onBlur}
                >
                  <option value="">{uzAdmin.catalog.quizzes.uncategorized}</option>
                  {choices.map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.isActive
                        ? category.nameUz
                        : `${category.nameUz} (${uzAdmin.catalog.quizzes.inactive})`}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          )}
        />
        <FormField
          id="quiz-difficulty"
          label={uzAdmin.catalog.quizForm.difficulty}
          error={errors.difficultyLevel?.message}
        >
          {(c) => (
            <NativeSelect {...c} {...register('difficultyLevel', { setValueAs: requiredNumber })}>
              {DIFFICULTY_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {level}: {difficultyLabel(level)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id="quiz-language"
          label={uzAdmin.catalog.quizLanguage.label}
          error={errors.language?.message}
        >
          {(c) => (
            <NativeSelect {...c} {...register('language')}>
              {QUIZ_LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {uzAdmin.catalog.quizLanguage.names[language]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="quiz-price" label={uzAdmin.catalog.quizForm.price} error={errors.price?.message}>
          {(c) => (
            <Input
              {...c}
              {...register('price', { setValueAs: requiredNumber })}
              type="number"
              inputMode="numeric"
              min={0}
              step={1000}
              placeholder={uzAdmin.catalog.quizForm.priceHint}
            />
          )}
        </FormField>
        <FormField
          id="quiz-duration"
          label={uzAdmin.catalog.quizForm.duration}
          error={errors.durationMinutes?.message}
        >
          {(c) => (
            <Input
              {...c}
              {...register('durationMinutes', { setValueAs: requiredNumber })}
              type="number"
              inputMode="numeric"
              min={1}
              max={600}
            />
          )}
        </FormField>
        <FormField
          id="quiz-max-attempts"
          label={uzAdmin.catalog.quizForm.maxAttempts}
          error={errors.maxAttempts?.message}
        >
          {(c) => (
            <Input
              {...c}
              {...register('maxAttempts', { setValueAs: optionalNumber })}
              type="number"
              inputMode="numeric"
              min={1}
              placeholder={uzAdmin.catalog.quizForm.maxAttemptsHint}
            />
          )}
        </FormField>
      </div>
      <fieldset className="grid gap-3 rounded-md border p-3">
        <CheckboxField
          id="quiz-allow-retakes"
          label={uzAdmin.catalog.quizForm.allowRetakes}
          {...register('allowRetakes')}
        />
        <CheckboxField
          id="quiz-shuffle-questions"
          label={uzAdmin.catalog.quizForm.shuffleQuestions}
          {...register('shuffleQuestions')}
        />
        <CheckboxField
          id="quiz-shuffle-answers"
          label={uzAdmin.catalog.quizForm.shuffleAnswers}
          {...register('shuffleAnswers')}
        />
        <CheckboxField
          id="quiz-strict-timer"
          label={uzAdmin.catalog.quizForm.strictTimer}
          hint={uzAdmin.catalog.quizForm.strictTimerHint}
          {...register('strictTimer')}
        />
        {quiz && quiz.totalQuestions > 0 ? (
          <CheckboxField
            id="quiz-active"
            label={uzAdmin.catalog.quizForm.isActive}
            {...register('isActive')}
          />
        ) : (
          <p className="text-xs text-muted-foreground">{uzAdmin.catalog.quizForm.activeNeedsQuestion}</p>
        )}
      </fieldset>
      <Controller
        control={control}
        name="thumbnailUrl"
        render={({ field, fieldState }) => (
          <div className="grid gap-2">
            <ImageField
              label={uzAdmin.catalog.quizForm.thumbnail}
              bucket="quiz-thumbnails"
              value={field.value}
              onChange={field.onChange}
              disabled={isSubmitting}
            />
            {fieldState.error ? <p className="text-sm text-destructive">{fieldState.error.message}</p> : null}
          </div>
        )}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          {uz.common.cancel}
        </Button>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting
            ? uzAdmin.catalog.quizForm.saving
            : quiz
              ? uzAdmin.catalog.quizForm.save
              : uzAdmin.catalog.quizForm.create}
        </Button>
      </DialogFooter>
    </form>
  );
}
