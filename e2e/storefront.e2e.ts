import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, newPage, useBrowser } from './fixtures';
import { createLearner, quizIdByTitle } from './storefront-helpers';

useBrowser();

const ALGEBRA = 'Algebra: tenglamalar va ifodalar'; // 25 000 so'm
const CHEMISTRY = 'Kimyo: elementlar va reaksiyalar'; // 30 000 so'm
const WORLD_HISTORY = 'Jahon tarixi: buyuk voqealar'; // 49 000 so'm, Tarix, Murakkab
const UZ_HISTORY = "O'zbekiston tarixi"; // free, Tarix, Boshlang'ich

/** The titles of the catalogue's cards, in order. */
async function cardTitles(page: Page): Promise<string[]> {
  return page.locator('main ul h3').allInnerTexts();
}

/** A promise and the function that resolves it (Promise.withResolvers needs Node 22). */
function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

async function signInFresh(page: Page) {
  const learner = await createLearner();
  await page.goto('/');
  await login(page, learner.email, learner.password);
  await page.getByRole('button', { name: 'Foydalanuvchi menyusi' }).waitFor();
  return learner;
}

describe('catalogue and quiz detail (guest)', () => {
  it('searches, filters by category and difficulty, sorts by price and opens a quiz with 3 previews', async () => {
    const page = await newPage();
    await page.goto('/quizzes');
    await page.getByRole('heading', { name: 'Quizlar', level: 1 }).waitFor();
    await page.getByText(/\d+ ta quiz topildi/).waitFor();

    const search = page.getByRole('searchbox', { name: "Quiz nomi yoki tavsifi bo'yicha qidirish" });
    await search.fill('tarix');
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === 'tarix');
    await page.getByText(WORLD_HISTORY, { exact: true }).waitFor();

    await page.getByLabel('Kategoriya').selectOption({ label: 'Tarix' });
    await page.waitForURL((url) => /^[0-9a-f-]{36}$/.test(url.searchParams.get('category') ?? ''));
    await page.getByText('2 ta quiz topildi').waitFor();

    await page.getByLabel('Saralash').selectOption({ label: 'Qimmatroq' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_high');
    await expect.poll(() => cardTitles(page)).toEqual([WORLD_HISTORY, UZ_HISTORY]);
    await page.getByLabel('Saralash').selectOption({ label: 'Arzonroq' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_low');
    await expect.poll(() => cardTitles(page)).toEqual([UZ_HISTORY, WORLD_HISTORY]);
    expect(String(await page.locator('main').textContent())).toContain('Bepul');

    await page.getByLabel('Qiyinlik darajasi').selectOption({ label: 'Murakkab' });
    await page.waitForURL((url) => url.searchParams.get('difficulty') === '5');
    await page.getByText('1 ta quiz topildi').waitFor();
    await expect.poll(() => cardTitles(page)).toEqual([WORLD_HISTORY]);

    // the filters live in the URL: Back restores the previous list
    await page.goBack();
    await page.getByText('2 ta quiz topildi').waitFor();
    await page.goForward();
    await page.getByText('1 ta quiz topildi').waitFor();

    await page.getByRole('link', { name: new RegExp(WORLD_HISTORY) }).click();
    await page.waitForURL(/\/quiz\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: WORLD_HISTORY, level: 1 }).waitFor();
    const main = page.locator('main');
    await page.getByRole('heading', { name: 'Namuna savollar' }).waitFor();
    const previews = page.getByTestId('preview-questions').locator(':scope > li');
    expect(await previews.count()).toBe(3);
    expect(String(await previews.first().textContent())).toMatch(/1-savol[\s\S]*A[\s\S]*B[\s\S]*C/);
    const text = String(await main.textContent());
    for (const expected of ['Tarix', 'Murakkab', 'daq', 'savol', "49 000 so'm"])
      expect(text).toContain(expected);
  });

  it("a guest's add to cart opens the auth dialog and play warns 'Ruxsat yo'q'", async () => {
    const page = await newPage();
    const id = await quizIdByTitle(ALGEBRA);
    await page.goto(`/quiz/${id}`);
    await page.getByRole('button', { name: "Savatga qo'shish" }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Telefon' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: "O'ynash" }).click();
    await page.getByText("Ruxsat yo'q").waitFor();
    expect(new URL(page.url()).pathname).toBe(`/quiz/${id}`);
  });

  it('a missing quiz shows a not-found state with a way back to the catalogue', async () => {
    const page = await newPage();
    await page.goto('/quiz/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Quiz topilmadi' }).waitFor();
    await page.getByRole('link', { name: "Quizlar ro'yxatiga qaytish" }).click();
    await page.waitForURL((url) => url.pathname === '/quizzes');
  });
});

describe('cart, demo payment and profile (learner)', () => {
  it('adds two paid quizzes, is refused a duplicate, pays with the demo provider and owns both', async () => {
    const page = await newPage();
    const learner = await signInFresh(page);
    const [algebra, chemistry] = await Promise.all([quizIdByTitle(ALGEBRA), quizIdByTitle(CHEMISTRY)]);

    // a second tab opened before the add still offers it: the server refuses the duplicate
    const otherTab = await newPage({ context: page.context() });
    await otherTab.goto(`/quiz/${algebra}`);
    await otherTab.getByRole('button', { name: "Savatga qo'shish" }).waitFor();

    await page.goto(`/quiz/${algebra}`);
    await page.getByRole('button', { name: "Savatga qo'shish" }).click();
    await page.getByText("Quiz savatga qo'shildi").waitFor();
    await page.getByRole('link', { name: "Savatga o'tish" }).waitFor();
    await page.getByRole('link', { name: 'Savat: 1 ta quiz' }).waitFor();

    await otherTab.getByRole('button', { name: "Savatga qo'shish" }).click();
    await otherTab.getByText('Bu quiz allaqachon savatda').waitFor();
    await otherTab.close();

    await page.goto(`/quiz/${chemistry}`);
    await page.getByRole('button', { name: "Savatga qo'shish" }).click();
    await page.getByText("Quiz savatga qo'shildi").waitFor();
    await page.getByRole('link', { name: 'Savat: 2 ta quiz' }).waitFor();

    await page.getByRole('link', { name: "Savatga o'tish" }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.getByRole('link', { name: ALGEBRA }).waitFor();
    await page.getByRole('link', { name: CHEMISTRY }).waitFor();
    expect(String(await page.getByTestId('cart-total').textContent())).toBe("55 000 so'm");
    await page.getByText("To'lov Click, Payme yoki Uzum orqali amalga oshiriladi").waitFor();

    await page.getByRole('link', { name: "To'lovga o'tish" }).click();
    await page.waitForURL((url) => url.pathname === '/payment');
    expect(await page.getByRole('radio', { name: /Click/ }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('radio', { name: /Payme/ }).click();
    await page.getByRole('button', { name: "To'lash: 55 000 so'm" }).click();

    await page.waitForURL(/\/payment\/demo\/[0-9a-f-]{36}$/);
    await page.getByText("TEST TO'LOV — haqiqiy pul yechilmaydi").waitFor();
    await page.getByRole('button', { name: "To'lovni tasdiqlash" }).waitFor();
    const demo = String(await page.locator('main').textContent());
    for (const expected of ['Payme', ALGEBRA, CHEMISTRY, "55 000 so'm"]) expect(demo).toContain(expected);
    await page.getByRole('button', { name: "To'lovni tasdiqlash" }).click();

    // back where every provider returns: paid, each quiz starts from here, the profile a link away
    await page.waitForURL(/\/payment\/return\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: "To'lov muvaffaqiyatli amalga oshirildi" }).waitFor();
    for (const [title, id] of [
      [ALGEBRA, algebra],
      [CHEMISTRY, chemistry],
    ] as const) {
      expect(await page.getByRole('link', { name: `Boshlash: ${title}` }).getAttribute('href')).toBe(
        `/play/${id}`,
      );
    }
    await page.getByRole('link', { name: "Profilga o'tish" }).click();
    await page.waitForURL((url) => url.pathname === '/profile' && url.searchParams.get('tab') === 'quizzes');
    await page.getByRole('heading', { name: learner.name }).waitFor();
    await page.getByRole('tab', { name: 'Mening quizlarim', selected: true }).waitFor();
    for (const [title, id] of [
      [ALGEBRA, algebra],
      [CHEMISTRY, chemistry],
    ] as const) {
      await page.getByRole('link', { name: title, exact: true }).waitFor();
      const play = page.getByRole('link', { name: `O'ynash: ${title}` });
      expect(await play.getAttribute('href')).toBe(`/play/${id}`);
    }
    // the cart is empty now and the header badge follows
    await page.getByRole('link', { name: 'Savat', exact: true }).waitFor();

    // the other tabs: keyboard-accessible, kept in the URL, with their empty states
    await page.getByRole('tab', { name: 'Natijalar' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'results');
    await page.getByText("Hozircha natijalar yo'q").waitFor();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL((url) => url.searchParams.get('tab') === 'certificates');
    await page.getByText('Sertifikat topilmadi').waitFor();

    // an owned quiz offers play instead of buying
    await page.goto(`/quiz/${algebra}`);
    await page.getByText('Sizda bor').waitFor();
    expect(await page.getByRole('link', { name: "O'ynash" }).getAttribute('href')).toBe(`/play/${algebra}`);
    expect(await page.getByRole('button', { name: "Savatga qo'shish" }).count()).toBe(0);

    // an empty cart offers the catalogue, no checkout of 0 so'm
    await page.goto('/cart');
    await page.getByText("Savatingiz bo'sh").waitFor();
    expect(await page.getByText("To'lovga o'tish").count()).toBe(0);
  });

  it('claims a free quiz and sees it owned', async () => {
    const page = await newPage();
    await signInFresh(page);
    const id = await quizIdByTitle('Fizika asoslari');
    await page.goto(`/quiz/${id}`);
    await page.getByText('Bepul', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: "Savatga qo'shish" }).count()).toBe(0);
    await page.getByRole('button', { name: 'Bepul olish' }).click();
    await page.getByText("Quiz profilingizga qo'shildi").waitFor();
    await page.getByText('Sizda bor').waitFor();
    expect(await page.getByRole('link', { name: "O'ynash" }).getAttribute('href')).toBe(`/play/${id}`);
    expect(await page.getByRole('button', { name: 'Bepul olish' }).count()).toBe(0);

    await page.goto('/profile');
    await page.getByRole('link', { name: 'Fizika asoslari', exact: true }).waitFor();
  });

  it("a started quiz shows in the catalogue's in-progress section, linking to /quiz/{id}/play?resume", async () => {
    const page = await newPage();
    await signInFresh(page);
    const id = await quizIdByTitle('Moliyaviy savodxonlik');
    await page.goto(`/quiz/${id}`);
    await page.getByRole('button', { name: 'Bepul olish' }).click();
    await page.getByText('Sizda bor').waitFor();
    // the page's first read of the list is answered only once the page reads it again: the start's
    // live event must bring a new read, not be absorbed by the request in flight (which then stays
    // held, and the section never shows)
    const firstRead = signal();
    const readAgain = signal();
    let reads = 0;
    await page.route('**/api/me/in-progress', async (route) => {
      reads += 1;
      if (reads > 1) {
        readAgain.resolve();
        return route.continue();
      }
      const beforeStart = await route.fetch();
      firstRead.resolve();
      await readAgain.promise;
      // the page may have cancelled this request meanwhile: nobody waits for the answer then
      await route.fulfill({ response: beforeStart }).catch(() => {});
    });
    await page.goto('/quizzes');
    await firstRead.promise;
    expect(await page.getByRole('heading', { name: 'Davom etayotgan quizlar' }).count()).toBe(0);
    const started = await page.request.post(`/api/play/${id}/start`, {
      data: { deviceId: 'e2e-progress-device' },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(started.status()).toBe(200);
    await page.getByRole('heading', { name: 'Davom etayotgan quizlar' }).waitFor();
    expect(reads).toBeGreaterThan(1);
    const card = page.getByRole('link', { name: /Moliyaviy savodxonlik/ }).first();
    // "Davom ettirish" on the card resumes without asking again (?resume)
    expect(await card.getAttribute('href')).toBe(`/quiz/${id}/play?resume`);
    await card.getByText('0 / 10 savolga javob berilgan').waitFor();
  });

  it('guests see a sign-in prompt on the cart, payment and profile pages', async () => {
    const page = await newPage({ width: 375, height: 740 });
    for (const path of ['/cart', '/payment', '/profile']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Avval tizimga kiring' }).waitFor();
    }
    await page.getByRole('main').getByRole('button', { name: 'Kirish' }).click();
    await page.getByRole('dialog').getByRole('tab', { name: 'Telefon' }).waitFor();
    // nothing overflows the 375 px viewport
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
