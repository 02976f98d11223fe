import { eq, inArray, or, type Placeholder, type SQL } from 'drizzle-orm';
import type { quizAttempts, quizResults, quizSessions } from '../../db/schema';

/**
 * Who plays: a signed-in learner, or a guest through one 24-hour guest access (id = the
 * guest_access row, name = the name given at checkout). A player writes its rows with its own
 * owner column only. A guest's attempts and results merged into an account (guest-merge.ts) keep
 * their guest_access_id beside the new user_id, so the guest's browser still reads its results;
 * ownedBy() therefore matches one column, never "the other one is null".
 */
export type Player =
  | { kind: 'user'; id: string; name: string; signIn?: SignInToCheck }
  | { kind: 'guest'; id: string; name: string; email: string };

/**
 * A learner whose sign-in came from the session cache unconfirmed (access.ts, 'checked-by-write'):
 * a contact statement writes only while `authSessionId` is still there and current and its user
 * not banned; anything else first takes `confirmed()`, the player as a confirmed sign-in makes it
 * (or a 401/404 when the sign-in has ended).
 */
export interface SignInToCheck {
  authSessionId: string;
  confirmed(): Promise<Player>;
}

/** The player, confirmed first when its sign-in is still to be checked. */
export function confirmedPlayer(player: Player): Promise<Player> | Player {
  return player.kind === 'user' && player.signIn ? player.signIn.confirmed() : player;
}

type PlayerOwned = typeof quizAttempts | typeof quizSessions | typeof quizResults;

/** The rows of `table` that belong to the player. */
export function ownedBy(table: PlayerOwned, player: Player): SQL {
  return ownerIs(table, player.kind, player.id);
}

/** ownedBy for a player of this kind whose id may be a placeholder (a query built once). */
export function ownerIs(table: PlayerOwned, kind: Player['kind'], id: string | Placeholder): SQL {
  return kind === 'guest' ? eq(table.guestAccessId, id) : eq(table.userId, id);
}

/** The owner columns of a row the player writes. */
export function ownerColumns(player: Player): { userId: string } | { guestAccessId: string } {
  return player.kind === 'guest' ? { guestAccessId: player.id } : { userId: player.id };
}

/** The live-event channel of a guest access: every browser holding it (no account behind it). */
export const guestChannel = (guestAccessId: string) => `guest:${guestAccessId}`;

/** The live-event channel of whoever owns a row: its user, else its guest access. */
export function channelOfOwner(row: { userId: string | null; guestAccessId: string | null }): string | null {
  if (row.userId) return row.userId;
  return row.guestAccessId ? guestChannel(row.guestAccessId) : null;
}

/**
 * Whose finished results a caller may read: the signed-in user's own, and those of the guest
 * accesses this browser holds (a result stands after its access expired).
 */
export interface ResultReader {
  userId: string | null;
  guestAccessIds: string[];
}

export function readableBy(table: typeof quizResults, reader: ResultReader): SQL | undefined {
  const mine = reader.userId ? [eq(table.userId, reader.userId)] : [];
  const guests = reader.guestAccessIds.length ? [inArray(table.guestAccessId, reader.guestAccessIds)] : [];
  const either = [...mine, ...guests];
  // nobody: a condition no row meets
  return either.length ? or(...either) : eq(table.id, '00000000-0000-0000-0000-000000000000');
}

export const readerOf = (player: Player): ResultReader =>
  player.kind === 'guest'
    ? { userId: null, guestAccessIds: [player.id] }
    : { userId: player.id, guestAccessIds: [] };
