import { createHash, randomBytes } from 'node:crypto';
import { eq, inArray, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { guestAccess, purchases } from '../../db/schema';
import { serverNow } from '../../lib/clock';

/** How long a guest purchase opens play; decided on the server with serverNow(). */
export const GUEST_ACCESS_HOURS = 24;
export const GUEST_ACCESS_MS = GUEST_ACCESS_HOURS * 60 * 60 * 1000;

const COOKIE_PREFIX = 'bilimdon_guest_';
/** the cookie only needs to outlive the server-side 24 hours */
const COOKIE_MAX_AGE_SECONDS = 48 * 60 * 60;
const MAX_GUEST_COOKIES = 20;

export type GuestAccessState = 'active' | 'expired' | 'merged' | 'refunded';

export interface GuestCredential {
  id: string;
  quizId: string;
  purchaseId: string;
  email: string;
  fullName: string;
  expiresAt: Date;
  state: GuestAccessState;
}

/** A browser's secret for a guest access: 32 random bytes, base64url. */
export function newGuestToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a database leak does not open anyone's access. */
export function hashGuestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function guestCookieName(quizId: string): string {
  return `${COOKIE_PREFIX}${quizId}`;
}

/** One HttpOnly cookie per quiz, sent only to the API. */
export function setGuestCookie(reply: FastifyReply, quizId: string, token: string, secure: boolean): void {
  reply.setCookie(guestCookieName(quizId), token, {
    path: '/api',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: COOKIE_MAX_AGE_SECONDS,
  });
}

/** The guest tokens this request carries, by quiz id (only well-formed ones). */
export function guestTokensFrom(request: FastifyRequest): Map<string, string> {
  return guestTokensIn(request.cookies ?? {});
}

/** The guest tokens among parsed cookies, by quiz id (only well-formed ones). */
export function guestTokensIn(cookies: Record<string, string | undefined>): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const [name, value] of Object.entries(cookies)) {
    if (!name.startsWith(COOKIE_PREFIX) || !value || !/^[A-Za-z0-9_-]{20,100}$/.test(value)) continue;
    tokens.set(name.slice(COOKIE_PREFIX.length), value);
    if (tokens.size >= MAX_GUEST_COOKIES) break;
  }
  return tokens;
}

/** The guest access row with what its state needs: the status of the purchase it opens. */
export const guestStateColumns = {
  expiresAt: guestAccess.expiresAt,
  mergedUserId: guestAccess.mergedUserId,
  purchaseStatus: purchases.paymentStatus,
};

/** A refund ends the access at once (refundPayment) and is told apart from its 24 hours running out. */
export function guestStateOf(row: {
  expiresAt: Date;
  mergedUserId: string | null;
  purchaseStatus: string;
}): GuestAccessState {
  if (row.mergedUserId) return 'merged';
  if (row.purchaseStatus === 'REFUNDED') return 'refunded';
  return row.expiresAt.getTime() <= serverNow().getTime() ? 'expired' : 'active';
}

/**
 * Every guest access this browser's cookies open (by the checkout token or the emailed link's
 * token), in one query. The `player` routes resolve a guest with it (resolve-player.ts).
 */
export async function guestAccessesFrom(db: Db, request: FastifyRequest): Promise<GuestCredential[]> {
  // the hash of each token -> the quiz its cookie is named after: a token opens only that quiz
  const cookieQuizByHash = new Map(
    [...guestTokensFrom(request)].map(([quizId, token]) => [hashGuestToken(token), quizId]),
  );
  const hashes = [...cookieQuizByHash.keys()];
  if (hashes.length === 0) return [];
  const rows = await db
    .select({
      id: guestAccess.id,
      quizId: guestAccess.quizId,
      purchaseId: guestAccess.purchaseId,
      email: guestAccess.email,
      fullName: guestAccess.fullName,
      ...guestStateColumns,
      tokenHash: guestAccess.tokenHash,
      linkTokenHash: guestAccess.linkTokenHash,
    })
    .from(guestAccess)
    .innerJoin(purchases, eq(purchases.id, guestAccess.purchaseId))
    .where(or(inArray(guestAccess.tokenHash, hashes), inArray(guestAccess.linkTokenHash, hashes)));
  return rows
    .filter(
      (row) =>
        cookieQuizByHash.get(row.tokenHash) === row.quizId ||
        (row.linkTokenHash !== null && cookieQuizByHash.get(row.linkTokenHash) === row.quizId),
    )
    .map(({ mergedUserId, purchaseStatus, tokenHash: _token, linkTokenHash: _link, ...row }) => ({
      ...row,
      state: guestStateOf({ ...row, mergedUserId, purchaseStatus }),
    }));
}
