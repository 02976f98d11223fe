import { adminDashboard } from '@shared/i18n/admin/dashboard';
import type { Person } from '@shared/schemas/admin-results';

const t = adminDashboard.activity;

/** Who did it, as a line: the name (else the email), a guest marked so, a deleted user named so. */
export function personName(person: Person): string {
  if (person.type === 'deleted') return t.deletedUser;
  const name = person.name?.trim() || person.email || '';
  return person.type === 'guest' ? `${name} (${t.guest.toLowerCase()})` : name;
}
