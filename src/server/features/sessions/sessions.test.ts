import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authSessions, userSessions } from '../../db/schema';
import { serverNow, setClockOffset } from '../../lib/clock';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { signedInDemo, signedInUser } from '../../test/factories';
import { client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ACTIVITY_WRITE_INTERVAL_MS } from './activity-recorder';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

describe('sign-in sessions', () => {
  it('guests get 401', async () => {
    const guest = client(app.server);
    expect((await guest.get('/api/sessions')).statusCode).toBe(401);
    expect(
      (await guest.request('DELETE', '/api/sessions/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(401);
  });

  it('each sign-in is recorded with its user agent and IP, and the device describes itself', async () => {
    const user = await signedInUser(app);
    const laptop = user.client;
    const phone = client(app.server);
    await phone.post(
      '/api/auth/sign-in/email',
      { email: user.email, password: DEMO_PASSWORD },
      { 'user-agent': 'Mozilla/5.0 (iPhone)' },
    );
    const info = {
      browser: 'Chrome',
      platform: 'Linux',
      language: 'uz-UZ',
      screenWidth: 1920,
      screenHeight: 1080,
      timezone: 'Asia/Tashkent',
    };
    expect(
      (await laptop.request('PUT', '/api/sessions/current/device', { deviceInfo: info })).statusCode,
    ).toBe(204);
    const { sessions } = (await laptop.get('/api/sessions')).json();
    expect(sessions).toHaveLength(2);
    const current = sessions.find((s: { current: boolean }) => s.current);
    expect(current).toMatchObject({ deviceInfo: info, ipAddress: '127.0.0.1' });
    expect(sessions.find((s: { current: boolean }) => !s.current).userAgent).toBe('Mozilla/5.0 (iPhone)');
  });

  it('ending a session refuses its cookie at once; other users cannot end it', async () => {
    const user = await signedInUser(app);
    const phone = client(app.server);
    await phone.post('/api/auth/sign-in/email', { email: user.email, password: DEMO_PASSWORD });
    const { sessions } = (await user.client.get('/api/sessions')).json();
    const phoneSession = sessions.find((s: { current: boolean }) => !s.current);

    const other = await signedInUser(app);
    const admin = await signedInDemo(app, 'admin@demo.uz');
    expect((await other.client.request('DELETE', `/api/sessions/${phoneSession.id}`)).statusCode).toBe(404);
    expect((await admin.request('DELETE', `/api/sessions/${phoneSession.id}`)).statusCode).toBe(404);
    expect((await phone.get('/api/cart')).statusCode).toBe(200);

    expect((await user.client.request('DELETE', `/api/sessions/${phoneSession.id}`)).statusCode).toBe(204);
    expect((await phone.get('/api/cart')).statusCode).toBe(401);
    expect((await phone.get('/api/auth/get-session')).json()).toBeNull();
    expect((await user.client.get('/api/cart')).statusCode).toBe(200);
    const remaining = (await user.client.get('/api/sessions')).json().sessions;
    expect(remaining.map((s: { id: string }) => s.id)).not.toContain(phoneSession.id);
  });

  it('signing out marks the record inactive', async () => {
    const user = await signedInUser(app);
    await user.client.post('/api/auth/sign-out');
    const rows = await app.db.select().from(userSessions).where(eq(userSessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ isActive: false });
  });

  it('activity pings move last_activity', async () => {
    const user = await signedInUser(app);
    const before = (await user.client.get('/api/sessions')).json().sessions[0].lastActivity;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await user.client.post('/api/sessions/current/activity')).statusCode).toBe(204);
    const after = (await user.client.get('/api/sessions')).json().sessions[0].lastActivity;
    expect(new Date(after).getTime()).toBeGreaterThan(new Date(before).getTime());
  });

  it('any signed-in request moves last_activity once it is 5 minutes old, and not more often', async () => {
    const user = await signedInUser(app);
    const lastActivity = async () => {
      const [row] = await app.db.select().from(userSessions).where(eq(userSessions.userId, user.id));
      return row!.lastActivity.getTime();
    };
    await user.client.post('/api/sessions/current/activity');
    const stored = new Date(Date.now() - 38 * 60_000);
    await app.db.update(userSessions).set({ lastActivity: stored }).where(eq(userSessions.userId, user.id));

    // a write, when there is one, follows the response: give it time to land
    const settled = () => new Promise((resolve) => setTimeout(resolve, 100));
    // within 5 minutes of the sign-in's last write: no write
    expect((await user.client.get('/api/me/quizzes')).statusCode).toBe(200);
    await settled();
    expect(await lastActivity()).toBe(stored.getTime());

    setClockOffset(ACTIVITY_WRITE_INTERVAL_MS);
    try {
      expect((await user.client.get('/api/me/quizzes')).statusCode).toBe(200);
      await vi.waitFor(async () => expect(await lastActivity()).toBeGreaterThan(Date.now()));
      const written = await lastActivity();
      expect(written).toBeLessThanOrEqual(serverNow().getTime());
      await user.client.get('/api/notifications');
      await settled();
      expect(await lastActivity()).toBe(written);
    } finally {
      setClockOffset(0);
    }
  });
});

describe('device info', () => {
  it('refuses text that is not well-formed unicode with 400 (a lone surrogate broke the jsonb write: 500)', async () => {
    const user = await signedInUser(app);
    const res = await user.client.request('PUT', '/api/sessions/current/device', {
      deviceInfo: { browser: 'Firefox', language: '\ud800' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('server session lifetime', () => {
  it('is 24 hours from the last use, refreshed by activity after 5 minutes', async () => {
    const user = await signedInUser(app);
    const [row] = await app.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    const hours = (row!.expiresAt.getTime() - row!.updatedAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
    // pretend the last refresh was 6 minutes ago and the session ends in 23h54m
    const sixMinutesAgo = new Date(Date.now() - 6 * 60_000);
    await app.db
      .update(authSessions)
      .set({ updatedAt: sixMinutesAgo, expiresAt: new Date(sixMinutesAgo.getTime() + 24 * 3_600_000) })
      .where(eq(authSessions.id, row!.id));
    await user.client.post('/api/sessions/current/activity');
    const [after] = await app.db.select().from(authSessions).where(eq(authSessions.id, row!.id));
    expect(after!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 24 * 3_600_000 - 60_000);
  });
});
