import { QUIZ_DEFAULTS } from '@shared/domain/authoring';
import type { AdminQuiz, QuizInput } from '@shared/schemas/admin-catalog';

/** The create form's values (docs/product/admin-and-pages.md section 9 defaults) or an edited quiz's current ones. */
export function quizFormValues(quiz: AdminQuiz | null): QuizInput {
  if (!quiz) {
    return {
      title: '',
      description: '',
      categoryId: null,
      thumbnailUrl: null,
      isActive: false,
      ...QUIZ_DEFAULTS,
    };
  }
  return {
    title: quiz.title,
    description: quiz.description ?? '',
    categoryId: quiz.categoryId,
    price: quiz.price,
    durationMinutes: quiz.durationMinutes,
    difficultyLevel: quiz.difficultyLevel,
    thumbnailUrl: quiz.thumbnailUrl,
    maxAttempts: quiz.maxAttempts,
    allowRetakes: quiz.allowRetakes,
    shuffleQuestions: quiz.shuffleQuestions,
    shuffleAnswers: quiz.shuffleAnswers,
    strictTimer: quiz.strictTimer,
    language: quiz.language,
    isActive: quiz.isActive,
  };
}

/** A required number input: empty becomes NaN, which the schema refuses with "Raqam kiriting". */
export const requiredNumber = (value: unknown) =>
  value === '' || value == null ? Number.NaN : Number(value);

/** An optional number input: empty means null (max attempts: unlimited). */
export const optionalNumber = (value: unknown) => (value === '' || value == null ? null : Number(value));
