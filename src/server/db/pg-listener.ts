import pg from 'pg';

/** A callback for NOTIFY payloads on one channel. */
export type NotifyListener = (payload: string) => void;

/** What happens to the LISTEN connection, for logs and for resynchronising live clients. */
export type ListenerStatus =
  | { kind: 'listen_lost'; error: Error }
  | { kind: 'listen_retry_failed'; error: Error; attempt: number; retryInMs: number }
  /** LISTEN is back on every channel; notifications sent while it was down were missed */
  | { kind: 'listen_restored'; attempts: number };

export interface ReconnectBackoff {
  initialMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: ReconnectBackoff = { initialMs: 250, maxMs: 30_000 };

/** Doubling delays from `initialMs`, never above `maxMs` (attempt counts from 1). */
export function reconnectDelay(attempt: number, { initialMs, maxMs }: ReconnectBackoff): number {
  return Math.min(maxMs, initialMs * 2 ** Math.min(attempt - 1, 30));
}

export interface PgListenerOptions {
  connectionString: string;
  /** shows in pg_stat_activity, so operators (and tests) can find this connection */
  applicationName: string;
  backoff?: ReconnectBackoff;
}

/**
 * One dedicated connection that holds every LISTEN of this process. A pooled client is not used:
 * the pool drops its error handler while a client is checked out, so a terminated backend
 * would crash the process or leave live updates dead. When the connection is lost, this
 * reconnects with capped backoff, LISTENs again on every channel and reports `listen_restored`.
 */
export class PgListener {
  private client: pg.Client | null = null;
  private readonly listeners = new Map<string, Set<NotifyListener>>();
  private readonly statusHandlers = new Set<(status: ListenerStatus) => void>();
  private reconnectTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private roundTrip: Promise<void> | undefined;
  private nextRoundTrip: Promise<void> | undefined;

  constructor(private readonly options: PgListenerOptions) {}

  /** The first connection; a failure here stops the server's startup with the real cause. */
  async start(): Promise<void> {
    this.client = await this.connect();
  }

  async listen(channel: string, listener: NotifyListener): Promise<() => Promise<void>> {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      await this.listenOnCurrentClient(channel);
    }
    set.add(listener);
    return async () => {
      set.delete(listener);
    };
  }

  /**
   * Resolves once every notification committed before the call has been handed to the listeners;
   * rejects while the connection is down. PostgreSQL sends a listening session its pending
   * notifications before it answers that session's next query, so one query on this connection
   * sent after the call is the proof. Callers at the same moment share one query; one already on
   * its way may have been sent before their commit, so they wait for the next.
   */
  caughtUp(): Promise<void> {
    if (!this.roundTrip) {
      this.roundTrip = this.query('select 1').finally(() => {
        this.roundTrip = undefined;
      });
      return this.roundTrip;
    }
    this.nextRoundTrip ??= this.roundTrip
      .catch(() => undefined)
      .then(() => {
        this.nextRoundTrip = undefined;
        return this.caughtUp();
      });
    return this.nextRoundTrip;
  }

  private async query(text: string): Promise<void> {
    if (!this.client) throw new Error('the LISTEN connection is down');
    await this.client.query(text);
  }

  onStatus(handler: (status: ListenerStatus) => void): () => void {
    this.statusHandlers.add(handler);
    return () => this.statusHandlers.delete(handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async listenOnCurrentClient(channel: string) {
    const client = this.client;
    if (!client) return; // reconnecting: the new connection LISTENs on every known channel
    try {
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      // lost meanwhile: the reconnection covers this channel too
      if (this.client === client) throw error;
    }
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      application_name: this.options.applicationName,
      // a silently vanished server (network cut) is noticed too, not only a closed socket
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on('error', (error) => this.handleLoss(client, error));
    client.on('end', () => this.handleLoss(client, new Error('LISTEN connection ended')));
    client.on('notification', ({ channel, payload }) => {
      for (const listener of this.listeners.get(channel) ?? []) listener(payload ?? '');
    });
    try {
      await client.connect();
      for (const channel of this.listeners.keys()) {
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
  }

  private handleLoss(client: pg.Client, error: Error) {
    // a connection that is not (or no longer) the current one has nothing to report
    if (this.closed || client !== this.client) return;
    this.client = null;
    void client.end().catch(() => undefined);
    this.report({ kind: 'listen_lost', error });
    this.scheduleReconnect(1);
  }

  private scheduleReconnect(attempt: number) {
    const delay = reconnectDelay(attempt, this.options.backoff ?? DEFAULT_BACKOFF);
    this.reconnectTimer = setTimeout(() => void this.reconnect(attempt), delay).unref();
  }

  private async reconnect(attempt: number) {
    if (this.closed) return;
    try {
      const client = await this.connect();
      if (this.closed) {
        await client.end().catch(() => undefined);
        return;
      }
      this.client = client;
      this.report({ kind: 'listen_restored', attempts: attempt });
    } catch (error) {
      const retryInMs = reconnectDelay(attempt + 1, this.options.backoff ?? DEFAULT_BACKOFF);
      this.report({ kind: 'listen_retry_failed', error: error as Error, attempt, retryInMs });
      this.scheduleReconnect(attempt + 1);
    }
  }

  private report(status: ListenerStatus) {
    for (const handler of this.statusHandlers) handler(status);
  }
}
