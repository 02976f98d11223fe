import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, login, newPage, useBrowser } from './fixtures';
import { createLearner, quizIdByTitle } from './storefront-helpers';

useBrowser();

const ALGEBRA = 'Algebra: tenglamalar va ifodalar'; // 25 000 so'm
const FREE_QUIZ = 'Kompyuter savodxonligi'; // free, no attempt limit

type Learner = Awaited<ReturnType<typeof createLearner>>;

/**
 * One learner per group of tests, made on first use: sign-ups are rate limited per IP (10 a
 * minute), and the whole e2e suite shares one server.
 */
function learnerFor() {
  let learner: Promise<Learner> | undefined;
  return () => {
    learner ??= createLearner();
    return learner;
  };
}

async function signIn(page: Page, learner: Learner) {
  await page.goto('/');
  await login(page, learner.email, learner.password);
  await page.getByRole('button', { name: 'Foydalanuvchi menyusi' }).waitFor();
}

/** The header's bell: "Bildirishnomalar", or "Bildirishnomalar: N ta o'qilmagan". */
const bell = (page: Page) => page.getByRole('button', { name: /^Bildirishnomalar/ });
const badge = (page: Page) => page.getByTestId('notification-badge');
const panel = (page: Page) => page.getByRole('dialog', { name: 'Bildirishnomalar' });

/** The bell without a badge: nothing unread. */
async function noUnread(page: Page) {
  await page.getByRole('button', { name: 'Bildirishnomalar', exact: true }).waitFor();
}

async function openPanel(page: Page) {
  // a person uses the tab in front: background tabs run no animation frames, so the UI's
  // effects (radix's aria-hidden cleanup after a dialog, for one) wait for the throttled timers
  await page.bringToFront();
  await bell(page).click();
  await panel(page).waitFor();
}

/** A write through the page's cookies, as our own pages send it (the server wants the Origin). */
async function apiPost(page: Page, path: string, data: unknown = {}) {
  const res = await page.request.post(path, { data, headers: { origin: baseURL() } });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return res;
}

