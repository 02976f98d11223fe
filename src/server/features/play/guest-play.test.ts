import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTexts } from '../../../shared/i18n/mail';
import {
  adminSettings,
  certificates,
  questions,
  quizAttempts,
  quizResults,
  quizSessions,
  userNotifications,
} from '../../db/schema';
import { createQuiz, signedInUser } from '../../test/factories';
import { guestWithAccess } from '../../test/guest';
import { type Client, client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * A guest (no account) plays through the guest access bought at the guest checkout: the same
 * play protocol as a learner, the session and result theirs alone, the certificate in the name
 * given at checkout. Expiry is in guest-expiry.test.ts.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const DEVICE_A = 'device-guest-aaaa';
const DEVICE_B = 'device-guest-bbbb';

type Session = { sessionId: string; questions: { id: string }[] };

async function started(browser: Client, quizId: string, deviceId = DEVICE_A): Promise<Session> {
  const res = await browser.post(`/api/play/${quizId}/start`, { deviceId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Answers every question of the factory's quizzes right (question i: option i % 4). */
async function answerAllRight(browser: Client, session: Session) {
  for (const [index, question] of session.questions.entries()) {
    const res = await browser.request('PUT', `/api/play/sessions/${session.sessionId}/answers`, {
      questionId: question.id,
      optionIndex: await correctOptionOf(question.id),
      currentQuestionIndex: index,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

async function correctOptionOf(questionId: string): Promise<number> {
  const [row] = await app.db
    .select({ correct: questions.correctAnswer })
    .from(questions)
    .where(eq(questions.id, questionId));
  return row!.correct;
}

/** The admin's notification-email switch, written as the settings form writes it. */
async function setEmailNotifications(enabled: boolean) {
  await app.db
    .insert(adminSettings)
    .values({ settingKey: 'email_notifications', settingValue: enabled })
    .onConflictDoUpdate({ target: adminSettings.settingKey, set: { settingValue: enabled } });
}

async function notificationCount(): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(userNotifications);
  return row!.n;
}

describe('a guest plays a bought quiz', () => {
  it('starts, answers and finishes; the pass gives a certificate in the checkout name, emailed to them', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 3 });
    const guest = await guestWithAccess(app, quiz);
    const intro = (await guest.client.get(`/api/play/${quiz.id}`)).json();
    expect(intro).toMatchObject({
      access: { allowed: true },
      owned: true,
      guest: { email: guest.buyer.email, fullName: guest.buyer.fullName, state: 'active' },
    });

    const notificationsBefore = await notificationCount();
    const session = await started(guest.client, quiz.id);
    await answerAllRight(guest.client, session);
    const finish = await guest.client.post(`/api/play/sessions/${session.sessionId}/finish`);
    expect(finish.statusCode, finish.body).toBe(200);
    const detail = finish.json();
    expect(detail.result).toMatchObject({ percentage: 100, passed: true });
    expect(detail.certificate).not.toBeNull();

    const [result] = await app.db.select().from(quizResults).where(eq(quizResults.id, detail.result.id));
    expect(result).toMatchObject({ userId: null, guestAccessId: guest.guestAccessId });
    const [certificate] = await app.db
      .select()
      .from(certificates)
      .where(eq(certificates.resultId, detail.result.id));
    expect(certificate).toMatchObject({ userId: null, holderName: guest.buyer.fullName });
    const mail = await app.lastEmailTo(guest.buyer.email);
    expect(mail?.subject).toBe(mailTexts.certificateSubject);
    expect(mail?.text).toContain(`/certificates/verify/${certificate!.code}`);
    // a guest has no account: nothing is written to anyone's notifications
    expect(await notificationCount()).toBe(notificationsBefore);

    // the result page and both downloads are theirs
    const again = await guest.client.get(`/api/play/results/${detail.result.id}`);
    expect(again.statusCode, again.body).toBe(200);
    const png = await guest.client.get(`/api/certificates/${certificate!.id}/download?format=png`);
    expect(png.statusCode, png.body).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    // the emailed link's page: anyone with the code downloads the PDF
    const pdf = await client(app.server).get(
      `/api/certificates/verify/${certificate!.code}/download?format=pdf`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("with notification emails off the guest's certificate is still emailed: it is their only copy", async () => {
    const quiz = await createQuiz(app.db, { questionCount: 2 });
    const guest = await guestWithAccess(app, quiz);
    await setEmailNotifications(false);
    try {
      const session = await started(guest.client, quiz.id);
      await answerAllRight(guest.client, session);
      const finish = await guest.client.post(`/api/play/sessions/${session.sessionId}/finish`);
      expect(finish.statusCode, finish.body).toBe(200);
      const { certificate } = finish.json() as { certificate: { code: string } | null };
      expect(certificate).not.toBeNull();
      const mail = await app.lastEmailTo(guest.buyer.email);
      expect(mail?.subject).toBe(mailTexts.certificateSubject);
      expect(mail?.text).toContain(`/certificates/verify/${certificate!.code}`);
    } finally {
      await setEmailNotifications(true);
    }
  });

  it('the quiz rules apply: a quiz without retakes is played once', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 1, allowRetakes: false });
    const guest = await guestWithAccess(app, quiz);
    const session = await started(guest.client, quiz.id);
    await guest.client.post(`/api/play/sessions/${session.sessionId}/finish`);
    const second = await guest.client.post(`/api/play/${quiz.id}/start`, { deviceId: DEVICE_A });
    expect(second.statusCode).toBe(422);
    expect(second.json().error.code).toBe('QUIZ_ALREADY_COMPLETED');
  });

  it('the access opens only its own quiz: another quiz asks for a sign-in', async () => {
    const [bought, other] = [await createQuiz(app.db), await createQuiz(app.db)];
    const guest = await guestWithAccess(app, bought);
    const res = await guest.client.post(`/api/play/${other.id}/start`, { deviceId: DEVICE_A });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });
});

describe("nobody else touches a guest's session", () => {
  it('another guest and a learner get 404, a visitor with no credential 401, and nothing changes', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 2 });
    const guest = await guestWithAccess(app, quiz);
    const otherGuest = await guestWithAccess(app, quiz);
    const learner = await signedInUser(app);
    const session = await started(guest.client, quiz.id);
    const answer = { questionId: session.questions[0]!.id, optionIndex: 1, currentQuestionIndex: 0 };
    const calls: [string, string, unknown][] = [
      ['PUT', 'answers', answer],
      ['POST', 'heartbeat', { currentQuestionIndex: 0 }],
      ['POST', 'pause', { reason: 'closed' }],
      ['POST', 'resume', { deviceId: DEVICE_B }],
      ['POST', 'takeover', { deviceId: DEVICE_B }],
      ['POST', 'finish', {}],
      ['POST', 'exit', {}],
    ];
    for (const [method, action, body] of calls) {
      const url = `/api/play/sessions/${session.sessionId}/${action}`;
      for (const intruder of [otherGuest.client, learner.client]) {
        const res = await intruder.request(method as 'POST', url, body);
        expect(res.statusCode, `${action}: ${res.body}`).toBe(404);
      }
      expect((await client(app.server).request(method as 'POST', url, body)).statusCode).toBe(401);
    }
    const [attempt] = await app.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.guestAccessId, guest.guestAccessId));
    expect(attempt!.isCompleted).toBe(false);
    const resumed = await guest.client.post(`/api/play/sessions/${session.sessionId}/resume`, {
      deviceId: DEVICE_A,
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().answers).toEqual({});
  });

  it('a learner who bought the quiz as a guest in this browser plays it as that guest', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 1 });
    const guest = await guestWithAccess(app, quiz);
    const learner = await signedInUser(app);
    for (const [name, value] of guest.client.cookies) learner.client.cookies.set(name, value);
    const session = await started(learner.client, quiz.id);
    const [attempt] = await app.db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.quizId, quiz.id), isNull(quizAttempts.userId)));
    expect(attempt!.guestAccessId).toBe(guest.guestAccessId);
    const resumed = await guest.client.post(`/api/play/sessions/${session.sessionId}/takeover`, {
      deviceId: DEVICE_B,
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
  });
});

describe('parallel starts by one guest (a real race on PostgreSQL)', () => {
  it('give one active session and one attempt per success, never a 500', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 2 });
    const guest = await guestWithAccess(app, quiz);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        guest.client.post(`/api/play/${quiz.id}/start`, { deviceId: DEVICE_A }),
      ),
    );
    const codes = responses.map((res) =>
      res.statusCode === 200 ? 'OK' : `${res.statusCode} ${res.json().error.code}`,
    );
    for (const code of codes) expect(['OK', '409 SESSION_ALREADY_STARTED']).toContain(code);
    const attempts = await app.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.guestAccessId, guest.guestAccessId));
    const active = await app.db
      .select()
      .from(quizSessions)
      .where(and(eq(quizSessions.guestAccessId, guest.guestAccessId), eq(quizSessions.isActive, true)));
    expect(active).toHaveLength(1);
    expect(attempts).toHaveLength(codes.filter((code) => code === 'OK').length);
  });
});
