import { once } from 'node:events';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchPostgres } from '../test/test-app';
import { openDatabase } from './client';

/**
 * Behind a transaction-mode pooler (PgBouncer) LISTEN does not work: the LISTEN connection goes to
 * DATABASE_DIRECT_URL instead. A counting TCP relay stands in for that direct address here.
 */
describe.runIf(process.env.DATABASE_URL)('the LISTEN connection on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
  let relay: net.Server;
  let relayed = 0;
  let directUrl = '';

  beforeAll(async () => {
    scratch = await scratchPostgres(process.env.DATABASE_URL!);
    const target = new URL(scratch.url);
    relay = net.createServer((socket) => {
      relayed++;
      const upstream = net.connect(Number(target.port), target.hostname);
      socket.pipe(upstream).pipe(socket);
      for (const end of [socket, upstream]) end.on('error', () => socket.destroy());
    });
    relay.listen(0, '127.0.0.1');
    await once(relay, 'listening');
    const direct = new URL(scratch.url);
    direct.port = String((relay.address() as net.AddressInfo).port);
    directUrl = direct.toString();
  });
  afterAll(async () => {
    relay?.close();
    await scratch?.drop();
  });

  it('goes to the direct address, while queries stay on DATABASE_URL', async () => {
    const database = await openDatabase({ databaseUrl: scratch.url, directUrl });
    try {
      let hear: (payload: string) => void = () => undefined;
      const heard = new Promise<string>((resolve) => {
        hear = resolve;
      });
      await database.listen('direct_url_test', (payload) => hear(payload));
      // the pool's connections never pass the relay, however many queries run
      for (let i = 0; i < 5; i++)
        await database.db.execute(sql`select pg_notify('direct_url_test', ${`n${i}`})`);
      expect(await heard).toBe('n0');
      expect(relayed).toBe(1);
    } finally {
      await database.close();
    }
  });

  it('fails to open when the direct address cannot be reached, even with DATABASE_URL fine', async () => {
    const unreachable = new URL(scratch.url);
    unreachable.port = '1';
    await expect(
      openDatabase({
        databaseUrl: scratch.url,
        directUrl: unreachable.toString(),
        listenBackoff: { initialMs: 10, maxMs: 10 },
      }),
    ).rejects.toThrow();
  });
});
