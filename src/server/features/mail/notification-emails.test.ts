import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSettings, emailOutbox } from '../../db/schema';
import { claimedQuiz, createQuiz, passedResult, signedInUser } from '../../test/factories';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { dispatchQueued } from './outbox-dispatch';
import { SITE_URL_MARK } from './templates';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

const mailTo = (to: string) =>
  app.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.createdAt));

async function setEmailNotifications(on: boolean) {
  await app.db
    .insert(adminSettings)
    .values({ settingKey: 'email_notifications', settingValue: on })
    .onConflictDoUpdate({ target: adminSettings.settingKey, set: { settingValue: on } });
}

describe('notification emails', () => {
  it('a free claim queues one notice that the quiz was added free, with its start link and no total', async () => {
    const learner = await signedInUser(app);
    const quiz = await claimedQuiz(app, learner.client);
    expect((await learner.client.post(`/api/quizzes/${quiz.id}/claim`)).statusCode).toBe(200);
    const [queued, ...more] = await mailTo(learner.email);
    expect(more).toEqual([]);
    expect(queued).toMatchObject({
      status: 'QUEUED',
      subject: "Bilimdon: bepul quiz profilingizga qo'shildi",
    });
    // taken free, not bought: no thanks for a purchase, no payment total
    expect(queued!.text).toContain(`"${quiz.title}" quizi profilingizga bepul qo'shildi`);
    expect(queued!.text).not.toMatch(/xarid|to'lov|so'm/i);
    expect(queued!.text).toContain(`${SITE_URL_MARK}/play/${quiz.id}`);
    expect(queued!.html).toContain('Quizni boshlash');

    await dispatchQueued(app.db, TEST_ORIGIN);
    const [stored] = await mailTo(learner.email);
    expect(stored).toMatchObject({ status: 'STORED' });
    expect(stored!.text).toContain(`${TEST_ORIGIN}/play/${quiz.id}`);
    expect(stored!.html).not.toContain(SITE_URL_MARK);
  });

  it('a paid order queues one receipt with the total, however often the payment is confirmed', async () => {
    const learner = await signedInUser(app);
    const quiz = await createQuiz(app.db, { price: 45_000 });
    await learner.client.post('/api/cart', { quizId: quiz.id });
    const { paymentId } = (await learner.client.post('/api/checkout', { method: 'CLICK' })).json();
    for (let i = 0; i < 2; i++) {
      const res = await learner.client.post(`/api/payments/demo/${paymentId}/confirm`, {
        outcome: 'success',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const mails = await mailTo(learner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Bilimdon: xaridingiz uchun rahmat' });
    expect(mails[0]!.text).toContain("Jami to'lov: 45 000 so'm");
  });

  it('a pass queues the certificate email with its verification page', async () => {
    const learner = await signedInUser(app);
    const { certificate } = await passedResult(app, learner.client);
    const certificateMail = (await mailTo(learner.email)).find((m) => m.subject.includes('sertifikat'));
    expect(certificateMail!.text).toContain(`${SITE_URL_MARK}/certificates/verify/${certificate.code}`);
  });

  it('sends over SMTP after commit (SENT), records a failure (FAILED), and never sends one twice', async () => {
    const learner = await signedInUser(app);
    await claimedQuiz(app, learner.client);
    const sent: string[] = [];
    await dispatchQueued(app.db, TEST_ORIGIN, { send: async (m) => void sent.push(m.to) });
    await dispatchQueued(app.db, TEST_ORIGIN, { send: async (m) => void sent.push(m.to) });
    expect(sent.filter((to) => to === learner.email)).toHaveLength(1);
    expect((await mailTo(learner.email))[0]).toMatchObject({ status: 'SENT' });

    const unlucky = await signedInUser(app);
    await claimedQuiz(app, unlucky.client);
    await dispatchQueued(app.db, TEST_ORIGIN, {
      send: async () => {
        throw Object.assign(new Error('550 no such mailbox'), { responseCode: 550 });
      },
    });
    expect((await mailTo(unlucky.email))[0]).toMatchObject({
      status: 'FAILED',
      error: '550 no such mailbox',
    });
  });

  it('a server that is down gets the email again later (QUEUED with the next try ahead)', async () => {
    const learner = await signedInUser(app);
    await claimedQuiz(app, learner.client);
    const tries: string[] = [];
    const down = {
      send: async (m: { to: string }) => {
        tries.push(m.to);
        throw new Error('connect ECONNREFUSED');
      },
    };
    await dispatchQueued(app.db, TEST_ORIGIN, down);
    await dispatchQueued(app.db, TEST_ORIGIN, down);
    // the second round finds it not due yet: one try, not two
    expect(tries.filter((to) => to === learner.email)).toHaveLength(1);
    const [mail] = await mailTo(learner.email);
    expect(mail).toMatchObject({
      status: 'QUEUED',
      attempts: 1,
      error: 'connect ECONNREFUSED',
      leaseUntil: null,
    });
    expect(mail!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 5_000);
  });

  it('with email notifications off, neither receipts nor certificate emails are queued', async () => {
    await setEmailNotifications(false);
    try {
      const learner = await signedInUser(app);
      await claimedQuiz(app, learner.client);
      await passedResult(app, learner.client);
      expect(await mailTo(learner.email)).toEqual([]);
    } finally {
      await setEmailNotifications(true);
    }
  });
});
