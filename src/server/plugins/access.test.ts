import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../../shared/i18n/uz';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts';
import { type Client, client } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Every route declares who may call it; this proves what a guest, a user, another user and an
 * admin get for each one. Routes with path parameters are covered by their feature's tests.
 */
let app: TestApp;
let guest: Client;
let learner: Client;
let otherUser: Client;
let admin: Client;

async function signedIn(email: string) {
  const browser = client(app.server);
  const res = await browser.post('/api/auth/sign-in/email', { email, password: DEMO_PASSWORD });
  expect(res.statusCode).toBe(200);
  return browser;
}

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  guest = client(app.server);
  learner = await signedIn('learner@demo.uz');
  admin = await signedIn('admin@demo.uz');
  // a second ordinary user
  await app.auth.api.createUser({
    body: {
      email: 'boshqa@demo.uz',
      password: DEMO_PASSWORD,
      name: 'Boshqa Foydalanuvchi',
      role: 'USER' as never,
      data: { emailVerified: true },
    },
  });
  otherUser = await signedIn('boshqa@demo.uz');
});
afterAll(() => app.close());

const ownRoutes = () =>
  app.server.routeAccess.filter((r) => !r.url.startsWith('/api/auth') && !r.url.includes(':'));

describe('route access', () => {
  it('every API route declares its access level', () => {
    expect(app.server.routeAccess.length).toBeGreaterThan(3);
    for (const route of app.server.routeAccess) expect(['public', 'user', 'admin']).toContain(route.access);
  });

  it('public GET routes answer guests, users and admins alike', async () => {
    for (const route of ownRoutes().filter((r) => r.access === 'public' && r.method === 'GET')) {
      for (const who of [guest, learner, otherUser, admin]) {
        const res = await who.get(route.url);
        expect(res.statusCode, `${route.url}`).toBe(200);
      }
    }
  });

  it('user routes refuse guests with 401 and serve signed-in users', async () => {
    for (const route of ownRoutes().filter((r) => r.access === 'user')) {
      const res = await guest.request(
        route.method as 'GET',
        route.url,
        route.method === 'GET' ? undefined : {},
      );
      expect(res.statusCode, route.url).toBe(401);
      expect(res.json().error).toEqual({ code: 'UNAUTHENTICATED', message: uz.errors.UNAUTHENTICATED });
    }
  });

  it('admin routes refuse guests with 401 and users with 403', async () => {
    for (const route of ownRoutes().filter((r) => r.access === 'admin')) {
      const body = route.method === 'GET' ? undefined : {};
      expect((await guest.request(route.method as 'GET', route.url, body)).statusCode, route.url).toBe(401);
      expect((await learner.request(route.method as 'GET', route.url, body)).statusCode, route.url).toBe(403);
    }
  });

  it('better-auth admin endpoints are for admins only', async () => {
    expect((await guest.get('/api/auth/admin/list-users')).statusCode).toBe(401);
    expect((await learner.get('/api/auth/admin/list-users')).statusCode).toBe(403);
    const res = await admin.get('/api/auth/admin/list-users');
    expect(res.statusCode).toBe(200);
    expect(res.json().users.map((u: { email: string }) => u.email)).toContain('learner@demo.uz');
  });

  it('the public settings say guest purchase starts off', async () => {
    for (const who of [guest, learner, admin]) {
      expect((await who.get('/api/settings/public')).json()).toEqual({ guestPurchaseEnabled: false });
    }
  });

  it('a signed-in browser write without an Origin is refused', async () => {
    const res = await learner.request('POST', '/api/auth/sign-out', {}, { origin: '' });
    expect(res.statusCode).toBe(403);
  });
});

describe('per-user write limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ seed: true, config: { userWriteLimit: 3 } });
  });
  afterAll(() => limited.close());

  it('refuses a signed-in user past the limit with 429, while others still write', async () => {
    const heavy = client(limited.server);
    await heavy.post('/api/auth/sign-in/email', { email: 'learner@demo.uz', password: DEMO_PASSWORD });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await heavy.request('DELETE', '/api/notifications')).statusCode);
    expect(statuses).toEqual([204, 204, 204, 429]);
    const refused = await heavy.request('DELETE', '/api/notifications');
    expect(refused.json().error).toEqual({ code: 'RATE_LIMITED', message: uz.errors.RATE_LIMITED });
    // reads are not writes, and another user has a bucket of their own
    expect((await heavy.get('/api/notifications')).statusCode).toBe(200);
    const other = client(limited.server);
    await other.post('/api/auth/sign-in/email', { email: 'admin@demo.uz', password: DEMO_PASSWORD });
    expect((await other.request('DELETE', '/api/notifications')).statusCode).toBe(204);
  });
});
