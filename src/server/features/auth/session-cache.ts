import type { Database } from '../../db/client';

/** The channel of migration 0012's triggers: {session: id} or {user: id} on every write that matters. */
export const AUTH_CHANNEL = 'bilimdon_auth';

/** How long a sign-in is believed without asking the database, at most: bounds memory and the sliding refresh. */
const TTL_MS = 60_000;

const MAX_ENTRIES = 20_000;

/**
 * An entry's own lifetime, from half of TTL_MS to all of it, spread by its key. Sign-ins cached in
 * the same second (an exam's learners starting together) would otherwise all expire in the same
 * moment and all ask better-auth again at once, with every answer waiting behind them.
 */
export function lifetimeOf(key: string): number {
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (Math.imul(hash, 31) + key.charCodeAt(i)) | 0;
  return TTL_MS / 2 + ((hash >>> 0) % (TTL_MS / 2));
}

interface Log {
  warn(obj: unknown, msg: string): void;
}

/** A sign-in as better-auth resolved it: who, which session, and until when the session runs. */
export interface SignIn<User> {
  user: User;
  sessionId: string;
  userId: string;
  expiresAt: Date;
}

interface Entry<User> extends SignIn<User> {
  key: string;
  validUntil: number;
}

/**
 * Who a session cookie signs in, held for a minute so that an answer save does not pay for
 * better-auth's lookup (two queries and a signature check). Correct at once on every server:
 * - a write that ends or changes a sign-in (sign-out, an admin's termination, ban, role or name
 *   change, deletion) notifies every server through the change feed, which forgets it;
 * - before believing an entry, a request waits until every notification committed before it
 *   began has arrived (Database.notificationsCaughtUp, shared by the requests of the same moment);
 * - an entry never outlives its session's expiry;
 * - with LISTEN down nothing is believed or kept, and everything is forgotten when it returns.
 * Keyed by the signed cookie value: only a value better-auth accepted is ever stored.
 */
export class SessionCache<User> {
  private readonly entries = new Map<string, Entry<User>>();
  private readonly keysBySession = new Map<string, Set<string>>();
  private readonly keysByUser = new Map<string, Set<string>>();
  /** counts forgettings: a lookup that saw one happen while it ran does not store its answer */
  private generation = 0;
  private listening = true;
  private stop = async () => undefined;

  private constructor(
    private readonly database: Database,
    private readonly log: Log,
    private readonly now: () => number,
  ) {}

  static async open<User>(database: Database, log: Log, now = () => Date.now()): Promise<SessionCache<User>> {
    const cache = new SessionCache<User>(database, log, now);
    const unlisten = await database.listen(AUTH_CHANNEL, (payload) => cache.changed(payload));
    const stopEvents = database.onConnectionEvent((event) => {
      if (event.kind === 'listen_lost') cache.forgetAll(false);
      // what was sent while LISTEN was down is lost: nothing held before can be trusted
      if (event.kind === 'listen_restored') cache.forgetAll(true);
    });
    cache.stop = async () => {
      stopEvents();
      await unlisten();
    };
    return cache;
  }

  /**
   * The sign-in of a cookie value: from memory when it is known and still current, else from
   * `load` (better-auth), whose answer is kept when nothing was forgotten meanwhile.
   */
  async signIn(key: string, load: () => Promise<SignIn<User> | null>): Promise<User | null> {
    const known = this.entries.get(key);
    if (known && known.validUntil > this.now() && (await this.caughtUp())) {
      // forgotten while this request waited: the database decides
      if (this.entries.get(key) === known && known.validUntil > this.now()) return known.user;
    }
    const generation = this.generation;
    const found = await load();
    if (found && this.listening && generation === this.generation) this.store(key, found);
    return found?.user ?? null;
  }

  /**
   * signIn for a write that checks the sign-in itself, in the statement that writes (play's
   * contacts: the auth session still there and current, its user not banned). A current entry is
   * believed without waiting for the change feed, and said to be so (`confirmed: false`): the
   * caller may act on it only through such a statement, and must ask signIn before anything else.
   * This saves exam day's answers a round trip on the LISTEN connection each, and the server a
   * socket write and PostgreSQL a wake-up for most of them (see docs/performance.md).
   */
  async signInToCheck(
    key: string,
    load: () => Promise<SignIn<User> | null>,
  ): Promise<{ user: User; confirmed: boolean } | null> {
    const known = this.entries.get(key);
    if (known && this.listening && known.validUntil > this.now())
      return { user: known.user, confirmed: false };
    const user = await this.signIn(key, load);
    return user && { user, confirmed: true };
  }

  async close(): Promise<void> {
    this.listening = false;
    await this.stop().catch(() => undefined);
    this.forgetAll(false);
  }

  private async caughtUp(): Promise<boolean> {
    if (!this.listening) return false;
    try {
      await this.database.notificationsCaughtUp();
      return this.listening;
    } catch (error) {
      this.log.warn({ err: error }, 'session cache: notifications not confirmed; asking the database');
      return false;
    }
  }

  private store(key: string, signIn: SignIn<User>) {
    this.forget(key);
    if (this.entries.size >= MAX_ENTRIES) this.forget(this.entries.keys().next().value!);
    const validUntil = Math.min(this.now() + lifetimeOf(key), signIn.expiresAt.getTime());
    this.entries.set(key, { ...signIn, key, validUntil });
    addTo(this.keysBySession, signIn.sessionId, key);
    addTo(this.keysByUser, signIn.userId, key);
  }

  private changed(payload: string) {
    this.generation++;
    let change: { session?: string; user?: string };
    try {
      change = JSON.parse(payload);
    } catch {
      this.forgetAll(this.listening);
      return;
    }
    const keys = change.session
      ? this.keysBySession.get(change.session)
      : change.user
        ? this.keysByUser.get(change.user)
        : undefined;
    for (const key of [...(keys ?? [])]) this.forget(key);
  }

  private forget(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    removeFrom(this.keysBySession, entry.sessionId, key);
    removeFrom(this.keysByUser, entry.userId, key);
  }

  private forgetAll(listening: boolean) {
    this.generation++;
    this.listening = listening;
    this.entries.clear();
    this.keysBySession.clear();
    this.keysByUser.clear();
  }
}

function addTo(index: Map<string, Set<string>>, id: string, key: string) {
  const keys = index.get(id);
  if (keys) keys.add(key);
  else index.set(id, new Set([key]));
}

function removeFrom(index: Map<string, Set<string>>, id: string, key: string) {
  const keys = index.get(id);
  keys?.delete(key);
  if (keys?.size === 0) index.delete(id);
}
