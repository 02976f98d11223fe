import { uz } from '@shared/i18n/uz';
import type { AuthErrorInfo } from '@web/lib/auth-errors';

const LINK_INVALID_CODES = new Set(['INVALID_OTP', 'OTP_EXPIRED', 'TOO_MANY_ATTEMPTS']);

/** The /reset-password page's failure text (spec, document 2, section 8). */
export function resetPageFailureMessage(error: AuthErrorInfo): string {
  const sessionMissing = `${error.code} ${error.message}`.toLowerCase().includes('session_not_found');
  if (LINK_INVALID_CODES.has(error.code) || sessionMissing) {
    return uz.reset.linkInvalidRetry;
  }
  return error.message || uz.reset.updateFailed;
}