describe('notifications', () => {
  const learnerOf = learnerFor();

  it('a purchase in one tab appears in the other tab without a reload; a click there marks it read everywhere', async () => {
    const learner = await learnerOf();
    const tab1 = await newPage();
    await signIn(tab1, learner);
    const tab2 = await newPage({ context: tab1.context() });
    await tab2.goto('/');
    await bell(tab2).waitFor();
    expect(await badge(tab2).count()).toBe(0);
    await openPanel(tab2);
    await panel(tab2).getByText("Bildirishnomalar yo'q").waitFor();
    expect(await panel(tab2).getByRole('button', { name: 'Barchasini tozalash' }).isDisabled()).toBe(true);

    // tab 1 buys a paid quiz through the demo checkout
    await tab1.goto(`/quiz/${await quizIdByTitle(ALGEBRA)}`);
    await tab1.getByRole('button', { name: "Savatga qo'shish" }).click();
    await tab1.getByRole('link', { name: "Savatga o'tish" }).click();
    await tab1.getByRole('link', { name: "To'lovga o'tish" }).click();
    await tab1.getByRole('button', { name: "To'lash: 25 000 so'm" }).click();
    await tab1.getByRole('button', { name: "To'lovni tasdiqlash" }).click();
    await tab1.waitForURL((url) => url.pathname.startsWith('/payment/return/'));

    // tab 2, untouched: the open panel and the badge follow within a second or so
    const item = panel(tab2).getByRole('button', { name: /Xarid amalga oshirildi/ });
    await item.waitFor();
    expect(await item.textContent()).toContain("1 ta quiz sotib olindi. Jami: 25 000 so'm");
    expect(await item.getAttribute('data-read')).toBe('false');
    expect(await item.locator('time').textContent()).toMatch(/oldin$/);
    expect(await badge(tab2).textContent()).toBe('1');
    await badge(tab1).waitFor();
    expect(await badge(tab1).textContent()).toBe('1');

    // read in tab 2: at once there, and live in tab 1
    await item.click();
    await expect.poll(() => item.getAttribute('data-read')).toBe('true');
    await badge(tab2).waitFor({ state: 'detached' });
    await badge(tab1).waitFor({ state: 'detached' });
    await tab1.getByRole('button', { name: 'Bildirishnomalar', exact: true }).waitFor();

    // and after a reload the server agrees
    await tab1.reload();
    await bell(tab1).waitFor();
    expect(await badge(tab1).count()).toBe(0);
  });

  it('the badge shows 9+ above 9, and clear-all (confirmed) empties both tabs', async () => {
    const learner = await learnerOf();
    const tab1 = await newPage();
    await signIn(tab1, learner);
    const tab2 = await newPage({ context: tab1.context() });
    await tab2.goto('/quizzes');
    await bell(tab2).waitFor();

    // start from no notifications (the learner is shared with the test above)
    const cleared = await tab1.request.delete('/api/notifications', { headers: { origin: baseURL() } });
    expect(cleared.status()).toBe(204);
    await noUnread(tab2);

    // every start of a quiz records a quiz_started notification
    const quizId = await quizIdByTitle(FREE_QUIZ);
    await apiPost(tab1, `/api/quizzes/${quizId}/claim`);
    for (let i = 0; i < 9; i++)
      await apiPost(tab1, `/api/play/${quizId}/start`, { deviceId: 'e2e-device-01' });
    await expect.poll(() => badge(tab2).textContent()).toBe('9');
    await apiPost(tab1, `/api/play/${quizId}/start`, { deviceId: 'e2e-device-01' });
    await apiPost(tab1, `/api/play/${quizId}/start`, { deviceId: 'e2e-device-01' });
    await expect.poll(() => badge(tab2).textContent()).toBe('9+');
    await expect.poll(() => badge(tab1).textContent()).toBe('9+');
    await tab2.getByRole('button', { name: "Bildirishnomalar: 11 ta o'qilmagan" }).waitFor();

    await openPanel(tab2);
    await expect
      .poll(() =>
        panel(tab2)
          .getByRole('button', { name: /Quiz boshlandi/ })
          .count(),
      )
      .toBe(11);

    // tab 1 clears, after saying no once
    await openPanel(tab1);
    await panel(tab1).getByRole('button', { name: 'Barchasini tozalash' }).click();
    const confirm = tab1.getByRole('alertdialog', { name: "Barcha bildirishnomalar o'chirilsinmi?" });
    await confirm.getByRole('button', { name: 'Bekor qilish' }).click();
    await confirm.waitFor({ state: 'detached' });
    // the panel is back in the accessibility tree once the dialog's exit has run its course
    await expect
      .poll(() =>
        panel(tab1)
          .getByRole('button', { name: /Quiz boshlandi/ })
          .count(),
      )
      .toBe(11);
    await panel(tab1).getByRole('button', { name: 'Barchasini tozalash' }).click();
    await confirm.getByRole('button', { name: 'Ha, tozalash' }).click();
    await panel(tab1).getByText("Bildirishnomalar yo'q").waitFor();

    await panel(tab2).getByText("Bildirishnomalar yo'q").waitFor();
    expect(await badge(tab2).count()).toBe(0);
    expect(await badge(tab1).count()).toBe(0);
    const res = await tab2.request.get('/api/notifications');
    expect(await res.json()).toEqual({ notifications: [], unreadCount: 0 });
  });
});

