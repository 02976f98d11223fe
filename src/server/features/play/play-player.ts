import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { quizSessions } from '../../db/schema';
import { serverNow } from '../../lib/clock';
import { AppError } from '../../plugins/errors';
import { type GuestCredential, guestAccessesFrom } from '../identity/guest-credentials';
import type { Player } from '../identity/player';
import { guestPlayer, quizViewer } from '../identity/resolve-player';
import { finishEndedGuestPlay, finishGuestPlayNow } from './guest-expiry';

/** The player of a play write on a quiz (start): 401 for neither, a closed guest access refused. */
export async function quizPlayer(db: Db, request: FastifyRequest, quizId: string): Promise<Player> {
  const { player, guest } = await quizViewer(db, request, quizId);
  if (!player) throw new AppError(401, 'UNAUTHENTICATED');
  if (guest) await refuseClosedAccess(db, guest);
  return player;
}

/**
 * The player of a session call: its learner, or a guest holding the session's guest access. Any
 * other caller learns nothing about the session (404), one with no credential at all must sign in.
 */
export async function sessionPlayer(db: Db, request: FastifyRequest, sessionId: string): Promise<Player> {
  const accesses = await guestAccessesFrom(db, request);
  // the common case, a learner without guest cookies: every session service reads the session
  // locked and owned by the player (lockOwnSession, 404 otherwise), so no read is needed here
  if (request.user && accesses.length === 0) {
    const { id, name, sessionId: authSessionId, unconfirmed } = request.user;
    if (!unconfirmed) return { kind: 'user', id, name };
    const confirmed = async () => {
      await request.confirmUser();
      return sessionPlayer(db, request, sessionId);
    };
    return { kind: 'user', id, name, signIn: { authSessionId, confirmed } };
  }
  // which of the user and the guest plays is decided on a confirmed sign-in
  const user = await request.confirmUser();
  const [owner] = await db
    .select({ userId: quizSessions.userId, guestAccessId: quizSessions.guestAccessId })
    .from(quizSessions)
    .where(eq(quizSessions.id, sessionId));
  if (user && owner?.userId === user.id) return { kind: 'user', id: user.id, name: user.name };
  const guest = owner?.guestAccessId && accesses.find((access) => access.id === owner.guestAccessId);
  if (guest) {
    await refuseClosedAccess(db, guest, sessionId);
    return guestPlayer(guest);
  }
  if (!user && accesses.length === 0) throw new AppError(401, 'UNAUTHENTICATED');
  throw new AppError(404, 'SESSION_NOT_FOUND');
}

/**
 * A merged access now belongs to an account (409: sign in). A refunded one ends at once: the
 * attempt it left in progress is finished now, with its answers, and everything refused (403). An
 * expired one first finishes the attempts whose own time is up, with their answers
 * (guest-expiry.ts); then it still plays the session `sessionId` if that attempt goes on, and
 * refuses anything else (403): a new attempt above all.
 */
async function refuseClosedAccess(db: Db, guest: GuestCredential, sessionId?: string): Promise<void> {
  if (guest.state === 'merged') throw new AppError(409, 'GUEST_ACCESS_MERGED');
  if (guest.state === 'refunded') {
    await finishGuestPlayNow(db, guest.id, serverNow());
    throw new AppError(403, 'GUEST_ACCESS_REFUNDED');
  }
  if (guest.state !== 'expired') return;
  await finishEndedGuestPlay(db, guest.id, serverNow());
  if (sessionId && (await isActiveSession(db, sessionId))) return;
  throw new AppError(403, 'GUEST_ACCESS_EXPIRED');
}

async function isActiveSession(db: Db, sessionId: string): Promise<boolean> {
  const [session] = await db
    .select({ isActive: quizSessions.isActive })
    .from(quizSessions)
    .where(eq(quizSessions.id, sessionId));
  return session?.isActive === true;
}
