import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { signedInDemo, signedInUser } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

const tokensOf = async (userId: string) =>
  (await app.db.select().from(authSessions).where(eq(authSessions.userId, userId))).map((s) => s.token);

async function signInAgain(email: string, password = DEMO_PASSWORD) {
  const phone = client(app.server);
  const res = await phone.post('/api/auth/sign-in/email', { email, password });
  expect(res.statusCode).toBe(200);
  return { phone, res };
}

describe('session tokens stay in the HttpOnly cookie', () => {
  it('no answer a script can read carries a session token', async () => {
    const user = await signedInUser(app);
    const admin = await signedInDemo(app, 'admin@demo.uz');
    const { phone, res: signIn } = await signInAgain(user.email);
    const signUp = await client(app.server).post('/api/auth/sign-up/email', {
      email: `new.${Date.now()}@example.uz`,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      name: 'Yangi Foydalanuvchi',
    });
    const answers = {
      signIn,
      signUp,
      getSession: await phone.get('/api/auth/get-session'),
      listSessions: await phone.get('/api/auth/list-sessions'),
      ownSessions: await phone.get('/api/sessions'),
      updateUser: await phone.post('/api/auth/update-user', { name: 'Yangi Ism' }),
      adminSessions: await admin.get('/api/admin/sessions'),
      adminUserSessions: await admin.post('/api/auth/admin/list-user-sessions', { userId: user.id }),
    };
    const tokens = await tokensOf(user.id);
    expect(tokens).toHaveLength(2);
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.statusCode, `${name}: ${answer.body}`).toBe(200);
      for (const token of tokens) expect(answer.body, name).not.toContain(token);
      expect(answer.body, name).not.toMatch(/"token"/);
    }
    const sessionCookie = signIn.cookies.find((c) => c.name.endsWith('session_token'));
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(answers.listSessions.json()).toHaveLength(2);

    // changing the password signs the other devices out and issues a new cookie, not a readable token
    const changed = await phone.post('/api/auth/change-password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Yangi-parol-2026',
      revokeOtherSessions: true,
    });
    expect(changed.statusCode).toBe(200);
    const [newToken] = await tokensOf(user.id);
    expect(newToken).toBeDefined();
    expect(changed.body).not.toContain(newToken);
    expect(changed.body).not.toMatch(/"token"/);
  });
});

describe('revoke-session takes the opaque session id', () => {
  async function twoDevices() {
    const user = await signedInUser(app);
    const { phone } = await signInAgain(user.email);
    const sessions: { id: string }[] = (await user.client.get('/api/auth/list-sessions')).json();
    const phoneSessionId = (await phone.get('/api/auth/get-session')).json().session.id;
    expect(sessions.map((s) => s.id)).toContain(phoneSessionId);
    return { user, phone, phoneSessionId };
  }
  const revoke = (by: Client, body: unknown) => by.post('/api/auth/revoke-session', body);

  it('ends the named session of the signed-in user: its cookie is refused at once', async () => {
    const { user, phone, phoneSessionId } = await twoDevices();
    const res = await revoke(user.client, { sessionId: phoneSessionId });
    expect(res.statusCode).toBe(200);
    expect((await phone.get('/api/cart')).statusCode).toBe(401);
    expect((await user.client.get('/api/cart')).statusCode).toBe(200);
    expect((await user.client.get('/api/auth/list-sessions')).json()).toHaveLength(1);
  });

  it("refuses another user's session, an unknown id and a token, changing nothing", async () => {
    const { user, phone, phoneSessionId } = await twoDevices();
    const other = await signedInUser(app);
    const [phoneToken] = (
      await app.db.select().from(authSessions).where(eq(authSessions.id, phoneSessionId))
    ).map((s) => s.token);

    const foreign = await revoke(other.client, { sessionId: phoneSessionId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      error: { code: 'USER_SESSION_NOT_FOUND', message: 'Sessiya topilmadi yoki allaqachon tugagan' },
    });
    expect((await revoke(user.client, { sessionId: 'no-such-session' })).statusCode).toBe(404);
    const byToken = await revoke(user.client, { token: phoneToken });
    expect(byToken.statusCode).toBe(400);
    expect(byToken.json().error.code).toBe('VALIDATION_FAILED');
    expect((await revoke(client(app.server), { sessionId: phoneSessionId })).statusCode).toBe(401);
    expect((await phone.get('/api/cart')).statusCode).toBe(200);
  });
});
