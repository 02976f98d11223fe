import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../../../shared/i18n/uz';
import { auditLog, users } from '../../db/schema';
import { signedInDemo, signedInUser } from '../../test/factories';
import type { Client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let admin: Client;
let adminId: string;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
  admin = await signedInDemo(app, 'admin@demo.uz');
  adminId = (await app.db.select().from(users).where(eq(users.email, 'admin@demo.uz')))[0]!.id;
});
afterAll(() => app.close());

const roleOf = async (id: string) => (await app.db.select().from(users).where(eq(users.id, id)))[0]?.role;

describe("better-auth's admin writes are replaced by /api/admin", () => {
  it.each([
    ['/api/auth/admin/set-role', (id: string) => ({ userId: id, role: 'USER' })],
    ['/api/auth/admin/remove-user', (id: string) => ({ userId: id })],
    ['/api/auth/admin/ban-user', (id: string) => ({ userId: id })],
    ['/api/auth/admin/unban-user', (id: string) => ({ userId: id })],
    ['/api/auth/admin/revoke-user-sessions', (id: string) => ({ userId: id })],
    ['/api/auth/admin/impersonate-user', (id: string) => ({ userId: id })],
    ['/api/auth/admin/set-user-password', (id: string) => ({ userId: id, newPassword: 'yangiParol123' })],
  ])('%s answers 403 ADMIN_ENDPOINT_REPLACED to an admin and changes nothing', async (url, body) => {
    const res = await admin.post(url, body(adminId));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'ADMIN_ENDPOINT_REPLACED',
      message: uz.errors.ADMIN_ENDPOINT_REPLACED,
    });
    expect(await roleOf(adminId)).toBe('ADMIN');
    expect((await admin.get('/api/admin/users?role=ADMIN')).statusCode).toBe(200);
  });

  it('the last admin cannot be demoted through /admin/update-user either', async () => {
    const res = await admin.post('/api/auth/admin/update-user', { userId: adminId, data: { role: 'USER' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('FIELD_NOT_ALLOWED');
    expect(await roleOf(adminId)).toBe('ADMIN');
  });

  it('/admin/create-user over HTTP makes a USER only', async () => {
    const email = `yangi.admin.${Date.now()}@example.uz`;
    const res = await admin.post('/api/auth/admin/create-user', {
      email,
      password: 'demo12345',
      name: 'Yangi Admin',
      role: 'ADMIN',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('FIELD_NOT_ALLOWED');
    expect(await app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("an admin's create-user and update-user through better-auth are recorded in the audit log", async () => {
    const email = `audit.${Date.now()}@example.uz`;
    const created = await admin.post('/api/auth/admin/create-user', {
      email,
      password: 'demo12345',
      name: 'Audit Yozuvi',
    });
    expect(created.statusCode, created.body).toBe(200);
    const userId = created.json().user.id as string;
    const renamed = await admin.post('/api/auth/admin/update-user', { userId, data: { name: 'Yangi Ism' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.entityId, userId));
    expect(
      entries
        .map(({ action, actorId, changes }) => ({ action, actorId, changes }))
        .sort((a, b) => a.action.localeCompare(b.action)),
    ).toEqual([
      { action: 'user.create', actorId: adminId, changes: { email, name: 'Audit Yozuvi' } },
      { action: 'user.update', actorId: adminId, changes: { name: 'Yangi Ism' } },
    ]);
  });

  it('guests and learners still get 401 and 403', async () => {
    const learner = await signedInUser(app);
    const asLearner = await learner.client.post('/api/auth/admin/set-role', {
      userId: learner.id,
      role: 'ADMIN',
    });
    expect(asLearner.statusCode).toBe(403);
    expect(asLearner.json().error.code).not.toBe('ADMIN_ENDPOINT_REPLACED');
    expect(await roleOf(learner.id)).toBe('USER');
  });
});
