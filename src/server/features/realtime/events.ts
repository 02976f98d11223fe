import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';

/** The one NOTIFY channel every app server LISTENs on (docs/architecture.md#principles). */
export const EVENTS_CHANNEL = 'bilimdon_events';

/** Sent to every open page when events may have been missed: the page refetches its data. */
export const RESYNC_EVENT = 'resync';

export interface LiveEvent {
  /** the channel: a user's id, or guestChannel(id) (identity/player.ts) for the browsers holding a guest access */
  userId: string;
  /** e.g. quiz_session, notification, session_ended */
  type: string;
  data: Record<string, unknown>;
}

/**
 * Publishes events to their users' open pages on every app server, in the order given, in one
 * statement (a play write's events cost one round trip). Called inside a transaction, Postgres
 * delivers them only when the transaction commits.
 */
export async function publish(db: Db, ...events: LiveEvent[]): Promise<void> {
  if (events.length === 0) return;
  // a select list is evaluated left to right: the notifications queue in the events' order
  const notifies = events.map((event) => sql`pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
  await db.execute(sql`select ${sql.join(notifies, sql`, `)}`);
}

type Listener = (event: LiveEvent) => void;

/**
 * This process's subscribers, fed by LISTEN. NOTIFYs sent while the LISTEN connection was down
 * are lost for good, so once it is restored every subscriber is told to resync.
 */
export class EventHub {
  private readonly listeners = new Map<string, Set<Listener>>();

  static async connect(database: Database, log: { warn(obj: unknown, msg: string): void }) {
    const hub = new EventHub();
    await database.listen(EVENTS_CHANNEL, (payload) => {
      try {
        hub.dispatch(JSON.parse(payload) as LiveEvent);
      } catch (error) {
        log.warn({ err: error }, 'ignoring a malformed live event');
      }
    });
    database.onConnectionEvent((event) => {
      if (event.kind === 'listen_restored') hub.resyncAll();
    });
    return hub;
  }

  subscribe(userId: string, listener: Listener): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  dispatch(event: LiveEvent) {
    for (const listener of this.listeners.get(event.userId) ?? []) listener(event);
  }

  /** Tells every subscriber of every user to refetch what it shows. */
  resyncAll() {
    for (const [userId, listeners] of this.listeners) {
      for (const listener of listeners) listener({ userId, type: RESYNC_EVENT, data: {} });
    }
  }
}
