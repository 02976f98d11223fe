import { describe, expect, it } from 'vitest';
import { FRIENDLY_ERRORS, friendlyError, friendlyErrorKind } from './friendly-error';

describe('friendly error mapping (docs/product/learner-side.md section 8)', () => {
  it.each([
    ['Invalid credentials', FRIENDLY_ERRORS.auth],
    ['401 Unauthorized', FRIENDLY_ERRORS.auth],
    ['NetworkError when attempting to fetch resource.', FRIENDLY_ERRORS.network],
    ['Failed to fetch', FRIENDLY_ERRORS.network],
    ['Permission denied', FRIENDLY_ERRORS.permission],
    ['403 Forbidden', FRIENDLY_ERRORS.permission],
    ['Rate limit exceeded', FRIENDLY_ERRORS.rateLimit],
    ['Too many requests', FRIENDLY_ERRORS.rateLimit],
    ['Failed to get session', FRIENDLY_ERRORS.session],
    ['JWT expired', FRIENDLY_ERRORS.session],
    ['Validation error', FRIENDLY_ERRORS.validation],
    ['Invalid email', FRIENDLY_ERRORS.validation],
    ['Something exploded', FRIENDLY_ERRORS.unknown],
    ['', FRIENDLY_ERRORS.unknown],
  ])('%j → %s', (message, shown) => {
    expect(friendlyError(message)).toBe(shown);
  });

  it('matches case-insensitively and takes the first row that matches', () => {
    expect(friendlyErrorKind('UNAUTHORIZED: session expired')).toBe('auth');
    expect(friendlyErrorKind('fetch failed: too many sockets')).toBe('network');
    expect(friendlyErrorKind('Forbidden: invalid token')).toBe('permission');
    expect(friendlyErrorKind('Too many attempts, session locked')).toBe('rateLimit');
    expect(friendlyErrorKind('Session invalid')).toBe('session');
  });

  it('handles a missing message', () => {
    expect(friendlyError(undefined)).toBe(FRIENDLY_ERRORS.unknown);
    expect(friendlyError(null)).toBe(FRIENDLY_ERRORS.unknown);
  });

  it('uses the spec texts verbatim', () => {
    expect(Object.values(FRIENDLY_ERRORS)).toEqual([
      'Authentication failed. Please check your credentials.',
      'Network error. Please check your connection.',
      'You do not have permission to perform this action.',
      'Too many attempts. Please wait before trying again.',
      'Your session has expired. Please sign in again.',
      'Please check your input and try again.',
      'Something went wrong. Please try again.',
    ]);
  });
});
