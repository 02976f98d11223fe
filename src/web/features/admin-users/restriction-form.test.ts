import { adminUserRules } from '@shared/i18n/admin/user-rules';
import { adminUsers } from '@shared/i18n/admin/users';
import { describe, expect, it } from 'vitest';
import { emptyRestrictionValues, parseRestrictionForm, restrictionServerErrors } from './restriction-form';

const QUIZ = '3f6e2b1a-9c8d-4e7f-a6b5-c4d3e2f1a0b9';
const values = (patch: Partial<ReturnType<typeof emptyRestrictionValues>>) => ({
  ...emptyRestrictionValues(),
  quizId: QUIZ,
  ...patch,
});

describe('parseRestrictionForm', () => {
  it('starts a new rule without a block, so an attempts limit alone is a whole rule', () => {
    expect(emptyRestrictionValues().isBlocked).toBe(false);
    expect(parseRestrictionForm(values({ maxAttempts: '3' }))).toEqual({
      ok: true,
      quizId: QUIZ,
      input: { isBlocked: false, reason: null, maxAttemptsOverride: 3 },
    });
  });

  it('needs a quiz', () => {
    expect(parseRestrictionForm({ ...values({ isBlocked: true, reason: 'Sabab' }), quizId: '' })).toEqual({
      ok: false,
      errors: { quizId: adminUsers.restrictions.form.quizRequired },
    });
  });

  it('needs a reason when the quiz is blocked (spaces are no reason)', () => {
    expect(parseRestrictionForm(values({ isBlocked: true, reason: '   ' }))).toEqual({
      ok: false,
      errors: { reason: adminUserRules.reasonRequired },
    });
  });

  it('sends a blocked rule with its trimmed reason, empty attempts as null', () => {
    expect(
      parseRestrictionForm(values({ isBlocked: true, reason: " To'lov kutilmoqda ", maxAttempts: '' })),
    ).toEqual({
      ok: true,
      quizId: QUIZ,
      input: { isBlocked: true, reason: "To'lov kutilmoqda", maxAttemptsOverride: null },
    });
  });

  it('drops the reason of a rule that only limits attempts', () => {
    expect(parseRestrictionForm(values({ isBlocked: false, reason: 'eski', maxAttempts: ' 3 ' }))).toEqual({
      ok: true,
      quizId: QUIZ,
      input: { isBlocked: false, reason: null, maxAttemptsOverride: 3 },
    });
  });

  it('refuses attempts below 1, fractions and words', () => {
    const attempts = (maxAttempts: string) =>
      parseRestrictionForm(values({ isBlocked: false, maxAttempts })) as { errors: object };
    expect(attempts('0').errors).toEqual({ maxAttempts: adminUserRules.maxAttemptsMin });
    expect(attempts('2.5').errors).toEqual({ maxAttempts: adminUsers.restrictions.form.maxAttemptsInvalid });
    expect(attempts('uch').errors).toEqual({ maxAttempts: adminUsers.restrictions.form.maxAttemptsInvalid });
    expect(attempts('1001').errors).toEqual({ maxAttempts: adminUsers.restrictions.form.maxAttemptsInvalid });
  });

  it('refuses a rule that changes nothing', () => {
    expect(parseRestrictionForm(values({ isBlocked: false }))).toEqual({
      ok: false,
      errors: { form: adminUsers.restrictions.form.noEffect },
    });
  });

  it("puts the server's field errors under the form's fields", () => {
    expect(restrictionServerErrors({ reason: 'Sabab', maxAttemptsOverride: 'Soni', other: 'x' })).toEqual({
      reason: 'Sabab',
      maxAttempts: 'Soni',
    });
  });
});
