import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authSessions, userSessions } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { signedInDemo, signedInUser } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { liveEventsOf, signInsOf } from '../admin-users/admin-users.test-support';

let app: TestApp;
let admin: Client;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
  admin = await signedInDemo(app, 'admin@demo.uz');
});
afterAll(() => app.close());

const IPAD_SAFARI =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0';

type Listed = { id: string; userId: string; [key: string]: unknown };
const listed = async () => (await admin.get('/api/admin/sessions')).json().sessions as Listed[];

describe('admin sign-in sessions', () => {
  it("lists everyone's active sign-ins with device, browser, person, newest activity first", async () => {
    const learner = await signedInUser(app, 'Sessiya Egasi');
    const tablet = client(app.server);
    await tablet.post(
      '/api/auth/sign-in/email',
      { email: learner.email, password: DEMO_PASSWORD },
      { 'user-agent': IPAD_SAFARI },
    );
    const phone = client(app.server);
    await phone.post(
      '/api/auth/sign-in/email',
      { email: learner.email, password: DEMO_PASSWORD },
      { 'user-agent': ANDROID_FIREFOX },
    );
    // the laptop's own word fills in a browser its user agent does not name
    await learner.client.request('PUT', '/api/sessions/current/device', { deviceInfo: { browser: 'Edge' } });

    const sessions = await listed();
    const mine = sessions.filter((s) => s.userId === learner.id);
    expect(mine).toHaveLength(3);
    expect(mine.find((s) => s.userAgent === IPAD_SAFARI)).toMatchObject({
      deviceKind: 'tablet',
      deviceLabel: 'Planshet',
      browser: 'Safari',
      userName: 'Sessiya Egasi',
      userEmail: learner.email,
      ipAddress: '127.0.0.1',
      current: false,
    });
    expect(mine.find((s) => s.userAgent === ANDROID_FIREFOX)).toMatchObject({
      deviceLabel: 'Mobil qurilma',
      browser: 'Firefox',
    });
    expect(
      mine.find((s) => s.deviceInfo && (s.deviceInfo as { browser?: string }).browser === 'Edge'),
    ).toMatchObject({ deviceLabel: 'Kompyuter', browser: 'Edge' });
    const times = sessions.map((s) => s.lastActivity as string);
    expect(times).toEqual([...times].sort().reverse());
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
  });

  it('leaves out ended and expired sign-ins', async () => {
    const learner = await signedInUser(app);
    const [signIn] = await signInsOf(app.db, learner.id);
    await app.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.id, signIn!.authSessionId!));
    expect((await listed()).some((s) => s.id === signIn!.id)).toBe(false);
    const res = await admin.request('DELETE', `/api/admin/sessions/${signIn!.id}`);
    expect(res.statusCode).toBe(404);
  });

  it('terminates a sign-in: its cookie is refused at once, its device gets session_ended, audited', async () => {
    const learner = await signedInUser(app);
    const [signIn] = await signInsOf(app.db, learner.id);
    const live = await liveEventsOf(app.database, learner.id);
    try {
      const res = await admin.request('DELETE', `/api/admin/sessions/${signIn!.id}`);
      expect(res.statusCode, res.body).toBe(204);
      expect((await learner.client.get('/api/sessions')).statusCode).toBe(401);
      await expect
        .poll(() => live.events)
        .toContainEqual({
          userId: learner.id,
          type: 'session_ended',
          data: { sessionId: signIn!.id },
        });
    } finally {
      await live.stop();
    }
    const [row] = await app.db.select().from(userSessions).where(eq(userSessions.id, signIn!.id));
    expect(row?.isActive).toBe(false);
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.entityId, signIn!.id));
    expect(entry).toMatchObject({ action: 'session.terminate', changes: { userId: learner.id } });
    // already ended
    const again = await admin.request('DELETE', `/api/admin/sessions/${signIn!.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('USER_SESSION_NOT_FOUND');
  });

  it('answers 404 for an unknown session and 400 for a malformed id', async () => {
    expect((await admin.request('DELETE', `/api/admin/sessions/${crypto.randomUUID()}`)).statusCode).toBe(
      404,
    );
    expect((await admin.request('DELETE', '/api/admin/sessions/abc')).statusCode).toBe(400);
  });
});
