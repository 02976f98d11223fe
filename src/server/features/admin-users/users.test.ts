import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../../../shared/i18n/uz';
import { auditLog, certificates, purchases, quizResults, users } from '../../db/schema';
import { createLearner, createQuiz, passedResult, signedInDemo, signedInUser } from '../../test/factories';
import type { Client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertPurchase } from '../admin-results/admin-results.test-support';
import { liveEventsOf, signInsOf } from './admin-users.test-support';
import { DELETED_HOLDER_NAME } from './user-deletion';

let app: TestApp;
let admin: Client;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
  admin = await signedInDemo(app, 'admin@demo.uz');
});
afterAll(() => app.close());

const adminId = async () =>
  (await app.db.select().from(users).where(eq(users.email, 'admin@demo.uz')))[0]!.id;
const auditOf = async (entityId: string) =>
  app.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

describe('GET /api/admin/users', () => {
  it('finds by name with any apostrophe, by email and by id, with counts and sign-in state', async () => {
    const learner = await signedInUser(app, "G'ulomova Oʻlmas");
    await passedResult(app, learner.client);
    const byName = await admin.get(`/api/admin/users?search=${encodeURIComponent('gʻulomova o’lmas')}`);
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json()).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(byName.json().users[0]).toMatchObject({
      id: learner.id,
      email: learner.email,
      role: 'USER',
      emailVerified: true,
      // the passed quiz was claimed free: a claim, not a purchase
      purchaseCount: 0,
      freeClaimCount: 1,
      resultCount: 1,
      activeSessionCount: 1,
      signedIn: true,
    });
    const byEmail = await admin.get(`/api/admin/users?search=${learner.email.toUpperCase()}`);
    expect(byEmail.json().users.map((u: { id: string }) => u.id)).toEqual([learner.id]);
    const byId = await admin.get(`/api/admin/users?search=${learner.id}`);
    expect(byId.json().users.map((u: { id: string }) => u.id)).toEqual([learner.id]);
  });

  it('counts paid purchases apart from free claims, refunded ones in neither', async () => {
    const learner = await createLearner(app.db);
    const [paid, free, refunded, other] = await Promise.all([
      createQuiz(app.db, { price: 25_000 }),
      createQuiz(app.db, { price: 0 }),
      createQuiz(app.db, { price: 15_000 }),
      createQuiz(app.db, { price: 0 }),
    ]);
    const userId = learner.id;
    await insertPurchase(app.db, { userId, quizId: paid.id, amount: 25_000, paymentMethod: 'PAYME' });
    await insertPurchase(app.db, { userId, quizId: free.id, amount: 0, paymentMethod: 'FREE' });
    await insertPurchase(app.db, { userId, quizId: other.id, amount: 0, paymentMethod: 'FREE' });
    await insertPurchase(app.db, {
      userId,
      quizId: refunded.id,
      amount: 15_000,
      paymentMethod: 'CLICK',
      paymentStatus: 'REFUNDED',
    });
    const found = (await admin.get(`/api/admin/users?search=${learner.email}`)).json();
    expect(found.users[0]).toMatchObject({ purchaseCount: 1, freeClaimCount: 2 });
  });

  it('filters by role, pages on the server and lists the newest first', async () => {
    const admins = (await admin.get('/api/admin/users?role=ADMIN')).json();
    expect(admins.users.every((u: { role: string }) => u.role === 'ADMIN')).toBe(true);
    expect(admins.total).toBeGreaterThanOrEqual(1);
    const older = await createLearner(app.db);
    const newer = await createLearner(app.db);
    // a distinct time: two accounts made within one millisecond would tie on created_at
    await app.db
      .update(users)
      .set({ createdAt: new Date(older.createdAt.getTime() + 1000) })
      .where(eq(users.id, newer.id));
    const page1 = (await admin.get('/api/admin/users?pageSize=1&page=1')).json();
    const page2 = (await admin.get('/api/admin/users?pageSize=1&page=2')).json();
    expect(page1.users.map((u: { id: string }) => u.id)).toEqual([newer.id]);
    expect(page2.users.map((u: { id: string }) => u.id)).toEqual([older.id]);
    expect(page1.total).toBe(page2.total);
    const bad = await admin.get('/api/admin/users?role=ROOT&pageSize=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('finds a user by the first 6 or more characters of the id, wildcards taken literally', async () => {
    const id = 'c0ffee01-7a1b-4c2d-9e3f-5d6c7b8a9012';
    await app.db.insert(users).values({ id, name: 'Prefiks Sinov', email: 'prefiks.sinov@example.uz' });
    const found = async (search: string) =>
      (await admin.get(`/api/admin/users?search=${encodeURIComponent(search)}`))
        .json()
        .users.map((u: { id: string }) => u.id);
    expect(await found('c0ffee')).toEqual([id]);
    expect(await found('C0FFEE01-7A')).toEqual([id]);
    expect(await found(id)).toEqual([id]);
    // shorter than 6 characters, the middle of the id, or LIKE wildcards find nobody by id
    expect(await found('c0ffe')).toEqual([]);
    expect(await found('ee01-7a1b')).toEqual([]);
    expect(await found('c0ffee_1')).toEqual([]);
    expect(await found('c0ff%01')).toEqual([]);
  });

  it('takes % and _ in a search literally', async () => {
    const res = await admin.get('/api/admin/users?search=%25');
    expect(res.json().total).toBe(0);
  });
});

