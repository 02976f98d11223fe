import { describe, expect, it } from 'vitest';
import { recycleWalAhead, walSegmentsAhead } from './wal-ahead';

/**
 * The bench starts PostgreSQL with WAL segments ready for reuse, as a server that has run a while
 * has (wal-ahead.ts). Needs DATABASE_URL (npm run test:cluster); the test cluster keeps
 * PostgreSQL's default min_wal_size, 80 MB: five segments.
 */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl)
  throw new Error('The cluster suite needs DATABASE_URL: run it with `npm run test:cluster`.');

describe('WAL segments ahead for the bench', () => {
  it('fills, switches and checkpoints until the segments wanted are ready ahead', async () => {
    const ready = await recycleWalAhead(databaseUrl, 4);
    expect(ready).toBeGreaterThanOrEqual(4);
    expect(await walSegmentsAhead(databaseUrl)).toBe(ready);
  });
});
