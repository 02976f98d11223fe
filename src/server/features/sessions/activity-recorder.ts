import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { serverNow } from '../../lib/clock';
import { touchActivity } from './sessions.service';

/** How stale a sign-in's recorded last activity may get while it is in use. */
export const ACTIVITY_WRITE_INTERVAL_MS = 5 * 60 * 1000;

interface Log {
  warn(obj: unknown, msg: string): void;
}

type Touch = (authSessionId: string, at: Date) => Promise<void>;

/**
 * A sign-in's last activity is its last request, written at most once per interval per sign-in:
 * each process remembers when it last wrote each one, so most requests cost a map look-up only.
 */
export class ActivityRecorder {
  /** oldest write first (a write moves its sign-in to the end), holding only the last interval's */
  private readonly writtenAt = new Map<string, number>();

  constructor(
    private readonly touch: Touch,
    private readonly log: Log,
    private readonly now: () => Date = serverNow,
  ) {}

  /** A request of this sign-in was served: write its activity if the stored one is stale. */
  noteRequest(authSessionId: string): void {
    const last = this.writtenAt.get(authSessionId);
    if (last !== undefined && this.now().getTime() - last < ACTIVITY_WRITE_INTERVAL_MS) return;
    this.write(authSessionId).catch((error: unknown) =>
      this.log.warn({ err: error }, 'last activity not saved'),
    );
  }

  /** The browser's own activity ping: written now, whatever the interval. */
  write(authSessionId: string): Promise<void> {
    const at = this.now();
    this.forgetStale(at.getTime());
    this.writtenAt.delete(authSessionId);
    this.writtenAt.set(authSessionId, at.getTime());
    return this.touch(authSessionId, at);
  }

  /** A sign-in not written for a whole interval would be written anyway: no need to remember it. */
  private forgetStale(now: number): void {
    for (const [id, at] of this.writtenAt) {
      if (now - at < ACTIVITY_WRITE_INTERVAL_MS) return;
      this.writtenAt.delete(id);
    }
  }

  /** How many sign-ins this process remembers (those written within the last interval). */
  get remembered(): number {
    return this.writtenAt.size;
  }
}

/** Notes every request served to a signed-in caller, after its response has gone. */
export function recordSessionActivity(server: FastifyInstance, db: Db): ActivityRecorder {
  const recorder = new ActivityRecorder((id, at) => touchActivity(db, id, at), server.log);
  server.addHook('onResponse', async (request) => {
    if (request.user) recorder.noteRequest(request.user.sessionId);
  });
  return recorder;
}
