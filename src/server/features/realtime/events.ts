import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';

/** The one NOTIFY channel every app server LISTENs on (DESIGN.md section 1.3). */
export const EVENTS_CHANNEL = 'bilimdon_events';

export interface LiveEvent {
  userId: string;
  /** e.g. quiz_session, notification, session_ended */
  type: string;
  data: Record<string, unknown>;
}

/**
 * Publishes an event to the user's open pages on every app server. Called inside a transaction,
 * Postgres delivers it only when the transaction commits.
 */
export async function publish(db: Db, event: LiveEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

type Listener = (event: LiveEvent) => void;

/** This process's subscribers, fed by LISTEN. */
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
}
