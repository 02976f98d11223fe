import { and, eq, getTableName, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { emailOutbox, smsOutbox } from '../db/schema';

type OutboxTable = typeof emailOutbox | typeof smsOutbox;
type Row<T extends OutboxTable> = T['$inferSelect'];
type Values<T extends OutboxTable> = Partial<T['$inferInsert']>;

/**
 * The outboxes share the dispatcher's columns (status, error, attempts, next_attempt_at,
 * lease_until, sent_at); drizzle's builders are typed over one table at a time, so they see one.
 */
const shared = (table: OutboxTable) => table as typeof emailOutbox;
type SharedValues = Parameters<ReturnType<Db['update']>['set']>[0];
const updateOutbox = (db: Db, table: OutboxTable, values: object) =>
  db.update(shared(table)).set(values as SharedValues);

/** What one try at a message came to; `set` adds the channel's own columns (a gateway's id). */
export type DeliveryOutcome<T extends OutboxTable> =
  | { kind: 'sent'; set?: Values<T> }
  /** worth another try later: the gateway was unreachable or busy */
  | { kind: 'retry'; error: string }
  /** another try would fail the same way: the gateway refused the message */
  | { kind: 'failed'; error: string; set?: Values<T> };

export interface OutboxChannel<T extends OutboxTable> {
  table: T;
  /** the row as it goes out (the site's address in its links), stored when it is claimed */
  prepare(row: Row<T>, publicUrl: string): Values<T>;
  /** undefined: no gateway configured, messages stay in the outbox (STORED) for /dev/mailbox */
  send?(row: Row<T>, publicUrl: string): Promise<DeliveryOutcome<T>>;
}

const BATCH = 20;
export const MAX_ATTEMPTS = 5;
const FIRST_RETRY_SECONDS = 10;
/**
 * How long a claim lasts. Every gateway call times out well within it, so a lease only runs out
 * when the dispatcher that held it died.
 */
const LEASE_SECONDS = 600;
export const INTERRUPTED_ERROR = 'interrupted while sending: it may or may not have been delivered';

/** 10 s, 30 s, 90 s, 270 s after the first, second... failed try */
const retryDelaySeconds = (attempts: number) => FIRST_RETRY_SECONDS * 3 ** (attempts - 1);

const secondsFromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/**
 * A message whose dispatcher died holding it (crash between the gateway's answer and our record of
 * it) is marked FAILED, not sent again: neither SMTP nor Eskiz takes an idempotency key, so a
 * second try could deliver it twice, and a lost sign-in code costs the person one "send again"
 * while a doubled one costs money on every crash. At most once, and the row says so.
 */
async function failAbandoned<T extends OutboxTable>(db: Db, table: T) {
  await updateOutbox(db, table, { status: 'FAILED', error: INTERRUPTED_ERROR, leaseUntil: null }).where(
    and(eq(table.status, 'SENDING'), isNotNull(table.leaseUntil), lt(table.leaseUntil, sql`now()`)),
  );
}

/** A row that cannot be prepared (its link no longer fits) fails alone, not its whole batch. */
function prepareOrFail<T extends OutboxTable>(channel: OutboxChannel<T>, row: Row<T>, publicUrl: string) {
  try {
    return { ok: true, values: channel.prepare(row, publicUrl) as object };
  } catch (error) {
    const failure = { status: 'FAILED', leaseUntil: null, error: String((error as Error).message ?? error) };
    return { ok: false, values: failure };
  }
}

/**
 * Claims due QUEUED rows with `skip locked`, so dispatchers on several servers never take one
 * message twice; a claimed row is SENDING under a lease (or STORED without a gateway).
 */
async function claim<T extends OutboxTable>(db: Db, channel: OutboxChannel<T>, publicUrl: string) {
  const { table } = channel;
  return db.transaction(async (tx) => {
    const rows = (await tx
      .select()
      .from(shared(table))
      .where(and(eq(table.status, 'QUEUED'), lte(table.nextAttemptAt, sql`now()`)))
      .orderBy(table.createdAt)
      .limit(BATCH)
      .for('update', { skipLocked: true })) as Row<T>[];
    const claimed: Row<T>[] = [];
    for (const row of rows) {
      const prepared = prepareOrFail(channel, row, publicUrl);
      const values = {
        status: channel.send ? 'SENDING' : 'STORED',
        attempts: row.attempts + 1,
        leaseUntil: channel.send ? secondsFromNow(LEASE_SECONDS) : null,
        ...prepared.values,
      };
      const [updated] = await updateOutbox(tx, table, values).where(eq(table.id, row.id)).returning();
      if (prepared.ok) claimed.push(updated as Row<T>);
    }
    return claimed;
  });
}

/**
 * Records a try's outcome. A sent message is recorded whatever came first: its delivery report
 * (the status stays the report's) or, after a lease ran out mid-send, the FAILED of an abandoned
 * claim (it did go out). A failure is recorded only over a row still SENDING.
 */
async function settle<T extends OutboxTable>(db: Db, table: T, row: Row<T>, outcome: DeliveryOutcome<T>) {
  if (outcome.kind === 'sent') {
    const status = sql`case when ${table.status} in ('SENDING', 'FAILED') then 'SENT' else ${table.status} end`;
    const values = { ...outcome.set, status, sentAt: sql`now()`, error: null, leaseUntil: null };
    await updateOutbox(db, table, values).where(eq(table.id, row.id));
    return;
  }
  const values =
    outcome.kind === 'retry' && row.attempts < MAX_ATTEMPTS
      ? {
          status: 'QUEUED',
          error: outcome.error,
          nextAttemptAt: secondsFromNow(retryDelaySeconds(row.attempts)),
        }
      : { ...(outcome.kind === 'failed' ? outcome.set : {}), status: 'FAILED', error: outcome.error };
  await updateOutbox(db, table, { ...values, leaseUntil: null }).where(
    and(eq(table.id, row.id), eq(table.status, 'SENDING')),
  );
}

async function attempt<T extends OutboxTable>(
  db: Db,
  channel: OutboxChannel<T>,
  row: Row<T>,
  publicUrl: string,
) {
  let outcome: DeliveryOutcome<T>;
  try {
    outcome = await channel.send!(row, publicUrl);
  } catch (error) {
    outcome = { kind: 'retry', error: String((error as Error).message ?? error) };
  }
  await settle(db, channel.table, row, outcome);
}

/**
 * One round of an outbox: gives up abandoned claims, claims what is due, and sends it after the
 * claim has committed (so the business transaction that queued it is long done). Returns how many
 * rows it claimed.
 */
export async function dispatchOutbox<T extends OutboxTable>(
  db: Db,
  channel: OutboxChannel<T>,
  publicUrl: string,
): Promise<number> {
  await failAbandoned(db, channel.table);
  const claimed = await claim(db, channel, publicUrl);
  if (channel.send) for (const row of claimed) await attempt(db, channel, row, publicUrl);
  return claimed.length;
}

const INTERVAL_MS = 3_000;

/** Runs every channel's dispatcher every few seconds until the returned stop function is called. */
export function scheduleOutboxDispatch(
  db: Db,
  publicUrl: string,
  // biome-ignore lint/suspicious/noExplicitAny: channels of different outboxes side by side
  channels: OutboxChannel<any>[],
  log: { error(obj: unknown, msg: string): void },
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    Promise.all(
      channels.map((channel) =>
        dispatchOutbox(db, channel, publicUrl).catch((error) =>
          log.error({ err: error, outbox: getTableName(channel.table) }, 'outbox dispatch failed'),
        ),
      ),
    ).finally(() => {
      running = false;
    });
  }, INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
