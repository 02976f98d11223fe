import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedQuizzes } from '../src/server/seed/catalog';
import { login, newPage, useBrowser } from './fixtures';
import { createLearner, type Learner, quizIdByTitle } from './storefront-helpers';

useBrowser();

/** The correct option of each question of a seeded quiz, in the seed's order. */
function answerKey(title: string): number[] {
  const quiz = seedQuizzes.find((q) => q.title === title);
  if (!quiz) throw new Error(`no seeded quiz titled ${title}`);
  if (quiz.shuffleQuestions || quiz.shuffleAnswers) throw new Error(`${title} is shuffled: no fixed key`);
  return quiz.modules.flatMap((module) => module.questions.map((question) => question.correctAnswer));
}

// Free demo quizzes, never shuffled, so the seed's order is the order shown.
// Every test signs up its own learner, so none share attempts.
const COMPUTER = 'Kompyuter savodxonligi'; // 10 questions, 5 minutes
const COMPUTER_CORRECT = answerKey(COMPUTER);
const MATH = 'Matematika asoslari'; // 11 questions, 10 minutes
const MATH_CORRECT = answerKey(MATH);
const PHYSICS = 'Fizika asoslari'; // 10 questions, 15 minutes
const PHYSICS_CORRECT = answerKey(PHYSICS);

const LEAVE_TEXT =
  "Quiz davom etmoqda. Bosh sahifaga o'tishni xohlaysizmi? Progress saqlanadi va keyinroq davom ettirishingiz mumkin.";
// short: on a phone the toast must not cover the quiz it reports on
const TAKEOVER_TOAST = 'Quiz shu qurilmaga olindi';

/*
 * Four learners, each never playing the same quiz twice across the tests:
 * ali: guest/non-owner check (not owning PHYSICS), reload (MATH), timer ring (COMPUTER);
 * dilnoza: the pass (COMPUTER); vali: the fail (MATH), the logo (COMPUTER); two devices: PHYSICS.
 */
const learners = {} as Record<'ali' | 'dilnoza' | 'vali' | 'twoDevices', Learner>;
beforeAll(async () => {
  learners.ali = await createLearner();
  learners.dilnoza = await createLearner('Dilnoza Karimova');
  learners.vali = await createLearner();
  learners.twoDevices = await createLearner();
}, 180_000);

type Intro = { activeSession: { timeRemaining: number; currentQuestionIndex: number } | null };

async function signIn(page: Page, learner: { email: string; password: string }) {
  await page.goto('/');
  await login(page, learner.email, learner.password);
  await page.getByRole('button', { name: 'Foydalanuvchi menyusi' }).waitFor();
}

/** Claims a free quiz on its page and opens the play screen through "O'ynash". */
async function claimAndOpen(page: Page, title: string): Promise<string> {
  const id = await quizIdByTitle(title);
  await page.goto(`/quiz/${id}`);
  await page.getByRole('button', { name: 'Bepul olish' }).click();
  await page.getByText('Sizda bor').waitFor();
  await page.getByRole('link', { name: "O'ynash" }).click();
  await page.waitForURL(`**/play/${id}`);
  await page.getByTestId('play-intro').getByRole('heading', { name: title, level: 1 }).waitFor();
  return id;
}

const options = (page: Page) => page.getByRole('main').getByRole('radio');
const position = (page: Page) => page.getByTestId('question-position');

async function start(page: Page) {
  await page.getByRole('button', { name: 'Boshlash' }).click();
  await page.getByTestId('timer-ring').waitFor();
}

async function expectPosition(page: Page, n: number, total: number) {
  await expect.poll(() => position(page).textContent()).toBe(`Savol ${n} / ${total}`);
}

async function choose(page: Page, at: number) {
  await options(page).nth(at).click();
  await expect.poll(() => options(page).nth(at).getAttribute('aria-checked')).toBe('true');
}

async function nextQuestion(page: Page) {
  await page.getByRole('button', { name: 'Keyingi savol' }).click();
}

async function waitSaved(page: Page) {
  await expect.poll(() => page.getByTestId('save-status').textContent()).toBe('Javoblar saqlandi');
}

