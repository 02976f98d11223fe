import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { baseURL, login, newPage, useBrowser } from './fixtures';
import { createLearner, quizIdByTitle } from './storefront-helpers';

useBrowser();

const ADMIN = 'admin@demo.uz';
const stamp = Date.now().toString(36);
const CATEGORY = `Astronomiya ${stamp}`;
const QUIZ = `Koinot sirlari ${stamp}`;

async function signIn(page: Page, email: string, password?: string) {
  await page.goto('/');
  await login(page, email, password);
  await page.getByRole('button', { name: 'Foydalanuvchi menyusi' }).waitFor();
}

const dialog = (page: Page) => page.getByRole('dialog');
const quizCard = (page: Page) => page.getByRole('main').getByRole('listitem', { name: QUIZ });

async function imageFile() {
  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#3355aa' } })
    .png()
    .toBuffer();
  return { name: 'rasm.png', mimeType: 'image/png', buffer: png };
}

async function createCategory(page: Page) {
  await page.goto('/admin/categories');
  await page.getByRole('button', { name: "Kategoriya qo'shish" }).click();
  await dialog(page).getByLabel("Nomi (o'zbekcha)").fill(CATEGORY);
  await dialog(page).getByLabel('Nomi (inglizcha)').fill(`Astronomy ${stamp}`);
  await dialog(page).getByRole('button', { name: "Qo'shish" }).click();
  await page.getByRole('main').getByText(CATEGORY).first().waitFor();
}

/** Creates the free quiz with a thumbnail given by URL (our own server's generated cover). */
async function createQuiz(page: Page) {
  await page.goto('/admin/quizzes');
  await page.getByRole('button', { name: 'Yangi quiz' }).first().click();
  const form = dialog(page);
  await form.getByLabel('Nomi *').fill(QUIZ);
  await form.getByLabel('Tavsif').fill('Yulduzlar, sayyoralar va galaktikalar haqida qisqa quiz');
  await form.getByLabel('Kategoriya').selectOption({ label: CATEGORY });
  // the form starts at the settings' default price (25 000 so'm): this quiz is free
  expect(await form.getByLabel("Narx (so'm) *").inputValue()).toBe('25000');
  await form.getByLabel("Narx (so'm) *").fill('0');
  await form.getByRole('tab', { name: 'URL' }).click();
  const cover = `${baseURL()}/api/quizzes/${await quizIdByTitle('Fizika asoslari')}/cover.svg`;
  await form.getByLabel('Rasm URL manzili').fill(cover);
  await form.getByRole('button', { name: "Qo'llash" }).click();
  await form.getByRole('img', { name: 'Tanlangan rasm' }).waitFor();
  await form.getByRole('button', { name: 'Yaratish' }).click();
  await quizCard(page).waitFor();
  expect(await quizCard(page).getByText('Nofaol').count()).toBe(1);
}

async function addModule(page: Page, name: string, points: string) {
  await dialog(page).getByRole('button', { name: "Modul qo'shish" }).click();
  const form = page.getByRole('dialog', { name: 'Yangi modul' });
  await form.getByLabel('Nomi *').fill(name);
  await form.getByLabel('Har bir savol uchun ball *').fill(points);
  await form.getByRole('button', { name: 'Saqlash' }).click();
  await form.waitFor({ state: 'detached' });
  await dialog(page).getByText(name, { exact: true }).waitFor();
}

/** The first question, by the dialog: 2 points in "Amaliy" (2 per question), with an uploaded image. */
async function addQuestionByDialog(page: Page) {
  await page.getByRole('button', { name: "Savol qo'shish" }).first().click();
  const form = page.getByRole('dialog', { name: 'Yangi savol' });
  const add = form.getByRole('button', { name: "Qo'shish", exact: true });
  await form.getByLabel('Savol matni').fill('Quyosh tizimida nechta sayyora bor?');
  expect(await add.isDisabled()).toBe(true); // options still empty
  for (const [i, option] of ['7', '8', '9', '10'].entries()) {
    await form.getByLabel(`${i + 1}-variant`, { exact: true }).fill(option);
  }
  await form.getByLabel("2-variant to'g'ri javob").check();
  await form.getByLabel('Ball').fill('2');
  await form.getByLabel('Modul').selectOption({ label: 'Amaliy' });
  await form.locator('input[type="file"]').setInputFiles(await imageFile());
  await form.getByRole('img', { name: 'Tanlangan rasm' }).waitFor();
  await add.click();
  await form.waitFor({ state: 'detached' });
}

