import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedQuizzes } from '../src/server/seed/catalog';
import { type ApiCall, apiSession } from './api-session';
import { axeViolations } from './axe';
import { baseURL, DEMO_PASSWORD, newPage, signUpInDialog, uniqueEmail, useBrowser } from './fixtures';
import { foreignWords, recordData, visibleText } from './language-check';

useBrowser();

// A paid demo quiz, never shuffled (the seed's order is the order shown), 3 attempts.
const QUIZ = 'Marketing asoslari';
const CORRECT = (() => {
  const quiz = seedQuizzes.find((q) => q.title === QUIZ);
  if (!quiz || quiz.shuffleQuestions || quiz.shuffleAnswers) throw new Error(`${QUIZ}: no fixed key`);
  return quiz.modules.flatMap((module) => module.questions.map((question) => question.correctAnswer));
})();
const TOTAL = CORRECT.length;
const DAY_MS = 24 * 3600 * 1000;

type Settings = Record<string, unknown> & { enableGuestCheckout: boolean };
let admin: ApiCall;
let settingsBefore: Settings;

beforeAll(async () => {
  admin = await apiSession('admin@demo.uz', DEMO_PASSWORD);
  settingsBefore = await admin<Settings>('GET', '/api/admin/settings');
  await admin('PUT', '/api/admin/settings', { ...settingsBefore, enableGuestCheckout: true });
});

afterAll(async () => {
  await setServerClock(0);
  if (settingsBefore) await admin('PUT', '/api/admin/settings', settingsBefore);
});

async function setServerClock(offsetMs: number) {
  const res = await fetch(`${baseURL()}/api/dev/clock`, {
    method: 'POST',
    headers: { origin: baseURL(), 'content-type': 'application/json' },
    body: JSON.stringify({ offsetMs }),
  });
  if (!res.ok) throw new Error(`clock: ${res.status} ${await res.text()}`);
}

/** The emailed /guest-access#token link of the newest such email to `to`, from the dev mailbox. */
async function guestAccessLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const res = await fetch(`${baseURL()}/api/dev/mailbox`);
      const { messages } = (await res.json()) as { messages: { to: string; text: string }[] };
      link = messages
        .filter((m) => m.to === to)
        .map((m) => m.text.match(/https?:\/\/\S+\/guest-access#[A-Za-z0-9_-]+/)?.[0])
        .find(Boolean);
      return link !== undefined;
    })
    .toBe(true);
  return new URL(String(link)).pathname + new URL(String(link)).hash;
}

/** The newest sign-up confirmation link to `to`. */
async function confirmationLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const res = await fetch(`${baseURL()}/api/dev/mailbox`);
      const { messages } = (await res.json()) as { messages: { to: string; text: string }[] };
      link = messages
        .filter((m) => m.to === to)
        .map((m) => m.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\S*/)?.[0])
        .find(Boolean);
      return link !== undefined;
    })
    .toBe(true);
  return String(link);
}

/** A seeded quiz's id: searched by a plain word (the search splits on punctuation), matched by title. */
async function quizIdByTitle(title: string, word: string): Promise<string> {
  const res = await fetch(`${baseURL()}/api/quizzes?search=${encodeURIComponent(word)}&pageSize=48`);
  const { quizzes } = (await res.json()) as { quizzes: { id: string; title: string }[] };
  const quiz = quizzes.find((q) => q.title === title);
  if (!quiz) throw new Error(`no quiz titled ${title}`);
  return quiz.id;
}

const options = (page: Page) => page.getByRole('main').getByRole('radio');
const position = (page: Page) => page.getByTestId('question-position');

async function answer(page: Page, index: number) {
  await expect.poll(() => position(page).textContent()).toBe(`Savol ${index + 1} / ${TOTAL}`);
  await options(page).nth(CORRECT[index]!).click();
  await expect.poll(() => options(page).nth(CORRECT[index]!).getAttribute('aria-checked')).toBe('true');
}

async function next(page: Page) {
  await page.getByRole('button', { name: 'Keyingi savol' }).click();
}

