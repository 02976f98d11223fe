import { adminDashboard } from '@shared/i18n/admin/dashboard';
import type { Person } from '@shared/schemas/admin-results';

/** Who did it, as a line: the name (else the email), a guest marked so, a deleted user named so. */
export function personName(person: Person): string {
  if (person.type === 'deleted') return adminDashboard.activity.deletedUser;
  const name = person.name?.trim() || person.email || '';
  return person.type === 'guest' ? `${name} (${adminDashboard.activity.guest.toLowerCase()})` : name;
}