describe('sign-in sessions', () => {
  const learnerOf = learnerFor();

  it('ending a session from one browser signs the other out at once, without a reload', async () => {
    const learner = await learnerOf();
    const laptop = await newPage();
    const phone = await newPage();
    await signIn(laptop, learner);
    await signIn(phone, learner);

    await laptop.goto('/profile?tab=sessions');
    await laptop.getByRole('tab', { name: 'Sessiyalar', selected: true }).waitFor();
    const rows = laptop.getByTestId('user-session');
    await expect.poll(() => rows.count()).toBe(2);
    const current = laptop.locator('[data-testid="user-session"][data-current="true"]');
    const other = laptop.locator('[data-testid="user-session"][data-current="false"]');
    await current.getByText('Joriy', { exact: true }).waitFor();
    // the device described itself after signing in: browser, screen, IP and last activity
    await expect.poll(() => current.textContent()).toContain('Kompyuter · Chrome');
    for (const text of ['IP: 127.0.0.1', 'Oxirgi faollik:', 'oldin']) {
      expect(await current.textContent()).toContain(text);
    }
    expect(await other.getByText('Joriy', { exact: true }).count()).toBe(0);

    await other.getByRole('button', { name: /^Sessiyani tugatish/ }).click();
    const confirm = laptop.getByRole('alertdialog', { name: 'Sessiya tugatilsinmi?' });
    await confirm.getByRole('button', { name: 'Tugatish' }).click();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().getAttribute('data-current')).toBe('true');

    // the phone: signed out and told so, with no reload
    await phone
      .getByText('Bu qurilmadagi sessiyangiz boshqa qurilmadan tugatildi', { exact: false })
      .waitFor();
    await phone.getByRole('button', { name: 'Kirish', exact: true }).waitFor();
    expect(await phone.getByRole('button', { name: /^Bildirishnomalar/ }).count()).toBe(0);
    expect((await phone.request.get('/api/cart')).status()).toBe(401);
    // the laptop is still signed in
    expect((await laptop.request.get('/api/cart')).status()).toBe(200);
  });

  it('signing out in one tab signs the other tab out at once, without a reload', async () => {
    const learner = await learnerOf();
    const tab1 = await newPage();
    await signIn(tab1, learner);
    const tab2 = await newPage({ context: tab1.context() });
    await tab2.goto('/quizzes');
    await tab2.getByRole('button', { name: 'Foydalanuvchi menyusi' }).waitFor();
    const loadsInTab2: string[] = [];
    tab2.on('framenavigated', (frame) => loadsInTab2.push(frame.url()));

    await tab1.getByRole('button', { name: 'Foydalanuvchi menyusi' }).click();
    await tab1.getByRole('menuitem', { name: 'Chiqish' }).click();
    await tab1.getByText('Tizimdan muvaffaqiyatli chiqdingiz').waitFor();

    // tab 2, untouched: told through the browser's storage, it reads its session again
    await tab2.getByRole('button', { name: 'Kirish', exact: true }).waitFor();
    expect(await tab2.getByRole('button', { name: 'Foydalanuvchi menyusi' }).count()).toBe(0);
    expect(loadsInTab2).toEqual([]);
  });
});

describe('inactivity', () => {
  const learnerOf = learnerFor();

  it('warns 5 minutes before 24 h without activity, then signs out', async () => {
    const learner = await learnerOf();
    const page = await newPage();
    await page.clock.install();
    await signIn(page, learner);
    await bell(page).waitFor();

    await page.clock.fastForward('23:55:00');
    await page.getByText('Sessiya tugash arafasida').waitFor();
    await page.getByText("sessiyangiz 5 daqiqadan so'ng tugaydi", { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Foydalanuvchi menyusi' }).count()).toBe(1);

    await page.clock.fastForward('05:00');
    await page.getByText('Xavfsizlik maqsadida sessiyangiz tugatildi', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Kirish', exact: true }).waitFor();
    expect(await bell(page).count()).toBe(0);
    // the session is over on the server too
    expect((await page.request.get('/api/cart')).status()).toBe(401);
  });

  it('activity after the warning keeps the session', async () => {
    const learner = await learnerOf();
    const page = await newPage();
    await page.clock.install();
    await signIn(page, learner);

    await page.clock.fastForward('23:55:00');
    await page.getByText('Sessiya tugash arafasida').waitFor();
    await page.mouse.move(200, 300);
    await page.mouse.move(220, 320);
    await page.getByText('Sessiya tugash arafasida').waitFor({ state: 'detached' });
    await page.clock.fastForward('06:00');
    expect(await page.getByRole('button', { name: 'Foydalanuvchi menyusi' }).count()).toBe(1);
    expect((await page.request.get('/api/cart')).status()).toBe(200);
  });

  it('a last activity older than 24 h at load ends the session, saying why', async () => {
    const learner = await learnerOf();
    const page = await newPage();
    await signIn(page, learner);
    await page.evaluate(() =>
      localStorage.setItem('last_activity', String(Date.now() - 25 * 60 * 60 * 1000)),
    );
    await page.reload();
    await page.getByText('Xavfsizlik maqsadida sessiyangiz tugatildi', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Kirish', exact: true }).waitFor();
    expect((await page.request.get('/api/cart')).status()).toBe(401);
  });
});
