import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { loadCatalog } from './catalog-loader';
import { buildSnapshot, type CatalogSnapshot, withStats } from './catalog-read-model';
import { learnerStatsFor } from './learner-stats';

/** The channel of migration 0011's triggers: {table, id} on every catalogue write. */
export const CATALOG_CHANNEL = 'bilimdon_catalog';

/** Writes come in bursts (an admin's "save all", a seed): one reload after the burst, not one each. */
const REFRESH_DELAY_MS = 50;
/** After a failed load (database away), how long before the next try. */
const RETRY_DELAY_MS = 1000;

interface Log {
  error(obj: unknown, msg: string): void;
}

/**
 * The public catalogue held in this server's memory (docs/architecture.md#a-page-view) and kept current by the
 * change feed: a write to quizzes, categories or questions, from any server or plain SQL, reloads
 * the whole (small) catalogue; a quiz_results write refreshes only that quiz's learner numbers, as
 * an exam day writes many. One refresh runs at a time and each swaps in a complete snapshot.
 */
export class CatalogReadModel {
  private snapshot: CatalogSnapshot = buildSnapshot(0, [], [], new Map());
  private reloadWanted = false;
  private readonly staleStats = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private working: Promise<boolean> | undefined;
  private reloading = false;
  private readonly markers = new Map<string, () => void>();
  private closed = false;

  private constructor(
    private readonly db: Db,
    private readonly log: Log,
  ) {}

  /** Listens first, then loads: a write landing in between is then reloaded, never missed. */
  static async open(database: Database, log: Log): Promise<CatalogReadModel> {
    const model = new CatalogReadModel(database.db, log);
    const unlisten = await database.listen(CATALOG_CHANNEL, (payload) => model.changed(payload));
    // changes sent while the LISTEN connection was down are lost: reload everything
    const stopEvents = database.onConnectionEvent((event) => {
      if (event.kind === 'listen_restored') model.schedule(true);
    });
    model.stop = async () => {
      stopEvents();
      await unlisten();
    };
    // a server that cannot read its catalogue does not start (no empty shop window)
    await model.reload();
    return model;
  }

  private stop = async () => undefined;

  /** The current snapshot, as it is: for what may trail a write by a moment. */
  current(): CatalogSnapshot {
    return this.snapshot;
  }

  /**
   * The snapshot once a reload this server has already been told about is applied: a visitor
   * reading right after a write that reached this server's LISTEN sees it (on PGlite the NOTIFY
   * arrives before the writer's query returns). Learner numbers are not awaited.
   */
  fresh(): CatalogSnapshot | Promise<CatalogSnapshot> {
    if (!this.reloadWanted && !this.reloading) return this.snapshot;
    return this.idle().then(() => this.snapshot);
  }

  /**
   * Resolves once every write committed before the call is in the snapshot, from any server: a
   * marker sent through the same channel arrives after their notifications (one LISTEN connection
   * receives them in commit order). False when that took longer than `withinMs` (the LISTEN
   * connection down): the caller goes on with the snapshot as it is.
   */
  async settled(withinMs?: number): Promise<boolean> {
    const marker = randomUUID();
    const arrived = new Promise<void>((resolve) => this.markers.set(marker, resolve));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => {
      if (withinMs !== undefined) timer = setTimeout(() => resolve(false), withinMs);
    });
    const applied = (async () => {
      await this.db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, ${JSON.stringify({ marker })})`);
      await arrived;
      await this.idle();
      return true;
    })();
    try {
      return await Promise.race([applied, late]);
    } finally {
      clearTimeout(timer);
      this.markers.delete(marker);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    // a database closed first has ended the LISTEN with it
    await this.stop().catch(() => undefined);
    await this.working;
  }

  private changed(payload: string) {
    let change: { table?: string; id?: string | null; marker?: string };
    try {
      change = JSON.parse(payload);
    } catch {
      this.schedule(true);
      return;
    }
    if (change.marker) {
      this.markers.get(change.marker)?.();
      this.markers.delete(change.marker);
    } else if (change.table === 'quiz_results' && change.id) {
      this.staleStats.add(change.id);
      this.schedule(false);
    } else {
      this.schedule(true);
    }
  }

  private schedule(reload: boolean) {
    if (reload) this.reloadWanted = true;
    if (this.timer || this.working || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.work();
    }, REFRESH_DELAY_MS);
  }

  /** Runs the refreshes asked for until none is left, one at a time; false when one failed. */
  private work(): Promise<boolean> {
    this.working ??= (async () => {
      try {
        while (!this.closed && (this.reloadWanted || this.staleStats.size > 0)) {
          await (this.reloadWanted ? this.reload() : this.refreshStats());
        }
        return true;
      } catch (error) {
        this.log.error({ err: error }, 'catalogue read model refresh failed; retrying');
        this.timer ??= setTimeout(() => {
          this.timer = undefined;
          void this.work();
        }, RETRY_DELAY_MS);
        return false;
      } finally {
        this.working = undefined;
        this.reloading = false;
      }
    })();
    return this.working;
  }

  /** Runs what is waiting for its timer now and waits for it; after a failure the old snapshot stays. */
  private async idle(): Promise<void> {
    while ((this.working || this.timer) && !this.closed) {
      if (!this.working) {
        clearTimeout(this.timer);
        this.timer = undefined;
      }
      if (!(await this.work())) return;
    }
  }

  private async reload() {
    // a notification arriving from here on is for a write the load below may not see: it reloads again
    this.reloadWanted = false;
    this.staleStats.clear();
    this.reloading = true;
    try {
      const { quizzes, categories } = await loadCatalog(this.db);
      const stats = await learnerStatsFor(this.db, 'all');
      this.snapshot = buildSnapshot(this.snapshot.version + 1, quizzes, categories, stats);
    } catch (error) {
      this.reloadWanted = true;
      throw error;
    }
  }

  private async refreshStats() {
    const quizIds = [...this.staleStats];
    this.staleStats.clear();
    try {
      const fresh = await learnerStatsFor(this.db, quizIds);
      const stats = new Map(this.snapshot.stats);
      for (const id of quizIds) {
        const quizStats = fresh.get(id);
        if (quizStats) stats.set(id, quizStats);
        else stats.delete(id);
      }
      this.snapshot = withStats(this.snapshot, this.snapshot.version + 1, stats);
    } catch (error) {
      for (const id of quizIds) this.staleStats.add(id);
      throw error;
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the public catalogue in memory; tests await `catalog.settled()` after a write */
    catalog: CatalogReadModel;
  }
}
