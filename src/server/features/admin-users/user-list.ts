import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { isPlaceholderEmail, normalizeUzPhone } from '../../../shared/domain/phone';
import { FOLDED_APOSTROPHES, normalizeForSearch } from '../../../shared/domain/text';
import type { AdminUser, AdminUserListResponse } from '../../../shared/schemas/admin-users';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export interface UserListQuery {
  search?: string;
  role?: 'USER' | 'ADMIN';
  page: number;
  pageSize: number;
}

/** The admin's % _ and \ taken literally in a LIKE pattern. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An id is found from this many first characters: fewer would match ids by chance. */
const MIN_ID_PREFIX = 6;

/** The full name as search compares it: lower case, every apostrophe form folded to ' (see text.ts). */
const foldedName = sql`translate(lower(${users.name}), ${FOLDED_APOSTROPHES}, ${"'".repeat(FOLDED_APOSTROPHES.length)})`;

/** A phone number is found from this many of its digits. */
const MIN_PHONE_DIGITS = 4;

/**
 * The phone number typed in any form people use (90 123 45 67, +998..., 8 90 ...), or part of its
 * digits; none when the term has too few digits to mean a number.
 */
function phoneMatch(term: string): SQL | undefined {
  const e164 = normalizeUzPhone(term);
  if (e164) return sql`${users.phoneNumber} = ${e164}`;
  const digits = term.replace(/[\s\-()+.]/g, '');
  if (!/^\d+$/.test(digits) || digits.length < MIN_PHONE_DIGITS) return undefined;
  return sql`${users.phoneNumber} like ${`%${digits}%`}`;
}

/**
 * Part of the name (apostrophes folded) or email, the phone number, or the start of the id (as
 * copied from a log or a URL, at least MIN_ID_PREFIX characters), case-insensitively; none when blank.
 */
function searchMatches(search: string | undefined): SQL | undefined {
  const term = search ? normalizeForSearch(search) : '';
  if (!term) return undefined;
  const pattern = `%${escapeLike(term)}%`;
  const idMatch =
    term.length >= MIN_ID_PREFIX ? sql` or lower(${users.id}) like ${`${escapeLike(term)}%`}` : sql``;
  const phone = phoneMatch(term);
  const phoneOr = phone ? sql` or ${phone}` : sql``;
  return sql`(${foldedName} like ${pattern} or lower(${users.email}) like ${pattern}${idMatch}${phoneOr})`;
}

/*
 * Counted per user in SQL, a correlated subquery each so no user row is multiplied by joins.
 * Written with plain names: Drizzle leaves columns unqualified inside a selected sql``, and
 * "user_id" = "id" would then compare the inner table's own columns.
 */
const completedPurchases = (free: boolean) =>
  sql<number>`(select count(*)::int from purchases p where p.user_id = users.id and p.payment_status = 'COMPLETED' and (p.payment_method = 'FREE') = ${free})`;
const purchaseCount = completedPurchases(false);
const freeClaimCount = completedPurchases(true);
const resultCount = sql<number>`(select count(*)::int from quiz_results r where r.user_id = users.id)`;
/** sign-ins that are still active and whose auth session has not expired */
const activeSessionCount = sql<number>`(select count(*)::int from user_sessions s join auth_sessions a on a.id = s.auth_session_id where s.user_id = users.id and s.is_active and a.expires_at > now())`;

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phoneNumber: users.phoneNumber,
  role: users.role,
  emailVerified: users.emailVerified,
  createdAt: users.createdAt,
  purchaseCount,
  freeClaimCount,
  resultCount,
  activeSessionCount,
};

/** One page of users, newest first, with their counts; filtered and paged in SQL. */
export async function listUsers(db: Db, query: UserListQuery): Promise<AdminUserListResponse> {
  const where = and(searchMatches(query.search), query.role ? eq(users.role, query.role) : undefined);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    users: rows.map(toAdminUser),
    total: totalRow?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One user as the list shows it (after a role change); null when there is none. */
export async function findAdminUser(db: Db, id: string): Promise<AdminUser | null> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
  return row ? toAdminUser(row) : null;
}

type UserRow = Omit<AdminUser, 'createdAt' | 'signedIn' | 'role'> & { createdAt: Date; role: string };

function toAdminUser(row: UserRow): AdminUser {
  return {
    ...row,
    // a phone account's stand-in address is never shown
    email: isPlaceholderEmail(row.email) ? '' : row.email,
    role: row.role === 'ADMIN' ? 'ADMIN' : 'USER',
    createdAt: row.createdAt.toISOString(),
    signedIn: row.activeSessionCount > 0,
  };
}
