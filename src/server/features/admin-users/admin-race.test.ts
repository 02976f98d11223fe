import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { signedInDemo, signedInUser } from '../../test/factories';
import type { Client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * The last-admin rule under parallel writes. Meaningful on PostgreSQL
 * (`node scripts/with-postgres.mjs npx vitest run --project api <this file>`), where the requests
 * really overlap; on PGlite they are serialised by its single connection and must agree.
 */
const ROUNDS = 6;

let app: TestApp;
let demoAdmin: Client;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
  demoAdmin = await signedInDemo(app, 'admin@demo.uz');
});
afterAll(() => app.close());

const adminCount = async () => (await app.db.select().from(users).where(eq(users.role, 'ADMIN'))).length;

/** Two admins, each signed in, and nobody else with the role. */
async function twoLastAdmins() {
  const [a, b] = [await signedInUser(app), await signedInUser(app)];
  for (const person of [a, b]) {
    await demoAdmin.request('PUT', `/api/admin/users/${person.id}/role`, { role: 'ADMIN' });
  }
  await app.db.update(users).set({ role: 'USER' }).where(eq(users.email, 'admin@demo.uz'));
  expect(await adminCount()).toBe(2);
  return { a, b };
}

describe('the last admin under parallel writes', () => {
  it('two last admins demoting each other at once: exactly one succeeds', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { a, b } = await twoLastAdmins();
      const [first, second] = await Promise.all([
        a.client.request('PUT', `/api/admin/users/${b.id}/role`, { role: 'USER' }),
        b.client.request('PUT', `/api/admin/users/${a.id}/role`, { role: 'USER' }),
      ]);
      const statuses = [first.statusCode, second.statusCode].sort();
      // the loser may be refused as the last admin, or already as a non-admin (its role went first)
      expect(statuses[0]).toBe(200);
      expect([403, 422]).toContain(statuses[1]);
      expect(await adminCount()).toBe(1);
      await restoreDemoAdmin();
    }
  });

  it('two last admins demoting themselves at once: exactly one succeeds', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { a, b } = await twoLastAdmins();
      const responses = await Promise.all(
        [a, b].map((p) => p.client.request('PUT', `/api/admin/users/${p.id}/role`, { role: 'USER' })),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 422]);
      expect(responses.find((r) => r.statusCode === 422)?.json().error.code).toBe('LAST_ADMIN');
      expect(await adminCount()).toBe(1);
      await restoreDemoAdmin();
    }
  });

  it('a demotion and a deletion of the two last admins at once leave one admin', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { a, b } = await twoLastAdmins();
      const responses = await Promise.all([
        a.client.request('PUT', `/api/admin/users/${a.id}/role`, { role: 'USER' }),
        b.client.request('DELETE', `/api/admin/users/${a.id}`),
      ]);
      expect(responses.filter((r) => r.statusCode === 200 || r.statusCode === 204).length).toBeGreaterThan(0);
      expect(await adminCount()).toBe(1);
      await restoreDemoAdmin();
    }
  });
});

/** Puts the demo admin back and everyone else out of the role, for the next round. */
async function restoreDemoAdmin() {
  await app.db.update(users).set({ role: 'USER' });
  await app.db.update(users).set({ role: 'ADMIN' }).where(eq(users.email, 'admin@demo.uz'));
}
