import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedQuizzes } from '../src/server/seed/catalog';
import {
  baseURL,
  DEMO_PASSWORD,
  latestEmail,
  login,
  newPage,
  signUpInDialog,
  uniqueEmail,
  untilHydrated,
  useBrowser,
} from './fixtures';

useBrowser();

const text = (page: Page) => page.locator('body').innerText();

async function expectSignedInAs(page: Page, fullName: string) {
  await page.getByRole('button', { name: 'Foydalanuvchi menyusi' }).click();
  await page.getByRole('menu').getByText(fullName).waitFor();
}

/** Active quizzes newer than the seed's (made by the admin e2e test on this shared server), newest first. */
async function adminCreatedTitles(): Promise<string[]> {
  const res = await fetch(`${baseURL()}/api/quizzes/newest?limit=4`);
  const { quizzes } = (await res.json()) as { quizzes: { title: string }[] };
  const seeded = new Set(seedQuizzes.map((quiz) => quiz.title));
  return quizzes.map((quiz) => quiz.title).filter((title) => !seeded.has(title));
}

describe('home page', () => {
  it('shows the seeded categories with counts and the 4 newest active quizzes', async () => {
    const page = await newPage();
    await page.goto('/');
    await untilHydrated(page);
    await page.getByRole('heading', { name: 'Kategoriyalar' }).waitFor();
    for (const name of ['Matematika', 'Tabiiy fanlar', 'Tarix', 'Texnologiya', 'Til', 'Biznes']) {
      await page
        .getByRole('link', { name: new RegExp(name) })
        .first()
        .waitFor();
    }
    expect(await text(page)).not.toContain("San'at");
    // the seed's newest active quizzes, after any an admin test of this suite created since
    const created = await adminCreatedTitles();
    const newest = [
      ...created,
      ...seedQuizzes
        // an Uzbek reader's home shows the Uzbek quizzes
        .filter((quiz) => quiz.isActive && quiz.language === 'uz')
        .sort((a, b) => a.createdDaysAgo - b.createdDaysAgo)
        .map((quiz) => quiz.title),
    ].slice(0, 4);
    for (const title of newest) await page.getByText(title, { exact: true }).first().waitFor();
    const inactive = seedQuizzes.find((quiz) => !quiz.isActive)!;
    expect(await text(page)).not.toContain(inactive.title);
    await page.getByRole('link', { name: 'Boshlash' }).click();
    await page.waitForURL(/\/quizzes$/);
  });

  it('the category card links to the filtered catalogue', async () => {
    const page = await newPage();
    await page.goto('/');
    await untilHydrated(page);
    await page
      .getByRole('link', { name: /Matematika/ })
      .first()
      .click();
    await page.waitForURL(/\/quizzes\?category=[0-9a-f-]{36}$/);
  });

  it('the header search goes to the catalogue with the text, or plain /quizzes when empty', async () => {
    const page = await newPage();
    await page.goto('/');
    await untilHydrated(page);
    const search = page.getByRole('banner').getByRole('searchbox');
    await search.fill("  o'zbek tili ");
    await search.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/quizzes' && url.searchParams.get('search') === "o'zbek tili",
    );
    await page.goto('/');
    await untilHydrated(page);
    await page.getByRole('banner').getByRole('searchbox').press('Enter');
    await page.waitForURL((url) => url.pathname === '/quizzes' && url.search === '');
  });
});

