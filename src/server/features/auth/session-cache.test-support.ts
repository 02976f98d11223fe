import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { authSessions, quizSessions, userSessions, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { startedSession } from '../../test/factories';
import { client } from '../../test/http';
import { TEST_ORIGIN } from '../../test/test-app';
import type { Auth } from './auth';

/** One app server: its HTTP side and its better-auth (to count its lookups and create learners). */
export interface Server {
  server: FastifyInstance;
  auth: Auth;
}

/**
 * What the session cache must never change: every way a sign-in ends or changes takes effect on
 * the very next request, on the server that made the change (`writer`) and on any other
 * (`reader`, which answered the session from its cache just before). With one server both are it.
 */
export function sessionCacheScenarios(apps: () => { writer: Server; reader: Server; db: Db }) {
  let n = 0;
  /** a fresh verified learner, signed in through the writer; `ask` sends their cookie to the reader */
  async function learner() {
    const { writer, reader } = apps();
    const email = `cache.${Date.now()}.${n++}@example.uz`;
    const { user } = await writer.auth.api.createUser({
      body: {
        email,
        password: DEMO_PASSWORD,
        name: 'Kesh Sinov',
        role: 'USER' as never,
        data: { emailVerified: true },
      },
    });
    const browser = client(writer.server);
    expect(
      (await browser.post('/api/auth/sign-in/email', { email, password: DEMO_PASSWORD })).statusCode,
    ).toBe(200);
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const ask = async (url = '/api/notifications', on = reader) =>
      (await on.server.inject({ method: 'GET', url, headers: { cookie } })).statusCode;
    // the reader now holds the sign-in in its cache
    expect(await ask()).toBe(200);
    return { id: user.id, browser, cookie, ask };
  }
  const adminOf = async (on: Server) => {
    const admin = client(on.server);
    await admin.post('/api/auth/sign-in/email', { email: 'admin@demo.uz', password: DEMO_PASSWORD });
    return admin;
  };

  it('a known session is answered from memory: better-auth is asked once for many requests', async () => {
    const { reader } = apps();
    const { ask } = await learner();
    const lookups = vi.spyOn(reader.auth.api, 'getSession');
    try {
      for (let i = 0; i < 5; i++) expect(await ask()).toBe(200);
      expect(lookups).not.toHaveBeenCalled();
    } finally {
      lookups.mockRestore();
    }
  });

  it('sign-out: the old cookie is refused at once', async () => {
    const { writer } = apps();
    const { browser, ask } = await learner();
    expect((await browser.post('/api/auth/sign-out', {})).statusCode).toBe(200);
    expect(await ask()).toBe(401);
    expect(await ask('/api/notifications', writer)).toBe(401);
  });

  // answers and heartbeats believe the cache without waiting for the change feed: the statement
  // that writes them checks the sign-in, and a refusal asks again (features/identity/player.ts)
  it('sign-out, then an answer and a heartbeat with the old cookie: refused at once, nothing written', async () => {
    const { reader, db } = apps();
    const { browser, cookie, ask } = await learner();
    // the learner's running session, started through the writer
    const { sessionId, questionId } = await startedSession({ db }, browser);
    const contact = (url: string, payload: object) =>
      reader.server.inject({
        method: url.endsWith('answers') ? 'PUT' : 'POST',
        url,
        payload,
        headers: { cookie, origin: TEST_ORIGIN },
      });
    const answers = `/api/play/sessions/${sessionId}/answers`;
    const heartbeat = `/api/play/sessions/${sessionId}/heartbeat`;
    // while signed in, the reader saves from its cache
    expect((await contact(answers, { questionId, optionIndex: 1, currentQuestionIndex: 0 })).statusCode).toBe(
      200,
    );
    expect((await browser.post('/api/auth/sign-out', {})).statusCode).toBe(200);
    const refused = await contact(answers, { questionId, optionIndex: 2, currentQuestionIndex: 0 });
    expect(refused.statusCode).toBe(401);
    expect((await contact(heartbeat, { currentQuestionIndex: 0 })).statusCode).toBe(401);
    const [row] = await db
      .select({ answers: quizSessions.answers })
      .from(quizSessions)
      .where(eq(quizSessions.id, sessionId));
    expect(row!.answers).toEqual({ [questionId]: 1 });
    expect(await ask()).toBe(401);
  });

  it("an admin's termination on the sessions page: refused at once", async () => {
    const { writer, db } = apps();
    const { id, ask } = await learner();
    const [signIn] = await db
      .select({ id: userSessions.id })
      .from(userSessions)
      .where(and(eq(userSessions.userId, id), eq(userSessions.isActive, true)));
    const admin = await adminOf(writer);
    expect((await admin.request('DELETE', `/api/admin/sessions/${signIn!.id}`)).statusCode).toBe(204);
    expect(await ask()).toBe(401);
  });

  it("a ban as better-auth's admin plugin writes it (banned, sessions deleted), in plain SQL: refused at once", async () => {
    const { db } = apps();
    const { id, ask } = await learner();
    // over HTTP better-auth's ban is replaced by our admin routes (admin-endpoints.ts)
    await db.transaction(async (t) => {
      await t.update(users).set({ banned: true, banReason: 'sinov' }).where(eq(users.id, id));
      await t.delete(authSessions).where(eq(authSessions.userId, id));
    });
    expect(await ask()).toBe(401);
  });

  it("an admin's deletion of the account: refused at once", async () => {
    const { writer } = apps();
    const { id, ask } = await learner();
    const admin = await adminOf(writer);
    expect((await admin.request('DELETE', `/api/admin/users/${id}`)).statusCode).toBe(204);
    expect(await ask()).toBe(401);
  });

  it('a role change: an admin route opens and closes at once', async () => {
    const { writer } = apps();
    const { id, ask } = await learner();
    expect(await ask('/api/admin/users')).toBe(403);
    const admin = await adminOf(writer);
    const setRole = (role: string) => admin.request('PUT', `/api/admin/users/${id}/role`, { role });
    expect((await setRole('ADMIN')).statusCode).toBe(200);
    expect(await ask('/api/admin/users')).toBe(200);
    expect((await setRole('USER')).statusCode).toBe(200);
    expect(await ask('/api/admin/users')).toBe(403);
  });

  it('expiry: a session past its end is refused though it is in memory', async () => {
    const { ask } = await learner();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
      expect(await ask()).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('only the exact signed cookie is believed: a wrong signature or a second cookie goes to better-auth', async () => {
    const { reader } = apps();
    const { cookie } = await learner();
    const [name, value] = cookie.split('=') as [string, string];
    const token = decodeURIComponent(value).split('.')[0];
    const forged = `${name}=${encodeURIComponent(`${token}.AAAA${'A'.repeat(40)}=`)}`;
    const status = async (header: string) =>
      (await reader.server.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: header } }))
        .statusCode;
    expect(await status(cookie)).toBe(200);
    expect(await status(forged)).toBe(401);
    // two session cookies: whatever better-auth makes of them, never the cache
    const both = `${forged}; ${cookie}`;
    const decided = await reader.auth.api.getSession({ headers: new Headers({ cookie: both }) });
    expect(await status(both)).toBe(decided ? 200 : 401);
  });
}
