import { formatUzPhone } from '@shared/domain/phone';
import type { SessionUser } from './session-store';

/** The line under the user's name: the email, or for a phone account without one its number. */
export function contactLine(user: SessionUser): string {
  return user.email || (user.phoneNumber ? formatUzPhone(user.phoneNumber) : '');
}
