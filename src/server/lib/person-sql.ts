import { sql } from 'drizzle-orm';
import type { Person } from '../../shared/schemas/admin-results';

/**
 * Who a result or purchase belongs to, as SQL columns person_type, person_name, person_email.
 * A user's row wins; else the guest checkout's name and email; else the user was deleted (the
 * row keeps user_id null and no guest data, anonymised for the books).
 */
export function personColumns(user: string, guestName: string, guestEmail: string) {
  return sql.raw(`case when ${user}.id is not null then 'user'
      when ${guestName} is not null or ${guestEmail} is not null then 'guest'
      else 'deleted' end as person_type,
    coalesce(${user}.full_name, ${guestName}) as person_name,
    coalesce(${user}.email, ${guestEmail}) as person_email`);
}

export type PersonRow = {
  person_type: Person['type'];
  person_name: string | null;
  person_email: string | null;
};

export function toPerson(row: PersonRow): Person {
  return { type: row.person_type, name: row.person_name, email: row.person_email };
}

/** The guest's name or email of a purchase: the guest access record, else payment_data (spec). */
export function purchaseGuestField(purchase: string, field: 'full_name' | 'email'): string {
  const dataKey = field === 'full_name' ? 'guest_name' : 'guest_email';
  return `coalesce((select ga.${field} from guest_access ga where ga.purchase_id = ${purchase}.id limit 1), ${purchase}.payment_data->>'${dataKey}')`;
}

/** A timestamp from either driver (Date or text) as ISO 8601. */
export function isoTime(value: Date | string): string {
  return new Date(value).toISOString();
}
