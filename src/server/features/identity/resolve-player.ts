import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { hasCompletedPurchase } from '../../lib/ownership';
import { AppError } from '../../plugins/errors';
import { type GuestCredential, guestAccessesFrom } from './guest-credentials';
import type { Player, ResultReader } from './player';

/*
 * Who calls: the signed-in learner (loaded by the access hook), or a guest through a guest access
 * this browser's cookies open (guest-credentials.ts). The services below only ever see a Player;
 * play/play-player.ts adds what a closed guest access may still do.
 */

export const guestPlayer = (guest: GuestCredential): Player => ({
  kind: 'guest',
  id: guest.id,
  name: guest.fullName,
  email: guest.email,
});

/**
 * Who views or plays this quiz: a signed-in learner plays as themself, unless they do not own the
 * quiz and this browser holds an open guest access for it (they bought it as a guest); a visitor
 * without an account plays through their guest access, whatever its state. Null: neither. A
 * public route loads the user first.
 */
export async function quizViewer(
  db: Db,
  request: FastifyRequest,
  quizId: string,
): Promise<{ player: Player | null; guest: GuestCredential | null }> {
  const user = request.user;
  // one cookie per quiz, and its token opens at most one access
  const guest = (await guestAccessesFrom(db, request)).find((access) => access.quizId === quizId) ?? null;
  const asUser = user && { player: { kind: 'user', id: user.id, name: user.name } as Player, guest: null };
  if (!guest) return asUser ?? { player: null, guest: null };
  if (asUser && (guest.state !== 'active' || (await hasCompletedPurchase(db, user.id, quizId))))
    return asUser;
  return { player: guestPlayer(guest), guest };
}

/** Whose results this browser may read: its learner's and its guest accesses' (closed ones too). */
export async function resultReader(db: Db, request: FastifyRequest): Promise<ResultReader> {
  const accesses = await guestAccessesFrom(db, request);
  const userId = request.user?.id ?? null;
  if (!userId && accesses.length === 0) throw new AppError(401, 'UNAUTHENTICATED');
  return { userId, guestAccessIds: accesses.map((access) => access.id) };
}
