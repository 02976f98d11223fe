import { adminUsers } from '@shared/i18n/admin/users';
import {
  type AdminRestriction,
  type RestrictionInput,
  restrictionInputSchema,
} from '@shared/schemas/admin-users';

/** What the restriction form holds: text as typed, turned into the contract's body on submit. */
export type RestrictionFormValues = {
  quizId: string;
  isBlocked: boolean;
  reason: string;
  /** '' keeps the quiz's own limit */
  maxAttempts: string;
};

export type RestrictionField = 'quizId' | 'reason' | 'maxAttempts' | 'form';
export type RestrictionFormErrors = Partial<Record<RestrictionField, string>>;

export type RestrictionFormResult =
  | { ok: true; quizId: string; input: RestrictionInput }
  | { ok: false; errors: RestrictionFormErrors };

/** A new rule blocks nothing until asked: an attempts-only rule must not need a block reason. */
export const emptyRestrictionValues = (): RestrictionFormValues => ({
  quizId: '',
  isBlocked: false,
  reason: '',
  maxAttempts: '',
});

export function restrictionValues(restriction: AdminRestriction): RestrictionFormValues {
  return {
    quizId: restriction.quizId,
    isBlocked: restriction.isBlocked,
    reason: restriction.reason ?? '',
    maxAttempts: restriction.maxAttemptsOverride === null ? '' : String(restriction.maxAttemptsOverride),
  };
}

/** The contract's field names mapped to the form's (the server's 400 uses the former). */
const FIELD_OF: Record<string, RestrictionField> = {
  reason: 'reason',
  maxAttemptsOverride: 'maxAttempts',
};

/**
 * Checks the form by the shared schema (reason required when blocked, attempts at least 1) plus
 * what only the form knows: a quiz must be picked, and a rule must change something. A reason
 * typed for a quiz that is then not blocked is dropped: the learner would never see it.
 */
export function parseRestrictionForm(values: RestrictionFormValues): RestrictionFormResult {
  const errors: RestrictionFormErrors = {};
  if (!values.quizId) errors.quizId = adminUsers.restrictions.form.quizRequired;
  const attempts = values.maxAttempts.trim();
  const candidate = {
    isBlocked: values.isBlocked,
    reason: values.isBlocked ? values.reason : null,
    maxAttemptsOverride: attempts === '' ? null : Number(attempts),
  };
  const parsed = restrictionInputSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])];
      if (!field || errors[field]) continue;
      // the schema's own Uzbek texts; a non-number or too big a number gets the form's
      errors[field] =
        field === 'maxAttempts' && issue.code !== 'too_small'
          ? adminUsers.restrictions.form.maxAttemptsInvalid
          : issue.message;
    }
  } else if (!parsed.data.isBlocked && parsed.data.maxAttemptsOverride === null) {
    errors.form = adminUsers.restrictions.form.noEffect;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, quizId: values.quizId, input: parsed.data };
}

/** A 400's field errors, under the form's fields. */
export function restrictionServerErrors(fields: Record<string, string>): RestrictionFormErrors {
  const errors: RestrictionFormErrors = {};
  for (const [name, message] of Object.entries(fields)) {
    const field = FIELD_OF[name];
    if (field) errors[field] = message;
  }
  return errors;
}