describe("a guest's access link is written in the checkout's language", () => {
  it('bought in Russian: the emailed link opens the quiz in Russian on a device with no cookie', async () => {
    const quizId = await quizIdByTitle(QUIZ, 'Marketing');
    const email = uniqueEmail('mehmon.ru');
    const buyer = await newPage();
    await buyer.context().addCookies([{ name: 'lang', value: 'ru', url: baseURL() }]);
    const api = buyer.context().request;
    const headers = { origin: baseURL() };
    const data = { quizId, email, fullName: 'Mehmon Rus' };
    const checkout = await api.post('/api/guest-checkout', { headers, data });
    const { paymentId } = (await checkout.json()) as { paymentId: string };
    const confirm = `/api/guest-checkout/payments/${paymentId}/demo-confirm`;
    expect((await api.post(confirm, { headers, data: { outcome: 'success' } })).ok()).toBe(true);

    const link = await guestAccessLink(email);
    expect(link).toMatch(/^\/ru\/guest-access#/);
    const phone = await newPage({ width: 375, height: 740 });
    const shown = recordData(phone);
    await phone.goto(link);
    await phone.waitForURL(`**/ru/play/${quizId}`);
    await phone.getByTestId('guest-play-notice').waitFor();
    expect(await phone.locator('html').getAttribute('lang')).toBe('ru');
    expect(foreignWords(await visibleText(phone), 'ru', shown)).toEqual([]);
  });
});

/**
 * One visitor's 24 hours, told in steps that run in order, each on the state the previous one left:
 * the browsers stay open from step to step (keepOpen). A step begins only if the ones before it
 * passed, so a failure is reported where it happened. Split so that a busy machine makes each
 * step slower, not the story longer than a test may take.
 */
describe.sequential('guest checkout: a visitor buys, plays, continues elsewhere, runs out and signs up', () => {
  const email = uniqueEmail('guest');
  const fullName = 'Mehmon Sinovchi';
  let quizId: string;
  /** the buying browser, and the second one opened from the emailed link */
  let first: Page;
  let second: Page;
  beforeAll(async () => {
    quizId = await quizIdByTitle(QUIZ, 'Marketing');
  });

  let stepsPassed = 0;
  let stepsDeclared = 0;
  function step(name: string, body: () => Promise<void>) {
    const index = stepsDeclared++;
    it(name, async () => {
      expect(stepsPassed, 'the earlier steps of the story passed').toBe(index);
      await body();
      stepsPassed += 1;
    });
  }

  step('buys through the demo checkout and starts on the return page, the purchase remembered', async () => {
    first = await newPage({ keepOpen: true });
    await first.goto(`/quiz/${quizId}`);
    await first.getByRole('button', { name: 'Hozir sotib olish' }).click();
    await first.waitForURL(`**/guest-checkout/${quizId}`);
    await first.getByRole('heading', { name: QUIZ }).waitFor();
    const pay = first.getByRole('button', { name: "To'lash: 30 ming so'm" });
    expect(await pay.isDisabled()).toBe(true);
    expect(await axeViolations(first)).toEqual([]);
    await first.getByLabel(/^Email/).fill(email);
    await first.getByLabel(/^To'liq ism/).fill(fullName);
    await first.getByLabel('Telefon raqami (ixtiyoriy)').fill('+998 90 123 45 67');
    await pay.click();
    await first.waitForURL(/\/payment\/demo\/[0-9a-f-]{36}$/);
    await first.getByText(fullName, { exact: false }).waitFor();
    expect(await axeViolations(first)).toEqual([]);
    await first.getByRole('button', { name: "To'lovni tasdiqlash" }).click();
    await first.waitForURL(/\/payment\/return\/[0-9a-f-]{36}$/);
    await first.getByRole('heading', { name: "To'lov muvaffaqiyatli amalga oshirildi" }).waitFor();
    await first.getByRole('link', { name: `Boshlash: ${QUIZ}` }).click();
    await first.waitForURL(`**/play/${quizId}`);
    const record = JSON.parse(String(await first.evaluate(() => localStorage.getItem('guest_purchase'))));
    expect(record).toMatchObject({ quizId, email });
    expect(record.expiresAt).toBeGreaterThan(Date.now() + DAY_MS - 3600_000);
  });

  step('plays as a guest to a pass and downloads the certificate', async () => {
    await first
      .getByTestId('guest-play-notice')
      .getByText(/^Mehmon sifatida kirish: \d{1,2} [a-z]+ \d{4}, \d\d:\d\d gacha$/)
      .waitFor();
    await first.getByRole('button', { name: 'Boshlash' }).click();
    await first.getByTestId('timer-ring').waitFor();
    for (let i = 0; i < TOTAL; i++) {
      await answer(first, i);
      if (i < TOTAL - 1) await next(first);
    }
    await first.getByRole('button', { name: 'Yakunlash' }).click();
    await first.getByTestId('result-view').waitFor();
    expect(await first.getByTestId('result-percentage').textContent()).toBe('100%');
    const [download] = await Promise.all([
      first.waitForEvent('download'),
      first.getByRole('link', { name: 'PNG yuklab olish' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^certificate-.*\.png$/);
  });

  step('begins a second attempt, and continues it in another browser through the emailed link', async () => {
    await first.getByRole('button', { name: "Qayta o'ynash" }).click();
    await first.getByRole('button', { name: 'Boshlash' }).click();
    await answer(first, 0);
    await expect.poll(() => first.getByTestId('save-status').textContent()).toBe('Javoblar saqlandi');

    second = await newPage({ width: 390, height: 800, keepOpen: true });
    await second.goto(await guestAccessLink(email));
    await second.waitForURL(`**/play/${quizId}`);
    expect(new URL(second.url()).hash).toBe('');
    const conflict = second.getByRole('dialog');
    await conflict.getByText('Quiz boshqa qurilmada ochiq').waitFor();
    await conflict.getByRole('button', { name: 'Shu yerda davom ettirish' }).click();
    await expect.poll(() => position(second).textContent()).toBe(`Savol 1 / ${TOTAL}`);
    expect(await options(second).nth(CORRECT[0]!).getAttribute('aria-checked')).toBe('true');
    await first.getByTestId('play-interrupted').waitFor();
  });

  step('is refused play 24 hours later, and the page says so', async () => {
    await setServerClock(DAY_MS + 60_000);
    try {
      await second.reload();
      await second.getByRole('heading', { name: 'Kirish muddati tugagan' }).waitFor();
      await second.getByRole('link', { name: 'Qaytadan xarid qilish' }).waitFor();
      expect(await second.getByRole('button', { name: 'Boshlash' }).count()).toBe(0);
      expect(await axeViolations(second)).toEqual([]);
    } finally {
      await setServerClock(0);
    }
  });

  // its guest cookie proves the play is theirs: the email alone moves only the purchase
  step(
    'signs up with that email in the buying browser and finds the purchase and the result in the profile',
    async () => {
      const account = await newPage({ context: first.context() });
      await account.goto('/');
      await signUpInDialog(account, email, DEMO_PASSWORD, fullName);
      await account.getByText('Emailingizni tasdiqlang').first().waitFor();
      await account.goto(await confirmationLink(email));
      await account.getByText('Email tasdiqlandi').waitFor();
      // signing in with the guest's email moves the purchase, the results and the certificate over
      const dialog = account.getByRole('dialog');
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Parol', { exact: true }).fill(DEMO_PASSWORD);
      await dialog.getByRole('button', { name: 'Kirish', exact: true }).click();
      await account.getByRole('button', { name: 'Foydalanuvchi menyusi' }).waitFor();
      await account.goto('/profile');
      await account.getByRole('tabpanel').getByText(QUIZ).first().waitFor();
      await account.getByRole('tab', { name: 'Natijalar' }).click();
      await account.getByRole('tabpanel').getByText(QUIZ).first().waitFor();
      expect(String(await account.getByRole('tabpanel').textContent())).toContain('100%');
    },
  );
});