describe('PUT /api/admin/users/:id/role', () => {
  it('promotes and demotes with an audit entry; a demoted admin loses admin access at once', async () => {
    const person = await signedInUser(app);
    const promoted = await admin.request('PUT', `/api/admin/users/${person.id}/role`, { role: 'ADMIN' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toMatchObject({ id: person.id, role: 'ADMIN' });
    expect((await person.client.get('/api/admin/users')).statusCode).toBe(200);
    const demoted = await admin.request('PUT', `/api/admin/users/${person.id}/role`, { role: 'USER' });
    expect(demoted.json().role).toBe('USER');
    // the same cookie, no new sign-in: the session is read from the database on every request
    expect((await person.client.get('/api/admin/users')).statusCode).toBe(403);
    const session = (await person.client.get('/api/auth/get-session')).json();
    expect(session.user.role).toBe('USER');
    const entries = await auditOf(person.id);
    expect(entries.map((e) => [e.action, e.changes])).toEqual([
      ['user.role', { role: { from: 'USER', to: 'ADMIN' } }],
      ['user.role', { role: { from: 'ADMIN', to: 'USER' } }],
    ]);
  });

  it('refuses to take the last ADMIN role (422 LAST_ADMIN), also from oneself', async () => {
    const only = await adminId();
    const others = await app.db.select().from(users).where(eq(users.role, 'ADMIN'));
    expect(others.map((u) => u.id)).toEqual([only]);
    const res = await admin.request('PUT', `/api/admin/users/${only}/role`, { role: 'USER' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({ code: 'LAST_ADMIN', message: uz.errors.LAST_ADMIN });
    expect((await app.db.select().from(users).where(eq(users.id, only)))[0]!.role).toBe('ADMIN');
  });

  it('answers 404 for an unknown user and 400 for an unknown role', async () => {
    expect((await admin.request('PUT', '/api/admin/users/nobody/role', { role: 'USER' })).statusCode).toBe(
      404,
    );
    const learner = await createLearner(app.db);
    const bad = await admin.request('PUT', `/api/admin/users/${learner.id}/role`, { role: 'ROOT' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('removes the account, signs it out everywhere and keeps its books anonymised', async () => {
    const learner = await signedInUser(app, 'Ochiladigan Odam');
    const { resultId, certificate } = await passedResult(app, learner.client);
    const [signIn] = await signInsOf(app.db, learner.id);
    const live = await liveEventsOf(app.database, learner.id);
    const res = await admin.request('DELETE', `/api/admin/users/${learner.id}`);
    expect(res.statusCode, res.body).toBe(204);
    await expect
      .poll(() => live.events)
      .toContainEqual({ userId: learner.id, type: 'session_ended', data: { sessionId: signIn!.id } });
    await live.stop();
    expect(await app.db.select().from(users).where(eq(users.id, learner.id))).toHaveLength(0);
    expect(await signInsOf(app.db, learner.id)).toHaveLength(0);
    expect((await learner.client.get('/api/sessions')).statusCode).toBe(401);
    const [result] = await app.db.select().from(quizResults).where(eq(quizResults.id, resultId));
    expect(result?.userId).toBeNull();
    const [kept] = await app.db.select().from(certificates).where(eq(certificates.id, certificate.id));
    expect(kept).toMatchObject({ userId: null, holderName: DELETED_HOLDER_NAME });
    const [purchase] = await app.db.select().from(purchases).where(eq(purchases.quizId, certificate.quizId));
    expect(purchase?.userId).toBeNull();
    const [entry] = await auditOf(learner.id);
    expect(entry).toMatchObject({ action: 'user.delete', changes: { email: learner.email, role: 'USER' } });
  });

  it('refuses deleting oneself and answers 404 for an unknown user', async () => {
    const self = await admin.request('DELETE', `/api/admin/users/${await adminId()}`);
    expect(self.statusCode).toBe(422);
    expect(self.json().error.code).toBe('CANNOT_DELETE_SELF');
    expect((await admin.request('DELETE', '/api/admin/users/nobody')).statusCode).toBe(404);
  });
});

describe('POST /api/admin/users/:id/password-reset', () => {
  it("sends the learner's reset email with a /reset-password link, audited, limited per account", async () => {
    const learner = await signedInUser(app);
    const res = await admin.post(`/api/admin/users/${learner.id}/password-reset`);
    expect(res.statusCode, res.body).toBe(204);
    const mail = await app.lastEmailTo(learner.email);
    expect(mail?.text).toMatch(/\/reset-password\?email=.+&code=\d{6}/);
    expect((await auditOf(learner.id)).map((e) => e.action)).toEqual(['user.password_reset']);
    for (let i = 0; i < 4; i++) await admin.post(`/api/admin/users/${learner.id}/password-reset`);
    const limited = await admin.post(`/api/admin/users/${learner.id}/password-reset`);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await admin.post('/api/admin/users/nobody/password-reset')).statusCode).toBe(404);
  });
});
