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

export type AccessDenial =
  | { code: 'NOT_AUTHENTICATED'; message: string }
  | { code: 'ACCESS_BLOCKED'; message: string }
  | { code: 'QUIZ_NOT_FOUND'; message: string }
  | { code: 'QUIZ_ALREADY_COMPLETED'; message: string }
  | { code: 'MAX_ATTEMPTS_REACHED'; message: string; maxAttempts: number };

export const ACCESS_MESSAGES = uz.access;

/** The attempt limit in force: the restriction's override, else the quiz's own (null = unlimited). */
export function attemptLimit(facts: Pick<AccessFacts, 'restriction' | 'quiz'>): number | null {
  return facts.restriction?.maxAttemptsOverride ?? facts.quiz?.maxAttempts ?? null;
}

export function checkAccess(facts: AccessFacts): AccessDenial | null {
  if (!facts.signedIn) return { code: 'NOT_AUTHENTICATED', message: ACCESS_MESSAGES.notAuthenticated };
  if (facts.restriction?.isBlocked) {
    return { code: 'ACCESS_BLOCKED', message: facts.restriction.reason || ACCESS_MESSAGES.blocked };
  }
  if (!facts.quiz) return { code: 'QUIZ_NOT_FOUND', message: ACCESS_MESSAGES.notFound };
  if (!facts.quiz.allowRetakes && facts.hasResult) {
    return { code: 'QUIZ_ALREADY_COMPLETED', message: ACCESS_MESSAGES.alreadyCompleted };
  }
  const limit = attemptLimit(facts);
  if (limit != null && facts.completedAttempts >= limit) {
    return { code: 'MAX_ATTEMPTS_REACHED', message: ACCESS_MESSAGES.maxAttempts(limit), maxAttempts: limit };
  }
  return null;
}