describe('accounts', () => {
  it('sign up, confirm by email, sign in, see the user menu and sign out', async () => {
    const page = await newPage();
    const email = uniqueEmail('signup');
    await page.goto('/');
    await untilHydrated(page);
    await signUpInDialog(page, email, 'parol12345', 'Zarina Qodirova');
    await page.getByText('Emailingizni tasdiqlang').first().waitFor();

    await page.goto('/dev/mailbox');
    await untilHydrated(page);
    await page.getByText(email).first().waitFor();
    const link = page.getByRole('link', { name: /verify-email/ }).first();
    await link.click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Email tasdiqlandi').waitFor();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Parol', { exact: true }).fill('parol12345');
    await dialog.getByRole('button', { name: 'Kirish', exact: true }).click();
    await page.getByText('Tizimga muvaffaqiyatli kirdingiz').waitFor();
    await expectSignedInAs(page, 'Zarina Qodirova');
    expect(await page.getByRole('menuitem', { name: 'Admin Panel' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Chiqish' }).click();
    await page.getByText('Tizimdan muvaffaqiyatli chiqdingiz').waitFor();
    await page.getByRole('button', { name: 'Kirish', exact: true }).first().waitFor();
  });

  it('an unconfirmed account cannot sign in yet', async () => {
    const page = await newPage();
    const email = uniqueEmail('unconfirmed');
    await page.goto('/');
    await untilHydrated(page);
    await signUpInDialog(page, email, 'parol12345', 'Tasdiqlanmagan Odam');
    await page.getByText('Emailingizni tasdiqlang').first().waitFor();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Kirish' }).click();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Parol', { exact: true }).fill('parol12345');
    await dialog.getByRole('button', { name: 'Kirish', exact: true }).click();
    await page.getByText('Emailingiz hali tasdiqlanmagan').waitFor();
  });

  it('the sign-up form shows the spec messages for bad input', async () => {
    const page = await newPage();
    await page.goto('/');
    await untilHydrated(page);
    await page.getByRole('button', { name: 'Kirish', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Email' }).click();
    await dialog.getByRole('tab', { name: "Ro'yxatdan o'tish" }).click();
    await dialog.getByLabel("To'liq ism").fill('A');
    await dialog.getByLabel('Email').fill('yaroqsiz');
    await dialog.getByLabel('Parol', { exact: true }).fill('qisqa');
    await dialog.getByLabel('Parolni tasdiqlang').fill('boshqa');
    await dialog.getByRole('button', { name: "Ro'yxatdan o'tish", exact: true }).click();
    for (const message of [
      "To'liq ismni kiriting",
      "Email manzil formati noto'g'ri",
      "Parol kamida 8 ta belgidan iborat bo'lishi kerak",
      'Parollar mos kelmaydi',
    ]) {
      await dialog.getByText(message).waitFor();
    }
  });

  it('a wrong password shows Kirish xatosi', async () => {
    const page = await newPage();
    await page.goto('/');
    await untilHydrated(page);
    await login(page, 'learner@demo.uz', 'notthepassword');
    await page.getByText('Kirish xatosi').waitFor();
    await page.getByText("Email yoki parol noto'g'ri").waitFor();
  });

  it('the sixth sign-in attempt within 15 minutes is refused', async () => {
    const page = await newPage();
    const email = uniqueEmail('limited');
    await page.goto('/');
    await untilHydrated(page);
    await page.getByRole('button', { name: 'Kirish', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Email' }).click();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Parol', { exact: true }).fill('notthepassword');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = page.waitForResponse((res) => res.url().endsWith('/api/auth/sign-in/email'));
      await dialog.getByRole('button', { name: 'Kirish', exact: true }).click();
      expect((await response).status()).toBe(401);
    }
    const sixth = page.waitForResponse((res) => res.url().endsWith('/api/auth/sign-in/email'));
    await dialog.getByRole('button', { name: 'Kirish', exact: true }).click();
    expect((await sixth).status()).toBe(429);
    await page.getByText("Juda ko'p urinish. Biroz kutib qaytadan urining").waitFor();
  });

  it('a forgotten password is reset through the emailed link, and the new one signs in', async () => {
    const email = uniqueEmail('reset');
    const page = await newPage();
    await page.goto('/');
    await untilHydrated(page);
    await signUpInDialog(page, email, 'eskiParol1', 'Bekzod Rahimov');
    await page.getByText('Emailingizni tasdiqlang').first().waitFor();
    const confirm = (await latestEmail(email)).text.match(/https?:\/\/\S+/)![0];
    await page.goto(confirm);
    await untilHydrated(page);
    await page.getByText('Email tasdiqlandi').waitFor();

    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Parolni unutdingizmi?' }).click();
    await page.getByRole('dialog').getByLabel('Email').fill(email);
    await page.getByRole('dialog').getByRole('button', { name: 'Yuborish' }).click();
    await page.getByText('Email yuborildi').waitFor();

    const mail = await latestEmail(email);
    expect(mail.subject).toBe('Bilimdon: parolni tiklash');
    const link = mail.text.match(/https?:\/\/\S*reset-password\S*/)![0];
    await page.goto(link);
    await untilHydrated(page);
    await page.getByLabel('Yangi parol', { exact: true }).fill('yangiParol2');
    await page.getByLabel('Yangi parolni tasdiqlang').fill('yangiParol2');
    await page.getByRole('button', { name: 'Parolni saqlash' }).click();
    await page.getByText('Parolingiz muvaffaqiyatli yangilandi').waitFor();
    await page.waitForURL((url) => url.pathname === '/');

    await login(page, email, 'eskiParol1');
    await page.getByText('Kirish xatosi').waitFor();
    const retry = page.getByRole('dialog');
    await retry.getByLabel('Parol', { exact: true }).fill('yangiParol2');
    await retry.getByRole('button', { name: 'Kirish', exact: true }).click();
    await expectSignedInAs(page, 'Bekzod Rahimov');
  });

  it('the reset dialog takes the emailed code and a new password, with a way back', async () => {
    const email = uniqueEmail('dialog-reset');
    const page = await newPage();
    await page.goto('/');
    await untilHydrated(page);
    await signUpInDialog(page, email, 'eskiParol1', 'Malika Tursunova');
    await page.getByText('Emailingizni tasdiqlang').first().waitFor();
    await page.goto((await latestEmail(email)).text.match(/https?:\/\/\S+/)![0]);
    await untilHydrated(page);
    await page.getByText('Email tasdiqlandi').waitFor();

    await page.getByRole('dialog').getByRole('button', { name: 'Parolni unutdingizmi?' }).click();
    const reset = page.getByRole('dialog');
    await reset.getByRole('heading', { name: 'Parolni tiklash' }).waitFor();
    await reset.getByLabel('Email').fill(email);
    await reset.getByRole('button', { name: 'Yuborish' }).click();
    await reset.getByLabel('Tasdiqlash kodi').waitFor();
    const firstCode = await latestEmail(email);
    await reset.getByRole('button', { name: 'Orqaga' }).click();
    await reset.getByRole('button', { name: 'Yuborish' }).click();
    // the second code replaces the first: read the mailbox only once the second has been sent
    await reset.getByLabel('Tasdiqlash kodi').waitFor();
    await expect.poll(async () => (await latestEmail(email)).id).not.toBe(firstCode.id);

    const code = (await latestEmail(email)).text.match(/\b(\d{6})\b/)![1]!;
    await reset.getByLabel('Tasdiqlash kodi').fill(code);
    await reset.getByLabel('Yangi parol', { exact: true }).fill('dialogParol3');
    await reset.getByLabel('Yangi parolni tasdiqlang').fill('dialogParol3');
    await reset.getByRole('button', { name: 'Parolni saqlash' }).click();
    await page.getByText("Parol muvaffaqiyatli o'zgartirildi").waitFor();

    const signIn = page.getByRole('dialog');
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Parol', { exact: true }).fill('dialogParol3');
    await signIn.getByRole('button', { name: 'Kirish', exact: true }).click();
    await expectSignedInAs(page, 'Malika Tursunova');
  });

  it('a used or wrong reset link shows the invalid-link message', async () => {
    const page = await newPage();
    await page.goto('/reset-password?email=learner%40demo.uz&code=000000');
    await page.getByLabel('Yangi parol', { exact: true }).fill('yangiParol2');
    await page.getByLabel('Yangi parolni tasdiqlang').fill('yangiParol2');
    await page.getByRole('button', { name: 'Parolni saqlash' }).click();
    await page
      .getByText("Parolni tiklash havolasi yaroqsiz yoki muddati tugagan. Iltimos, qaytadan so'rang.")
      .waitFor();
    await page.goto('/reset-password?error=access_denied');
    await page.getByText('Parolni tiklash havolasi yaroqsiz yoki muddati tugagan').waitFor();
  });

  it('an admin sees the Admin Panel link', async () => {
    const page = await newPage();
    await page.goto('/');
    await untilHydrated(page);
    await login(page, 'admin@demo.uz', DEMO_PASSWORD);
    await page.getByRole('navigation').getByRole('link', { name: 'Admin Panel' }).waitFor();
    await page.getByRole('button', { name: 'Foydalanuvchi menyusi' }).click();
    await page.getByRole('menuitem', { name: 'Admin Panel' }).waitFor();
  });
});

describe('app shell', () => {
  it('the theme choice survives a reload', async () => {
    const page = await newPage();
    await page.goto('/');
    await untilHydrated(page);
    await page.getByRole('button', { name: "Mavzuni o'zgartirish" }).click();
    await page.getByRole('menuitemradio', { name: "Qorong'i" }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Kategoriyalar' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('quiz-theme'))).toBe('dark');
  });

  it('the theme menu opened by the keyboard focuses its first item, the first time (loading it) and after', async () => {
    const page = await newPage();
    await page.goto('/');
    await untilHydrated(page);
    await page.getByRole('heading', { name: 'Kategoriyalar' }).waitFor();
    const focused = () =>
      page.evaluate(() => document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName);
    for (const key of ['Enter', 'ArrowDown']) {
      await page.getByRole('button', { name: "Mavzuni o'zgartirish" }).focus();
      await page.keyboard.press(key);
      await page.getByRole('menu').waitFor();
      await expect.poll(focused).toBe('menuitemradio');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Yorug'");
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
      await expect.poll(focused).toBe('BUTTON');
    }
  });

  it('an unknown route shows the not-found page with a link home', async () => {
    const page = await newPage();
    await page.goto('/bunday/sahifa/yoq');
    await page.getByText('Kechirasiz, sahifa topilmadi').waitFor();
    await page.getByRole('link', { name: 'Bosh sahifaga qaytish' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('the footer has every listed link and the 2024 copyright', async () => {
    const page = await newPage();
    await page.goto('/');
    await untilHydrated(page);
    const footer = page.getByRole('contentinfo');
    const hrefs = await footer.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of [
      '/',
      '/quizzes',
      '/categories',
      '/about',
      '/help',
      '/faq',
      '/support',
      '/contact',
      '/certificates',
      '/guide',
      '/privacy',
      '/terms',
      '/cookies',
    ]) {
      expect(hrefs).toContain(href);
    }
    expect(await footer.innerText()).toContain('© 2024');
  });

  it('below 768 px the search box gives way to a mobile menu', async () => {
    const page = await newPage({ width: 375, height: 740 });
    await page.goto('/');
    await untilHydrated(page);
    expect(await page.getByRole('banner').getByRole('searchbox').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menyuni ochish' }).click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('link', { name: 'Quizlar' }).waitFor();
    await menu.getByRole('searchbox').fill('tarix');
    await menu.getByRole('searchbox').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === 'tarix');
  });
});