describe('quiz play', () => {
  it('tells guests to sign in, sends non-owners back with "Ruxsat yo\'q", and knows unknown quizzes', async () => {
    const page = await newPage();
    const id = await quizIdByTitle(PHYSICS);
    await page.goto(`/play/${id}`);
    const prompt = page.getByText("Quizni o'ynash uchun hisobingizga kiring");
    await prompt.waitFor();
    expect(await page.getByRole('button', { name: 'Boshlash' }).count()).toBe(0);
    // the prompt is a line of its own above its buttons, not beside them off their baseline
    const promptBox = await prompt.boundingBox();
    const signInBox = await page
      .getByTestId('play-intro')
      .getByRole('button', { name: 'Kirish' })
      .boundingBox();
    expect(promptBox!.y + promptBox!.height).toBeLessThanOrEqual(signInBox!.y);

    await page.goto('/play/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Quiz topilmadi', level: 1 }).waitFor();
    await page.goto('/certificates/verify/BLM-00000000');
    await page.getByRole('heading', { name: 'Sertifikat topilmadi', level: 1 }).waitFor();

    await signIn(page, learners.ali);
    await page.goto(`/quiz/${id}/play`);
    await page.getByText("Ruxsat yo'q").waitFor();
    await page.waitForURL((url) => url.pathname === `/quiz/${id}`);
  });

  it('plays a free quiz to a pass by mouse and keyboard, shows the details, downloads and verifies the certificate', async () => {
    const page = await newPage();
    const learner = learners.dilnoza;
    await signIn(page, learner);
    await claimAndOpen(page, COMPUTER);
    const intro = String(await page.getByTestId('play-intro').textContent());
    for (const expected of ['10 savol', '5 daqiqa', 'Cheklanmagan']) expect(intro).toContain(expected);

    await start(page);
    expect(await page.getByRole('button', { name: 'Oldingi' }).count()).toBe(0);
    for (const [i, correct] of COMPUTER_CORRECT.entries()) {
      await expectPosition(page, i + 1, 10);
      if (i % 2 === 0) {
        // keyboard: 1-6 or A-F choose, Enter / ArrowRight go on
        await page.keyboard.press(i % 4 === 0 ? String(correct + 1) : 'ABCDEF'[correct]!);
        await expect.poll(() => options(page).nth(correct).getAttribute('aria-checked')).toBe('true');
      } else {
        await choose(page, correct);
      }
      if (i === 9) break;
      if (i % 3 === 0) await page.keyboard.press(i % 2 === 0 ? 'Enter' : 'ArrowRight');
      else await nextQuestion(page);
    }
    await expect.poll(() => page.getByTestId('answered-count').textContent()).toBe('Javob berildi: 10 / 10');
    await page.getByRole('button', { name: 'Yakunlash' }).click();

    const result = page.getByTestId('result-view');
    await result.waitFor();
    expect(await page.getByTestId('result-percentage').textContent()).toBe('100%');
    const text = String(await result.textContent());
    for (const expected of ["Tabriklaymiz! Siz quizdan o'tdingiz", "O'tdi", '10 / 10', 'Sertifikat'])
      expect(text).toContain(expected);

    await page.getByRole('button', { name: 'Batafsil natijalar' }).click();
    await page.getByRole('heading', { name: 'Batafsil natijalar', level: 1 }).waitFor();
    expect(await page.getByTestId('result-question').count()).toBe(10);
    expect(await page.locator('[data-testid="result-question"][data-correct="true"]').count()).toBe(10);
    expect(await page.locator('nav [data-mark="correct"]').count()).toBe(10);
    await page.getByText('Protsessor barcha hisob-kitoblar va buyruqlarni bajaradi.').waitFor();
    await page.getByRole('button', { name: 'Natijaga qaytish' }).click();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'PNG yuklab olish' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^certificate-.*\.png$/);

    await page.getByRole('link', { name: 'Tekshirish sahifasi' }).click();
    await page.waitForURL(/\/certificates\/verify\/BLM-[0-9A-Z]{8}$/);
    await page.getByRole('heading', { name: 'Sertifikatni tekshirish' }).waitFor();
    expect(await page.getByTestId('certificate-status').textContent()).toBe('Faol');
    const verification = String(await page.getByRole('main').textContent());
    for (const expected of [learner.name, COMPUTER, '100%']) expect(verification).toContain(expected);
    await expect
      .poll(() =>
        page
          .getByRole('main')
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(1200);

    // the profile lists both, the result opening the same result view
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Sertifikatlar' }).click();
    await page.getByRole('link', { name: 'PNG yuklab olish' }).waitFor();
    await page.getByRole('tab', { name: 'Natijalar' }).click();
    await page.getByRole('link', { name: 'Batafsil natija' }).click();
    await page.getByTestId('result-view').waitFor();
    expect(await page.getByTestId('result-percentage').textContent()).toBe('100%');
  });

  it('fails a quiz answered wrong: the finish is confirmed, no certificate, marks in the details', async () => {
    const page = await newPage();
    await signIn(page, learners.vali);
    await page.setViewportSize({ width: 375, height: 740 }); // a phone
    await claimAndOpen(page, MATH);
    await start(page);
    // Next says what is missing until an option is chosen
    const next = page.getByRole('button', { name: 'Keyingi savol' });
    expect(await next.getAttribute('aria-disabled')).toBe('true');
    // aria-disabled, not disabled: a click still reaches it (straight to the element, as a toast
    // may cover it on a phone) and it says why it does not move
    await next.dispatchEvent('click');
    await page.getByText("Keyingi savolga o'tish uchun javoblardan birini tanlang").waitFor();
    await expectPosition(page, 1, 11);

    await choose(page, (MATH_CORRECT[0]! + 1) % 4);
    expect(await next.getAttribute('aria-disabled')).toBe('false');
    await nextQuestion(page);
    await expectPosition(page, 2, 11);
    await choose(page, (MATH_CORRECT[1]! + 1) % 4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: 'Yakunlash' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Quizni yakunlaysizmi?' });
    await dialog.getByText('9 ta savolga hali javob berilmagan').waitFor();
    await dialog.getByRole('button', { name: 'Yakunlash' }).click();

    await page.getByTestId('result-view').waitFor();
    expect(await page.getByTestId('result-percentage').textContent()).toBe('0%');
    const text = String(await page.getByTestId('result-view').textContent());
    expect(text).toContain("Afsuski, siz quizdan o'ta olmadingiz");
    expect(text).toContain("O'tmadi");
    expect(text).toContain('0 / 11');
    expect(await page.getByRole('heading', { name: 'Sertifikat' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'PNG yuklab olish' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Batafsil natijalar' }).click();
    await expect.poll(() => page.locator('nav [data-mark="incorrect"]').count()).toBe(2);
    expect(await page.locator('nav [data-mark="unanswered"]').count()).toBe(9);
    expect(await page.locator('[data-testid="result-question"][data-correct="false"]').count()).toBe(11);

    // replay goes back to the intro; the quiz_completed toast may lie over the button on a phone
    // (and a pointer resting on it keeps it there), so the click goes straight to the element
    await page.getByRole('button', { name: 'Natijaga qaytish' }).dispatchEvent('click');
    await page.getByRole('button', { name: "Qayta o'ynash" }).click();
    await page.getByRole('button', { name: 'Boshlash' }).waitFor();
    await page.getByText("Oxirgi natija: 0% — o'tmadi").waitFor();
  });

  it('moves a session to a second device, which continues where the first stopped; the first reacts at once', async () => {
    const learner = learners.twoDevices;
    const deviceA = await newPage();
    await signIn(deviceA, learner);
    const id = await claimAndOpen(deviceA, PHYSICS);
    await start(deviceA);
    await choose(deviceA, PHYSICS_CORRECT[0]!);
    await nextQuestion(deviceA);
    await choose(deviceA, PHYSICS_CORRECT[1]!);
    await nextQuestion(deviceA);
    await expectPosition(deviceA, 3, 10);
    await waitSaved(deviceA);

    const deviceB = await newPage();
    await signIn(deviceB, learner);
    await deviceB.setViewportSize({ width: 375, height: 740 }); // a phone
    await deviceB.goto(`/play/${id}`);
    const conflict = deviceB.getByRole('dialog');
    await conflict.getByText('Quiz boshqa qurilmada ochiq').waitFor();
    const progress = String(await conflict.getByTestId('session-progress').textContent());
    expect(progress).toContain('2 / 10');
    expect(progress).toContain('3 / 10');

    const savesFromA: string[] = [];
    deviceA.on('request', (request) => {
      if (request.url().includes('/answers')) savesFromA.push(request.url());
    });
    await conflict.getByRole('button', { name: 'Shu yerda davom ettirish' }).click();
    await deviceB.getByText(TAKEOVER_TOAST).waitFor();
    await expectPosition(deviceB, 3, 10);
    expect(await deviceB.getByTestId('answered-count').textContent()).toBe('Javob berildi: 2 / 10');
    expect(await deviceB.locator('nav [data-mark="answered"]').count()).toBe(2);

    // device A learns it through the live feed, without a reload, and stops saving
    await deviceA.getByTestId('play-interrupted').waitFor();
    await deviceA.getByRole('heading', { name: "Sessiya boshqa qurilmaga o'tkazildi" }).waitFor();
    await deviceA.getByText('Quiz boshqa qurilmada ochildi', { exact: true }).waitFor();
    expect(await options(deviceA).count()).toBe(0);
    await deviceA.keyboard.press('1');

    await choose(deviceB, PHYSICS_CORRECT[2]!);
    await waitSaved(deviceB);
    expect(savesFromA).toEqual([]);

    // and A may take it back: then B is the one told
    await deviceA.getByRole('button', { name: 'Shu qurilmaga qaytarib olish' }).click();
    await deviceA.getByText(TAKEOVER_TOAST).waitFor();
    await expectPosition(deviceA, 3, 10);
    expect(await deviceA.getByTestId('answered-count').textContent()).toBe('Javob berildi: 3 / 10');
    await deviceB.getByTestId('play-interrupted').waitFor();
  });

  it('resumes after a reload at the same question with the chosen answers', async () => {
    // the browser logs its own failed requests while offline; the UI's handling is what we assert
    const page = await newPage({ allowConsole: [/ERR_INTERNET_DISCONNECTED/] });
    await signIn(page, learners.ali);
    await claimAndOpen(page, MATH);
    await start(page);
    await choose(page, 1);
    await nextQuestion(page);
    await choose(page, 2);
    await nextQuestion(page);
    await expectPosition(page, 3, 11);

    // offline: the choice shows at once, waits in storage, and is sent when the network is back
    await page.context().setOffline(true);
    await choose(page, 0);
    await expect
      .poll(() => page.getByTestId('save-status').textContent())
      .toBe("Internet yo'q — javoblar saqlanib turadi");
    expect(await page.getByTestId('save-status').getAttribute('data-pending')).toBe('1');
    await page.context().setOffline(false);
    await waitSaved(page);

    await page.reload();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Tugallanmagan quiz').waitFor();
    const progress = String(await dialog.getByTestId('session-progress').textContent());
    expect(progress).toContain('3 / 11');
    await dialog.getByRole('button', { name: 'Davom ettirish' }).click();

    await expectPosition(page, 3, 11);
    expect(await options(page).nth(0).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByTestId('answered-count').textContent()).toBe('Javob berildi: 3 / 11');
    await page.keyboard.press('ArrowLeft');
    await expectPosition(page, 2, 11);
    expect(await options(page).nth(2).getAttribute('aria-checked')).toBe('true');
  });

  it('colours the timer ring at its thresholds on a controlled clock', async () => {
    // The server owns time and would correct the local countdown on every heartbeat, at a
    // moment of the simulated clock the test cannot pin down; here the server is out of reach
    // for heartbeats (the browser logs the refusals), so the ring shows the local countdown.
    const page = await newPage({ allowConsole: [/status of 503/] });
    await signIn(page, learners.ali);
    await page.clock.install(); // for the documents loaded from now on
    await claimAndOpen(page, COMPUTER); // 5 minutes
    let elapsed = 0;
    await page.route('**/api/play/sessions/*/heartbeat', (route) => route.fulfill({ status: 503, json: {} }));
    await start(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

    const ring = page.getByTestId('timer-ring');
    const state = async () => ({
      color: await ring.getAttribute('data-color'),
      pulse: await ring.getAttribute('data-pulse'),
      ping: await ring.getAttribute('data-ping'),
      className: String(await ring.getAttribute('class')),
    });
    const advanceTo = async (seconds: number) => {
      const step = seconds - elapsed;
      elapsed = seconds;
      await page.clock.runFor(step * 1000);
    };

    let now = await state();
    expect(now).toMatchObject({ color: 'green', pulse: 'false', ping: 'false' });
    expect(now.className).toContain('text-emerald-500');

    await advanceTo(100); // 200 s of 300 left
    await expect.poll(async () => (await state()).color).toBe('green');

    await advanceTo(170); // 130 s left: 43%
    await expect.poll(async () => (await state()).color).toBe('amber');
    now = await state();
    expect(now).toMatchObject({ pulse: 'false', ping: 'false' });
    expect(now.className).toContain('text-amber-500');

    await advanceTo(250); // 50 s left: 17%
    await expect.poll(async () => (await state()).color).toBe('red');
    now = await state();
    expect(now).toMatchObject({ pulse: 'true', ping: 'false' });
    expect(now.className).toContain('text-red-500');
    expect(await ring.locator('svg.animate-pulse').count()).toBe(1);

    await advanceTo(275); // 25 s left: 8%
    await expect.poll(async () => (await state()).ping).toBe('true');
    expect(await page.getByTestId('timer-ping').count()).toBe(1);
    expect(await ring.getAttribute('aria-label')).toMatch(/^Qolgan vaqt: 0:2\d$/);

    // at zero: 'Vaqt tugadi', and the server finishes the attempt with what it has
    await advanceTo(301);
    await page.clock.resume(); // time flows again
    await page.getByTestId('result-view').waitFor();
    await page
      .getByText("Vaqt tugadi: quiz avtomatik yakunlandi va saqlangan javoblar bo'yicha baholandi")
      .waitFor();
    expect(await page.getByTestId('result-percentage').textContent()).toBe('0%');
  });

  it('asks before leaving through the logo, then pauses the session and goes home', async () => {
    const page = await newPage();
    await signIn(page, learners.vali);
    const id = await claimAndOpen(page, COMPUTER);
    await start(page);
    await choose(page, COMPUTER_CORRECT[0]!);
    await nextQuestion(page);
    await expectPosition(page, 2, 10);

    const asked: string[] = [];
    let accept = false;
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    });
    const logo = page.getByRole('banner').getByRole('link', { name: 'Bilimdon' });
    await logo.click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toBe(LEAVE_TEXT);
    expect(new URL(page.url()).pathname).toBe(`/play/${id}`);
    await expectPosition(page, 2, 10);

    accept = true;
    await logo.click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(asked).toEqual([LEAVE_TEXT, LEAVE_TEXT]);
    await page.getByText("Quiz to'xtatildi").first().waitFor();

    // paused: the server's clock stands still, and the notification says where from and to
    const intro = async () => (await (await page.request.get(`/api/play/${id}`)).json()) as Intro;
    const before = await intro();
    expect(before.activeSession?.currentQuestionIndex).toBe(1);
    // no condition to await here: the claim is that two seconds pass without being charged
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await intro()).activeSession?.timeRemaining).toBe(before.activeSession?.timeRemaining);
    const { notifications } = (await (await page.request.get('/api/notifications')).json()) as {
      notifications: { type: string; title: string; metadata: Record<string, unknown> | null }[];
    };
    const warning = notifications.find((n) => n.type === 'navigation_warning');
    expect(warning?.title).toBe("Quiz to'xtatildi");
    expect(warning?.metadata).toMatchObject({ fromPage: `/play/${id}`, targetPage: '/' });
  });
});
