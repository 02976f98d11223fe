import { eq } from 'drizzle-orm';
import type { GuestAccessStatus, GuestRedeemResponse } from '../../../shared/schemas/guest';
import type { Db } from '../../db/client';
import { guestAccess, purchases, quizzes } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import {
  type GuestCredential,
  guestStateColumns,
  guestStateOf,
  hashGuestToken,
} from '../identity/guest-credentials';

/**
 * The emailed link's token, checked before the browser gets it as the quiz's guest cookie. Only
 * an access still open can be redeemed: expired or refunded (410) and merged into an account (409)
 * say why.
 */
export async function redeemGuestLink(db: Db, token: string): Promise<GuestRedeemResponse> {
  const [row] = await db
    .select({
      purchaseId: guestAccess.purchaseId,
      quizId: guestAccess.quizId,
      quizTitle: quizzes.title,
      email: guestAccess.email,
      fullName: guestAccess.fullName,
      ...guestStateColumns,
    })
    .from(guestAccess)
    .innerJoin(quizzes, eq(quizzes.id, guestAccess.quizId))
    .innerJoin(purchases, eq(purchases.id, guestAccess.purchaseId))
    .where(eq(guestAccess.linkTokenHash, hashGuestToken(token)));
  if (!row) throw new AppError(404, 'GUEST_ACCESS_NOT_FOUND');
  const state = guestStateOf(row);
  if (state === 'merged') throw new AppError(409, 'GUEST_ACCESS_MERGED');
  if (state === 'refunded') throw new AppError(410, 'GUEST_ACCESS_REFUNDED');
  if (state === 'expired') throw new AppError(410, 'GUEST_ACCESS_EXPIRED');
  const { mergedUserId: _merged, purchaseStatus: _status, expiresAt, ...access } = row;
  return { ...access, expiresAt: expiresAt.toISOString() };
}

/**
 * This browser's access to one quiz. One cookie per quiz, and its token opens at most one access
 * (checkout and link token hashes are unique), so there is nothing to choose between.
 */
export function guestAccessStatus(credentials: GuestCredential[], quizId: string): GuestAccessStatus {
  const access = credentials.find((credential) => credential.quizId === quizId);
  if (!access) return { state: 'none' };
  return {
    state: access.state,
    expiresAt: access.expiresAt.toISOString(),
    email: access.email,
    fullName: access.fullName,
    purchaseId: access.purchaseId,
  };
}