async function importQuestions(page: Page, format: 'JSON' | 'GIFT' | 'Aiken', text: string) {
  await page.getByRole('button', { name: 'Import' }).first().click();
  const importer = page.getByRole('dialog', { name: 'Savollarni import qilish' });
  await importer.getByRole('radio', { name: format }).check();
  await importer.getByLabel('Matn').fill(text);
  await importer.getByRole('button', { name: 'Tekshirish' }).click();
  return importer;
}

async function confirmImport(importer: Locator, count: number) {
  await importer.getByRole('button', { name: `${count} ta savolni qo'shish` }).click();
  await importer.waitFor({ state: 'detached' });
}

async function questionCount(page: Page) {
  return page.getByRole('list', { name: "Savollar ro'yxati" }).getByRole('listitem').count();
}

async function authorQuiz(page: Page) {
  await createCategory(page);
  await createQuiz(page);

  await quizCard(page).getByRole('button', { name: 'Modullar va savollar' }).click();
  await addModule(page, 'Nazariya', '1');
  await addModule(page, 'Amaliy', '2');
  await dialog(page).getByRole('tab', { name: 'Savollar' }).click();
  await dialog(page).getByRole('link', { name: 'Savollar muharriri' }).click();
  await page.waitForURL(/\/admin\/question-editor\?quizId=/);
  await page.getByText("Hali savollar yo'q").waitFor();

  await addQuestionByDialog(page);
  await page.getByText("Saqlanmagan o'zgarishlar bor").waitFor();
  await page.getByRole('button', { name: 'Barchasini saqlash' }).click();
  await page.getByText("1 ta savol qo'shildi").waitFor();

  await confirmImport(
    await importQuestions(
      page,
      'JSON',
      JSON.stringify([
        {
          question_text: "O'zbekistonning poytaxti qaysi?",
          options: ['Toshkent', 'Samarqand'],
          correct_answer: 0,
        },
      ]),
    ),
    1,
  );
  const gift =
    "$CATEGORY: Nazariya\n\n::Quyosh:: Quyosh nima? {=Yulduz #To'g'ri, Quyosh yulduz ~Sayyora ~Kometa}";
  await confirmImport(await importQuestions(page, 'GIFT', gift), 1);
  await confirmImport(
    await importQuestions(page, 'Aiken', 'Suvning formulasi qaysi?\nA) H2O\nB) CO2\nANSWER: A'),
    1,
  );
  await expect.poll(() => questionCount(page)).toBe(4);

  // a bad import: line-numbered problems, nothing to add, nothing saved
  const bad = await importQuestions(
    page,
    'Aiken',
    "Birinchi savol?\nA) Ha\nB) Yo'q\n\nIkkinchi savol?\nA) Bir",
  );
  await bad.getByText(/^1-qator: ANSWER: qatori topilmadi/).waitFor();
  await bad.getByText(/^5-qator: /).waitFor();
  await bad.getByText("Qo'shiladigan savol yo'q").waitFor();
  await page.keyboard.press('Escape');
  await bad.waitFor({ state: 'detached' });
  await page.reload();
  await expect.poll(() => questionCount(page)).toBe(4);

  await page.getByRole('link', { name: 'Quizlarga qaytish' }).click();
  await quizCard(page).getByRole('button', { name: 'Faollashtirish' }).click();
  await quizCard(page).getByText('Faol', { exact: true }).waitFor();
}

