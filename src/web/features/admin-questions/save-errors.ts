import { adminQuestions } from '@shared/i18n/admin/questions';
import { isApiError } from '@web/lib/api-client';

/**
 * What a failed "save all" or import tells the admin (docs/product/admin-and-pages.md section 8): the server's own Uzbek
 * message for a broken rule (a 4xx with a stable code) or a busy import parser (503, try again
 * shortly), the spec's text for anything else.
 */
export interface SaveFailure {
  message: string;
  /** the list's row index a field error points at */
  questionIndex: number | null;
  /** 409 QUESTIONS_CHANGED: reloading is the way out */
  conflict: boolean;
}

const QUESTION_FIELD = /^questions\.(\d+)(?:\.|$)/;

/** The first field error that names a question: "questions.3.options.1" is the 4th question. */
function questionFieldError(fields: Record<string, string>): { index: number; message: string } | null {
  for (const [key, message] of Object.entries(fields)) {
    const index = QUESTION_FIELD.exec(key)?.[1];
    if (index !== undefined) return { index: Number(index), message };
  }
  return null;
}

export function describeFailure(error: unknown, fallback: string): SaveFailure {
  const failure = { message: fallback, questionIndex: null, conflict: false };
  if (isApiError(error) && error.code === 'IMPORT_BUSY') return { ...failure, message: error.message };
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return failure;
  if (error.code === 'QUESTIONS_CHANGED') return { ...failure, message: error.message, conflict: true };
  const field = error.fields ? questionFieldError(error.fields) : null;
  if (field) {
    return {
      ...failure,
      message: adminQuestions.errors.atQuestion(field.index + 1, field.message),
      questionIndex: field.index,
    };
  }
  const firstField = error.fields ? Object.values(error.fields)[0] : undefined;
  return { ...failure, message: firstField ?? error.message };
}
