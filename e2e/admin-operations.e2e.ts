import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedQuizzes } from '../src/server/seed/catalog';
import { apiSession, playThrough } from './api-session';
import { axeViolations } from './axe';
import { baseURL, DEMO_PASSWORD, login, newPage, untilHydrated, useBrowser } from './fixtures';
import { claimAndStart, createLearner, type Learner, quizIdByTitle } from './storefront-helpers';

useBrowser();

const ADMIN = 'admin@demo.uz';
// free, 10 questions, never shuffled: the seed's order is the order shown
const QUIZ = 'Fizika asoslari';
const KEY = (() => {
  const quiz = seedQuizzes.find((q) => q.title === QUIZ);
  if (!quiz || quiz.shuffleQuestions || quiz.shuffleAnswers) throw new Error(`${QUIZ}: no fixed key`);
  return quiz.modules.flatMap((module) => module.questions.map((question) => question.correctAnswer));
})();

const QUIZ_FORM = {
  description: null,
  categoryId: null,
  price: 0,
  durationMinutes: 10,
  difficultyLevel: 2,
  thumbnailUrl: null,
  maxAttempts: null,
  allowRetakes: true,
  shuffleQuestions: false,
  shuffleAnswers: false,
  strictTimer: false,
  isActive: false,
  language: 'uz',
};

async function signIn(page: Page, email: string, password?: string) {
  await page.goto('/');
  await login(page, email, password);
  await page.getByRole('button', { name: 'Foydalanuvchi menyusi' }).waitFor();
}

async function signedInLearner(name?: string) {
  const learner = await createLearner(name);
  const page = await newPage();
  await signIn(page, learner.email, learner.password);
  return { learner, page };
}

/** Opens the settings page, changes what `change` changes, saves and waits for the success toast. */
async function saveSettings(admin: Page, change: (admin: Page) => Promise<void>) {
  await admin.goto('/admin/settings');
  const passMark = admin.getByLabel("O'tish foizi (0-100)");
  await passMark.waitFor();
  await change(admin);
  await admin.getByRole('button', { name: 'Saqlash', exact: true }).click();
  await admin.getByText('Muvaffaqiyat').first().waitFor();
}

const setPassMark = (admin: Page, mark: string) =>
  saveSettings(admin, (page) => page.getByLabel("O'tish foizi (0-100)").fill(mark));

/** Answers the first `right` questions correctly and the rest wrongly, then finishes. */
async function answerAndFinish(page: Page, right: number) {
  const options = page.getByRole('main').getByRole('radio');
  for (const [i, correct] of KEY.entries()) {
    await expect.poll(() => page.getByTestId('question-position').textContent()).toBe(`Savol ${i + 1} / 10`);
    const choice = i < right ? correct : (correct + 1) % 2;
    await options.nth(choice).click();
    await expect.poll(() => options.nth(choice).getAttribute('aria-checked')).toBe('true');
    if (i < KEY.length - 1) await page.getByRole('button', { name: 'Keyingi savol' }).click();
  }
  await page.getByRole('button', { name: 'Yakunlash' }).click();
  await page.getByTestId('result-view').waitFor();
  return String(await page.getByTestId('result-view').textContent());
}