/** The learner answers questions 1, 2 and 4 right and 3 wrong: 3 / 4 = 75%, score 2x2 + 1 + 1 = 6. */
async function playAsLearner(page: Page) {
  const learner = await createLearner('Yulduz Karimova');
  await signIn(page, learner.email, learner.password);
  await page.goto(`/quizzes?search=${encodeURIComponent(QUIZ)}`);
  await page.getByRole('link', { name: QUIZ }).first().click();
  await page.getByRole('button', { name: 'Bepul olish' }).click();
  await page.getByText('Sizda bor').waitFor();
  await page.getByRole('link', { name: "O'ynash" }).click();
  await page.getByRole('button', { name: 'Boshlash' }).click();
  const options = page.getByRole('main').getByRole('radio');
  for (const [i, choice] of [1, 0, 1, 0].entries()) {
    await expect.poll(() => page.getByTestId('question-position').textContent()).toBe(`Savol ${i + 1} / 4`);
    if (i === 0) await page.getByRole('main').locator('img[src^="/uploads/question-images/"]').waitFor();
    await options.nth(choice).click();
    await expect.poll(() => options.nth(choice).getAttribute('aria-checked')).toBe('true');
    if (i < 3) await page.getByRole('button', { name: 'Keyingi savol' }).click();
  }
  await page.getByRole('button', { name: 'Yakunlash' }).click();
  const confirm = page.getByRole('alertdialog');
  if (await confirm.count()) await confirm.getByRole('button', { name: 'Yakunlash' }).click();
  await page.getByTestId('result-view').waitFor();
  expect(await page.getByTestId('result-percentage').textContent()).toBe('75%');
  const text = String(await page.getByTestId('result-view').textContent());
  expect(text).toContain('3 / 4');
  expect(text).toMatch(/Ball\s*6(?!\d)/);
}

describe('admin panel: the catalogue', () => {
  it('an admin authors a quiz (category, modules, dialog, JSON, GIFT, Aiken, images) that a learner plays with weighted scoring', async () => {
    const admin = await newPage();
    await signIn(admin, ADMIN);
    await authorQuiz(admin);
    // the storefront shows it at once, with its category
    await admin.goto(`/quizzes?search=${encodeURIComponent(QUIZ)}`);
    await admin.getByRole('link', { name: QUIZ }).first().waitFor();

    await playAsLearner(await newPage());
  }, 180_000);

  it('the export menu opened by the keyboard focuses its first item, by a pointer the menu; Escape returns to the button', async () => {
    const page = await newPage();
    await signIn(page, ADMIN);
    await page.goto(`/admin/question-editor?quizId=${await quizIdByTitle('Fizika asoslari')}`);
    const button = page.getByRole('button', { name: 'Eksport', exact: true });
    await expect.poll(() => button.isEnabled()).toBe(true); // once the saved questions are in
    const focused = () =>
      page.evaluate(() => ({
        role: document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName,
        text: document.activeElement?.textContent?.trim(),
      }));
    // Radix's own trigger keys
    for (const key of ['Enter', 'Space', 'ArrowDown']) {
      await button.focus();
      await page.keyboard.press(key);
      await page.getByRole('menu').waitFor();
      await expect.poll(focused).toEqual({ role: 'menuitem', text: 'JSON fayl sifatida' });
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
      await expect.poll(focused).toEqual({ role: 'BUTTON', text: 'Eksport' });
    }
    await button.click();
    await page.getByRole('menu').waitFor();
    await expect.poll(focused).toMatchObject({ role: 'menu' });
    await page.keyboard.press('Escape');
    await expect.poll(focused).toEqual({ role: 'BUTTON', text: 'Eksport' });
  });

  it("a learner opening /admin sees the no-access page and the learner's first load carries no admin code", async () => {
    const page = await newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()));
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) {
      for (const adminOnly of ['Admin menyusi', "Kategoriya qo'shish", 'Savollar muharriri']) {
        expect(body).not.toContain(adminOnly);
      }
    }

    const learner = await createLearner();
    await signIn(page, learner.email, learner.password);
    await page.goto('/admin/quizzes');
    await page.getByRole('heading', { name: "Ruxsat yo'q" }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Admin menyusi' }).count()).toBe(0);

    const guest = await newPage();
    await guest.goto('/admin/categories');
    await guest.waitForURL((url) => url.pathname === '/');
  });
});
