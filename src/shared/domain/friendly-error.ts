/**
 * The spec's friendly error mapping (learner side, section 8): a provider or network error that
 * carries no message of ours is shown by what its text contains. The first matching row wins.
 */
export const FRIENDLY_ERRORS = {
  auth: 'Authentication failed. Please check your credentials.',
  network: 'Network error. Please check your connection.',
  permission: 'You do not have permission to perform this action.',
  rateLimit: 'Too many attempts. Please wait before trying again.',
  session: 'Your session has expired. Please sign in again.',
  validation: 'Please check your input and try again.',
  unknown: 'Something went wrong. Please try again.',
} as const;

export type FriendlyErrorKind = keyof typeof FRIENDLY_ERRORS;

const RULES: readonly [FriendlyErrorKind, readonly string[]][] = [
  ['auth', ['invalid credentials', 'unauthorized']],
  ['network', ['network', 'fetch']],
  ['permission', ['permission', 'forbidden']],
  ['rateLimit', ['rate limit', 'too many']],
  ['session', ['session', 'expired']],
  ['validation', ['validation', 'invalid']],
];

/** Which row of the table a message falls in (case-insensitive substring match). */
export function friendlyErrorKind(message: string | null | undefined): FriendlyErrorKind {
  const text = (message ?? '').toLowerCase();
  for (const [kind, needles] of RULES) {
    if (needles.some((needle) => text.includes(needle))) return kind;
  }
  return 'unknown';
}

/** The text shown for a provider or network error message. */
export function friendlyError(message: string | null | undefined): string {
  return FRIENDLY_ERRORS[friendlyErrorKind(message)];
}
