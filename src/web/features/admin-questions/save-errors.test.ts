import { adminQuestions } from '@shared/i18n/admin/questions';
import { errorMessage } from '@shared/i18n/uz';
import { ApiError } from '@web/lib/api-client';
import { describe, expect, it } from 'vitest';
import { describeFailure } from './save-errors';

describe('save failures', () => {
  it('uses the spec text for server faults and network errors', () => {
    expect(
      describeFailure(new ApiError(500, 'INTERNAL', 'x'), adminQuestions.errors.questionsSave).message,
    ).toBe(adminQuestions.errors.questionsSave);
    expect(
      describeFailure(new ApiError(0, 'NETWORK', 'x'), adminQuestions.errors.questionsSave).message,
    ).toBe(adminQuestions.errors.questionsSave);
    expect(describeFailure(new Error('boom'), adminQuestions.errors.questionsSave).message).toBe(
      adminQuestions.errors.questionsSave,
    );
  });

  it("uses the server's message for a broken rule", () => {
    const error = new ApiError(
      422,
      'TOO_MANY_PREVIEWS',
      "Bir quizda ko'pi bilan 3 ta namuna savol bo'lishi mumkin",
    );
    expect(describeFailure(error, adminQuestions.errors.questionsSave)).toEqual({
      message: error.message,
      questionIndex: null,
      conflict: false,
    });
  });

  it('points a field error at its question (1-based)', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'x', {
      'questions.3.options.1': 'Barcha variantlar',
    });
    expect(describeFailure(error, adminQuestions.errors.questionsSave)).toEqual({
      message: adminQuestions.errors.atQuestion(4, 'Barcha variantlar'),
      questionIndex: 3,
      conflict: false,
    });
  });

  it("says the import's parser is busy (503) in the server's words: trying again helps", () => {
    const error = new ApiError(503, 'IMPORT_BUSY', errorMessage('IMPORT_BUSY'));
    expect(describeFailure(error, adminQuestions.errors.questionsSave).message).toBe(
      errorMessage('IMPORT_BUSY'),
    );
  });

  it('marks a stale version as a conflict', () => {
    const error = new ApiError(409, 'QUESTIONS_CHANGED', "Savollar boshqa oynada o'zgartirilgan");
    expect(describeFailure(error, adminQuestions.errors.questionsSave)).toMatchObject({
      conflict: true,
      message: error.message,
    });
  });
});
