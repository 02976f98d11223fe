import { correctAfterRemoving, MAX_OPTIONS, MIN_OPTIONS } from '@shared/domain/authoring';
import { adminQuestions } from '@shared/i18n/admin/questions';
import { questionDraftSchema } from '@shared/schemas/admin-questions';
import type { QuestionFields } from './editor-state';

/**
 * The add/edit dialog's rules (docs/product/admin-and-pages.md section 5), pure: option edits that keep the correct index on
 * its option, and the messages shown under the fields.
 */

export function addOption(form: QuestionFields): QuestionFields {
  if (form.options.length >= MAX_OPTIONS) return form;
  return { ...form, options: [...form.options, ''] };
}

export function removeOption(form: QuestionFields, index: number): QuestionFields {
  if (form.options.length <= MIN_OPTIONS) return form;
  return {
    ...form,
    options: form.options.filter((_, i) => i !== index),
    correctAnswer: correctAfterRemoving(form.correctAnswer, index),
  };
}

export function setOption(form: QuestionFields, index: number, text: string): QuestionFields {
  return { ...form, options: form.options.map((option, i) => (i === index ? text : option)) };
}

/** The spec's Add rule: disabled while the text or any option is empty. */
export function canSubmit(form: QuestionFields): boolean {
  return form.questionText.trim() !== '' && form.options.every((option) => option.trim() !== '');
}

export type FormErrors = Partial<Record<'questionText' | 'options' | 'points' | 'form', string>>;

/**
 * Messages by field. 'Modul belgilanmagan' is a valid choice in every quiz: such a question scores
 * the default 1 point per question, as imported questions without a module do.
 */
export function validateQuestion(form: QuestionFields): FormErrors {
  const errors: FormErrors = {};
  const parsed = questionDraftSchema.safeParse(form);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field] = issue.path;
      const key = field === 'questionText' || field === 'options' || field === 'points' ? field : 'form';
      errors[key] ??= issue.message;
    }
  }
  // the empty option wins over the count: it is what the admin can fix in place
  if (form.options.some((option) => option.trim() === ''))
    errors.options = adminQuestions.validation.allOptionsFilled;
  return errors;
}

/** The form as the list keeps it: trimmed text, an empty explanation as null. */
export function normalizedQuestion(form: QuestionFields): QuestionFields {
  const explanation = form.explanation?.trim() ?? '';
  return {
    ...form,
    questionText: form.questionText.trim(),
    options: form.options.map((option) => option.trim()),
    explanation: explanation === '' ? null : explanation,
  };
}
