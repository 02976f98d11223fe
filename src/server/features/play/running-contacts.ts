import { type Db, isEmbedded } from '../../db/client';
import type { Player } from '../identity/player';
import { writeRunningContacts } from './contact-batch';
import { type ContactAnswer, type RunningContact, writeRunningContact } from './contact-writes';

/**
 * Batches in flight per pool at most. While they are all out, the contacts that arrive wait here
 * and leave together in the next one: a busy server sends fewer, larger statements (one round
 * trip, one commit) instead of queueing one statement per answer, and an idle one sends each
 * contact at once. Two did better than one or four in bench:play on PostgreSQL (docs/performance.md);
 * one leaves every contact waiting whenever a commit's flush is slow.
 */
const BATCHES_IN_FLIGHT = 2;
/** contacts per statement at most (about 200 bytes of JSON each) */
const MAX_BATCH = 200;

interface Waiting {
  contact: RunningContact;
  resolve: (secondsLeft: number | null) => void;
}

/** The contacts with running sessions that one pool writes, in batches (contact-batch.ts). */
class RunningContactQueue {
  private waiting: Waiting[] = [];
  /** sessions with a contact in a batch on its way: the next contact to one waits for it */
  private readonly sending = new Set<string>();
  private inFlight = 0;

  constructor(private readonly db: Db) {}

  write(contact: RunningContact): Promise<number | null> {
    return new Promise((resolve) => {
      this.waiting.push({ contact, resolve });
      this.pump();
    });
  }

  private pump() {
    while (this.inFlight < BATCHES_IN_FLIGHT) {
      const batch = this.takeBatch();
      if (batch.length === 0) return;
      this.inFlight++;
      void this.send(batch).finally(() => {
        this.inFlight--;
        for (const { contact } of batch) this.sending.delete(contact.sessionId);
        this.pump();
      });
    }
  }

  /** The oldest waiting contacts, one per session and none for a session already on its way. */
  private takeBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const left: Waiting[] = [];
    for (const waiting of this.waiting) {
      const { sessionId } = waiting.contact;
      if (batch.length < MAX_BATCH && !this.sending.has(sessionId)) {
        this.sending.add(sessionId);
        batch.push(waiting);
      } else {
        left.push(waiting);
      }
    }
    this.waiting = left;
    return batch;
  }

  private async send(batch: Waiting[]): Promise<void> {
    try {
      const left = await writeRunningContacts(
        this.db,
        batch.map((waiting) => waiting.contact),
      );
      for (const [i, waiting] of batch.entries()) waiting.resolve(left[i] ?? null);
    } catch {
      // the statement wrote nothing, so each contact takes the transactional way on the shared
      // pool: one contact's fault fails only that one, and a fault of this pool's connection
      // (lost, say) fails none; a fault of the database fails there too, as the request's error.
      // Not tried again here: the failed statement's backend may hold its locks a moment after
      // its error has arrived, and a statement that never waits would then skip them.
      for (const waiting of batch) waiting.resolve(null);
    }
  }
}

/** How each database handle writes running contacts, chosen at its first contact. */
const writers = new WeakMap<Db, (contact: RunningContact) => Promise<number | null>>();

function writerOf(db: Db): (contact: RunningContact) => Promise<number | null> {
  if (isEmbedded(db)) return (contact) => writeRunningContact(db, contact);
  const queue = new RunningContactQueue(db);
  return (contact) => queue.write(contact);
}

/**
 * A contact to the player's session while its clock runs: the seconds left, or null when it wrote
 * nothing (not running, not heard lately, time up, ended, someone else's, its lock held, or
 * invalid input), and the caller takes the transactional way. On PostgreSQL it is written with
 * the others of the moment on the same pool. The embedded database writes each alone: its one
 * connection runs in this process, so there is no round trip or separate flush to share, and
 * planning the larger batch statement for every contact cost more than it saved (bench:play on
 * PGlite: docs/performance.md).
 */
export function contactWhileRunning(
  db: Db,
  player: Player,
  sessionId: string,
  now: Date,
  currentQuestionIndex: number,
  answer?: ContactAnswer,
): Promise<number | null> {
  let write = writers.get(db);
  if (!write) {
    write = writerOf(db);
    writers.set(db, write);
  }
  return write({ player, sessionId, now, currentQuestionIndex, answer });
}