async function signUpStatus(learner: Pick<Learner, 'email' | 'password' | 'name'>) {
  const res = await fetch(`${baseURL()}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: baseURL(), 'content-type': 'application/json' },
    body: JSON.stringify({ ...learner, confirmPassword: learner.password }),
  });
  return { status: res.status, body: await res.text() };
}

describe('admin panel: operations', () => {
  it('a pass mark raised to 80 fails a new 70% attempt while one started before keeps 70', async () => {
    const admin = await newPage();
    await signIn(admin, ADMIN);
    const early = await signedInLearner();
    await claimAndStart(early.page, QUIZ);
    try {
      await setPassMark(admin, '80');
      const late = await signedInLearner();
      await claimAndStart(late.page, QUIZ);
      const lateText = await answerAndFinish(late.page, 7);
      expect(lateText).toContain("O'tmadi");
      expect(lateText).toContain("O'tish uchun kamida 80% to'g'ri javob kerak");
      const earlyText = await answerAndFinish(early.page, 7);
      expect(await early.page.getByTestId('result-percentage').textContent()).toBe('70%');
      expect(earlyText).toContain("O'tdi");
    } finally {
      await setPassMark(admin, '70');
    }
  }, 180_000);

  it('registration turned off: the sign-up tab says so before anything is typed, and the API refuses', async () => {
    const admin = await newPage();
    await signIn(admin, ADMIN);
    const closed = /Ro'yxatdan o'tish vaqtincha yopilgan/;
    const toggle = (page: Page) => page.getByLabel("Ro'yxatdan o'tishga ruxsat berish").click();
    await saveSettings(admin, toggle);
    try {
      const visitor = { email: `yopiq.${Date.now()}@example.uz`, password: 'demo12345', name: 'Yopiq Eshik' };
      const refused = await signUpStatus(visitor);
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.body).error.code).toBe('REGISTRATION_CLOSED');

      const page = await newPage();
      await page.goto('/');
      await untilHydrated(page);
      await page.getByRole('button', { name: 'Kirish', exact: true }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('tab', { name: 'Email' }).click();
      await dialog.getByRole('tab', { name: "Ro'yxatdan o'tish" }).click();
      await dialog.getByText(closed).first().waitFor();
      expect(await dialog.getByLabel("To'liq ism").count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await saveSettings(admin, toggle);
    }
    expect(
      (
        await signUpStatus({
          email: `ochiq.${Date.now()}@example.uz`,
          password: 'demo12345',
          name: 'Ochiq Eshik',
        })
      ).status,
    ).toBe(200);
  });

  it("an admin blocks a learner from a quiz (the learner reads the reason) and ends the learner's sign-in", async () => {
    const admin = await newPage();
    await signIn(admin, ADMIN);
    const { learner, page } = await signedInLearner('Bloklangan Talaba');
    const reason = 'Imtihon qoidalari buzilgani uchun';

    await admin.goto(`/admin/users?search=${encodeURIComponent(learner.email)}`);
    await admin.getByRole('main').getByText(learner.email).waitFor();
    await admin.getByRole('button', { name: 'Quiz cheklovlari' }).click();
    await admin.getByRole('button', { name: "Cheklov qo'shish" }).click();
    const form = admin.getByRole('dialog', { name: 'Quiz cheklovlari' });
    await form.getByLabel('Quizni qidirish').fill(QUIZ);
    await form.getByRole('radio', { name: QUIZ }).check();
    await form.getByLabel('Quizni bloklash').check();
    await form.getByLabel('Sabab').fill(reason);
    await form.getByRole('button', { name: 'Saqlash' }).click();
    await admin.getByText('Cheklov saqlandi').first().waitFor();

    const id = await quizIdByTitle(QUIZ);
    await page.goto(`/quiz/${id}`);
    await page.getByRole('button', { name: 'Bepul olish' }).click();
    await page.getByText('Sizda bor').waitFor();
    // the play page runs the access check first: the admin's reason is what the learner reads
    await page.goto(`/play/${id}`);
    await page.getByText(reason).first().waitFor();
    expect(await page.getByRole('button', { name: 'Boshlash' }).count()).toBe(0);

    await admin.goto('/admin/sessions');
    const terminate = admin.getByRole('button', {
      name: new RegExp(`^${learner.name}: .* sessiyasini tugatish$`),
    });
    await terminate.first().click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Tugatish' }).click();
    await admin.getByText('Sessiya tugatildi').first().waitFor();
    // the learner's open page is signed out at once (live event), without reloading
    await page.getByRole('button', { name: 'Kirish', exact: true }).first().waitFor();
  });

  it("the item analysis flags a question whose answer key is wrong, from several learners' attempts", async () => {
    const adminApi = await apiSession(ADMIN, DEMO_PASSWORD);
    const title = `Kalit tekshiruvi ${Date.now().toString(36)}`;
    const quiz = await adminApi<{ id: string }>('POST', '/api/admin/quizzes', {
      ...QUIZ_FORM,
      title,
    });
    const question = (text: string, correctAnswer: number) => ({
      questionText: text,
      options: ['Birinchi', 'Ikkinchi', 'Uchinchi'],
      correctAnswer,
      points: 1,
      explanation: null,
      isPreview: false,
      moduleId: null,
      thumbnailUrl: null,
    });
    // question 1's key says "Birinchi", but the learners who know the subject answer "Ikkinchi"
    const questions = [
      question('Kalit xato savol', 0),
      question('Ikki', 1),
      question('Uch', 2),
      question('Bir', 0),
    ];
    await adminApi('PUT', `/api/admin/quizzes/${quiz.id}/questions`, { version: 0, questions });
    await adminApi('PUT', `/api/admin/quizzes/${quiz.id}/active`, { isActive: true });

    const strong = [1, 1, 2, 0];
    const weak = [0, 0, 0, 1];
    for (let i = 0; i < 10; i++) {
      const learner = await createLearner(`Tahlil ${i}`);
      const call = await apiSession(learner.email, learner.password);
      await playThrough(call, quiz.id, i < 6 ? strong : weak, `device-analysis-${i}`);
    }

    const admin = await newPage();
    await signIn(admin, ADMIN);
    await admin.goto(`/admin/quiz-results?quizId=${quiz.id}&view=items`);
    const first = admin.getByRole('main').getByRole('article').filter({ hasText: 'Kalit xato savol' });
    await first.getByText('Manfiy ajratish').waitFor();
    expect(
      await admin.getByRole('main').getByRole('article').filter({ hasText: 'Manfiy ajratish' }).count(),
    ).toBe(1);
  }, 180_000);

  it('downloads the results CSV (UTF-8 with BOM) and a database backup', async () => {
    const admin = await newPage();
    await signIn(admin, ADMIN);
    await admin.goto('/admin/quiz-results');
    const [csv] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'CSV yuklab olish' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const bytes = await streamBytes(await csv.createReadStream());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    await admin.goto('/admin/settings');
    const [backup] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Zaxira nusxa yuklab olish' }).click(),
    ]);
    expect(backup.suggestedFilename()).toMatch(/\.tar\.gz$/);
    const archive = await streamBytes(await backup.createReadStream());
    expect([...archive.subarray(0, 2)]).toEqual([0x1f, 0x8b]); // gzip
  }, 120_000);
});

async function streamBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
