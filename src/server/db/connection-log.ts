import type { ConnectionEvent, Database } from './client';

interface Log {
  info(obj: unknown, msg: string): void;
  warn(obj: unknown, msg: string): void;
  error(obj: unknown, msg: string): void;
}

/** Every lost or restored database connection shows in the server's log with its cause. */
export function logConnectionEvents(database: Database, log: Log): () => void {
  return database.onConnectionEvent((event) => logConnectionEvent(log, event));
}

function logConnectionEvent(log: Log, event: ConnectionEvent) {
  switch (event.kind) {
    case 'listen_lost':
      log.error({ err: event.error }, 'live updates: LISTEN connection lost, reconnecting');
      return;
    case 'listen_retry_failed':
      log.warn(
        { err: event.error, attempt: event.attempt, retryInMs: event.retryInMs },
        'live updates: reconnection failed, retrying',
      );
      return;
    case 'listen_restored':
      log.info({ attempts: event.attempts }, 'live updates: LISTEN restored, asking open pages to resync');
      return;
    case 'idle_client_error':
      log.warn({ err: event.error }, 'database: an idle pooled connection failed and was dropped');
      return;
  }
}
