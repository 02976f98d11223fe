import { eq } from 'drizzle-orm';
import type { GuestAccessStatus, GuestRedeemResponse } from '../../../shared/schemas/guest';
import type { Db } from '../../db/client';
import { guestAccess, quizzes } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { type GuestCredential, guestStateOf, hashGuestToken } from './guest-credentials';

/**
 * The emailed link's token, checked before the browser gets it as the quiz's guest cookie. Only
 * an access still open can be redeemed: expired (410) and merged into an account (409) say why.
 */
export async function redeemGuestLink(db: Db, token: string): Promise<GuestRedeemResponse> {
  const [row] = await db
    .select({
      purchaseId: guestAccess.purchaseId,
      quizId: guestAccess.quizId,
      quizTitle: quizzes.title,
      email: guestAccess.email,
      fullName: guestAccess.fullName,
      expiresAt: guestAccess.expiresAt,
      mergedUserId: guestAccess.mergedUserId,
    })
    .from(guestAccess)
    .innerJoin(quizzes, eq(quizzes.id, guestAccess.quizId))
    .where(eq(guestAccess.linkTokenHash, hashGuestToken(token)));
  if (!row) throw new AppError(404, 'GUEST_ACCESS_NOT_FOUND');
  const state = guestStateOf(row);
  if (state === 'merged') throw new AppError(409, 'GUEST_ACCESS_MERGED');
  if (state === 'expired') throw new AppError(410, 'GUEST_ACCESS_EXPIRED');
  const { mergedUserId: _merged, expiresAt, ...access } = row;
  return { ...access, expiresAt: expiresAt.toISOString() };
}

/** The states in the order a browser holding several credentials for one quiz should see them. */
const STATE_PRIORITY = { active: 0, merged: 1, expired: 2 } as const;

/**
 * This browser's access to one quiz, from the credentials its cookies open: active before merged
 * before expired, the latest expiry first among equals.
 */
export function guestAccessStatus(credentials: GuestCredential[], quizId: string): GuestAccessStatus {
  const [best] = credentials
    .filter((credential) => credential.quizId === quizId)
    .sort(
      (a, b) =>
        STATE_PRIORITY[a.state] - STATE_PRIORITY[b.state] || b.expiresAt.getTime() - a.expiresAt.getTime(),
    );
  if (!best) return { state: 'none' };
  return {
    state: best.state,
    expiresAt: best.expiresAt.toISOString(),
    email: best.email,
    fullName: best.fullName,
    purchaseId: best.purchaseId,
  };
}
