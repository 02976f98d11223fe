import { uz } from '../i18n/uz';

/**
 * The spec's quiz access check (learner side, section 5), in its order: the first failing step
 * decides. Pure, so the order itself is unit-tested; the server gathers the facts.
 */
export interface AccessFacts {
  signedIn: boolean;
  restriction: { isBlocked: boolean; reason: string | null; maxAttemptsOverride: number | null } | null;
  quiz: { allowRetakes: boolean; maxAttempts: number | null } | null;
  hasResult: boolean;
  completedAttempts: number;
}

/** `message` is the Uzbek text people read; `specMessage` the spec's English, for programs and logs. */
type Refusal = { message: string; specMessage: string };
export type AccessDenial =
  | ({ code: 'NOT_AUTHENTICATED' } & Refusal)
  | ({ code: 'ACCESS_BLOCKED' } & Refusal)
  | ({ code: 'QUIZ_NOT_FOUND' } & Refusal)
  | ({ code: 'QUIZ_ALREADY_COMPLETED' } & Refusal)
  | ({ code: 'MAX_ATTEMPTS_REACHED'; maxAttempts: number } & Refusal);

export const ACCESS_MESSAGES = uz.access;
export const ACCESS_SPEC_MESSAGES = uz.accessSpec;

const refusal = (key: 'notAuthenticated' | 'blocked' | 'notFound' | 'alreadyCompleted'): Refusal => ({
  message: ACCESS_MESSAGES[key],
  specMessage: ACCESS_SPEC_MESSAGES[key],
});

/** The attempt limit in force: the restriction's override, else the quiz's own (null = unlimited). */
export function attemptLimit(facts: Pick<AccessFacts, 'restriction' | 'quiz'>): number | null {
  return facts.restriction?.maxAttemptsOverride ?? facts.quiz?.maxAttempts ?? null;
}

export function checkAccess(facts: AccessFacts): AccessDenial | null {
  if (!facts.signedIn) return { code: 'NOT_AUTHENTICATED', ...refusal('notAuthenticated') };
  if (facts.restriction?.isBlocked) {
    // the admin's own reason is what the learner reads
    const blocked = refusal('blocked');
    return { code: 'ACCESS_BLOCKED', ...blocked, message: facts.restriction.reason || blocked.message };
  }
  if (!facts.quiz) return { code: 'QUIZ_NOT_FOUND', ...refusal('notFound') };
  if (!facts.quiz.allowRetakes && facts.hasResult) {
    return { code: 'QUIZ_ALREADY_COMPLETED', ...refusal('alreadyCompleted') };
  }
  const limit = attemptLimit(facts);
  if (limit != null && facts.completedAttempts >= limit) {
    return {
      code: 'MAX_ATTEMPTS_REACHED',
      message: ACCESS_MESSAGES.maxAttempts(limit),
      specMessage: ACCESS_SPEC_MESSAGES.maxAttempts(limit),
      maxAttempts: limit,
    };
  }
  return null;
}
