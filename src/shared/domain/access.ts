import { uz } from '../i18n/uz';

/**
 * The spec's quiz access check (learner side, section 5), in its order: the first failing step
 * decides. Pure, so the order itself is unit-tested; the server gathers the facts. Attempts count
 * from their start, abandoned and restarted ones too
 * (docs/decisions/0009-attempts-count-from-start.md).
 */
export interface AccessFacts {
  signedIn: boolean;
  restriction: { isBlocked: boolean; reason: string | null; maxAttemptsOverride: number | null } | null;
  quiz: { allowRetakes: boolean; maxAttempts: number | null } | null;
  hasResult: boolean;
  /** every attempt started, finished or not: an attempt counts from its start */
  startedAttempts: number;
  /** one of them is still being played (it has an active session) */
  attemptInProgress: boolean;
}

/**
 * What the check is asked for: a new attempt (a restart, when one is in progress, replaces it and
 * counts as one more), or going on with the attempt in progress (counted already).
 */
export type AccessIntent = 'start' | 'continue';

/** `message` is the text people read, in their language; `specMessage` the spec's English, for programs and logs. */
type Refusal = { message: string; specMessage: string };
export type AccessDenial =
  | ({ code: 'NOT_AUTHENTICATED' } & Refusal)
  | ({ code: 'ACCESS_BLOCKED' } & Refusal)
  | ({ code: 'QUIZ_NOT_FOUND' } & Refusal)
  | ({ code: 'QUIZ_ALREADY_COMPLETED' } & Refusal)
  | ({ code: 'RESTART_NOT_ALLOWED' } & Refusal)
  | ({ code: 'MAX_ATTEMPTS_REACHED'; maxAttempts: number } & Refusal);

/** The spec's access check messages, verbatim (learner side, section 5): English in every language. */
export const ACCESS_SPEC_MESSAGES = {
  notAuthenticated: 'Not authenticated',
  blocked: 'Access blocked by admin',
  notFound: 'Quiz not found',
  alreadyCompleted: 'Quiz already completed',
  attemptUsed: 'Quiz already completed',
  noRestart: 'Restart not allowed: continue the attempt in progress',
  maxAttempts: (n: number) => `Maximum attempts reached (${n})`,
  checkFailed: 'Error checking access',
} as const;

type RefusalKey =
  | 'notAuthenticated'
  | 'blocked'
  | 'notFound'
  | 'alreadyCompleted'
  | 'attemptUsed'
  | 'noRestart';
const refusal = (key: RefusalKey): Refusal => ({
  message: uz.access[key],
  specMessage: ACCESS_SPEC_MESSAGES[key],
});

/** The attempt limit in force: the restriction's override, else the quiz's own (null = unlimited). */
export function attemptLimit(facts: Pick<AccessFacts, 'restriction' | 'quiz'>): number | null {
  return facts.restriction?.maxAttemptsOverride ?? facts.quiz?.maxAttempts ?? null;
}

/** The attempts counted against a new attempt, or against going on with the one in progress. */
function attemptsCounted(facts: AccessFacts, intent: AccessIntent): number {
  return intent === 'continue' && facts.attemptInProgress ? facts.startedAttempts - 1 : facts.startedAttempts;
}

/** Why a quiz without retakes takes no new attempt, if it does not. */
function onceOnlyDenial(facts: AccessFacts, intent: AccessIntent): AccessDenial | null {
  if (intent === 'start' && facts.attemptInProgress)
    return { code: 'RESTART_NOT_ALLOWED', ...refusal('noRestart') };
  if (facts.hasResult) return { code: 'QUIZ_ALREADY_COMPLETED', ...refusal('alreadyCompleted') };
  // the one attempt was started and left without a result: it is used all the same
  if (attemptsCounted(facts, intent) > 0)
    return { code: 'QUIZ_ALREADY_COMPLETED', ...refusal('attemptUsed') };
  return null;
}

/**
 * The limit in force for this player (a quiz without retakes allows one attempt, whatever its
 * limit says) and the new attempts still left under it (null: unlimited).
 */
export function attemptsAllowed(facts: AccessFacts): { limit: number | null; left: number | null } {
  if (!facts.quiz?.allowRetakes)
    return { limit: 1, left: facts.hasResult || facts.startedAttempts > 0 ? 0 : 1 };
  const limit = attemptLimit(facts);
  return { limit, left: limit == null ? null : Math.max(0, limit - facts.startedAttempts) };
}

export function checkAccess(facts: AccessFacts, intent: AccessIntent = 'start'): AccessDenial | null {
  if (!facts.signedIn) return { code: 'NOT_AUTHENTICATED', ...refusal('notAuthenticated') };
  if (facts.restriction?.isBlocked) {
    // the admin's own reason is what the learner reads
    const blocked = refusal('blocked');
    return { code: 'ACCESS_BLOCKED', ...blocked, message: facts.restriction.reason || blocked.message };
  }
  if (!facts.quiz) return { code: 'QUIZ_NOT_FOUND', ...refusal('notFound') };
  if (!facts.quiz.allowRetakes) {
    const denial = onceOnlyDenial(facts, intent);
    if (denial) return denial;
  }
  const limit = attemptLimit(facts);
  if (limit != null && attemptsCounted(facts, intent) >= limit) {
    return {
      code: 'MAX_ATTEMPTS_REACHED',
      message: uz.access.maxAttempts(limit),
      specMessage: ACCESS_SPEC_MESSAGES.maxAttempts(limit),
      maxAttempts: limit,
    };
  }
  return null;
}
