import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/free-port.mjs';
import { apiSession } from './api-session';
import { DEMO_PASSWORD, login, newPage, uniqueEmail, useBrowser } from './fixtures';
import { type AppServer, startAppServer } from './global-setup';
import { type ProviderPages, startProviderPages } from './provider-pages';
import { createLearner, quizIdByTitle } from './storefront-helpers';

useBrowser();

/*
 * Issue 14: a cart paid through each provider's simulated page, then played. This file runs its
 * own app server with Payme, Click and Uzum configured (the suite's shared server keeps the demo
 * provider for the other tests); their pay links point at simulated pages (provider-pages.ts),
 * whose "To'lash" calls our merchant API as the provider would and sends the browser back.
 */
const ALGEBRA = 'Algebra: tenglamalar va ifodalar'; // 25 000 so'm, not shuffled
const SCREENSHOTS = '.test-artifacts/payment-return';

let app: AppServer;
let pages: ProviderPages;
let quizId: string;

beforeAll(async () => {
  const port = await freePort();
  pages = await startProviderPages(`http://127.0.0.1:${port}`);
  app = await startAppServer({ port, env: pages.env });
  quizId = await quizIdByTitle(ALGEBRA, app.baseURL);
  mkdirSync(SCREENSHOTS, { recursive: true });
});

afterAll(async () => {
  await app?.stop();
  await pages?.close();
});

async function signedInLearnerWithCart(page: Page) {
  const learner = await createLearner('Toʻlov Sinovchi', app.baseURL);
  await page.goto(`${app.baseURL}/`);
  await login(page, learner.email, learner.password);
  await page.getByRole('button', { name: 'Foydalanuvchi menyusi' }).waitFor();
  await page.goto(`${app.baseURL}/quiz/${quizId}`);
  await page.getByRole('button', { name: "Savatga qo'shish" }).click();
  await page.getByText("Quiz savatga qo'shildi").waitFor();
}

/** Starts the paid quiz from the return page and answers its first question. */
async function playFirstQuestion(page: Page) {
  await page.getByRole('link', { name: `Boshlash: ${ALGEBRA}` }).click();
  await page.waitForURL((url) => url.pathname === `/play/${quizId}`);
  await page.getByRole('button', { name: 'Boshlash' }).click();
  await page.getByTestId('timer-ring').waitFor();
  const first = page.getByRole('main').getByRole('radio').first();
  await first.click();
  await expect.poll(() => first.getAttribute('aria-checked')).toBe('true');
  await expect.poll(() => page.getByTestId('save-status').textContent()).toBe('Javoblar saqlandi');
}

const PROVIDERS = [
  { provider: 'click', radio: /Click/, isDefault: true },
  { provider: 'payme', radio: /Payme/, isDefault: false },
  { provider: 'uzum', radio: /Uzum/, isDefault: false },
] as const;

describe('paying through a provider', () => {
  for (const { provider, radio, isDefault } of PROVIDERS) {
    it(`${provider}: /payment goes to the pay page, the callback grants, the return page shows it paid, the quiz plays`, async () => {
      const page = await newPage();
      await signedInLearnerWithCart(page);

      await page.goto(`${app.baseURL}/payment`);
      const choice = page.getByRole('radio', { name: radio });
      if (isDefault) expect(await choice.getAttribute('aria-checked')).toBe('true');
      else await choice.click();
      await page.getByRole('button', { name: "To'lash: 25 000 so'm" }).click();

      // the provider's page, with the order and amount our server put in the link
      await page.waitForURL((url) => url.pathname.startsWith(`/${provider}`) && url.origin !== app.baseURL);
      const paymentId = String(await page.getByTestId('order').textContent());
      expect(paymentId).toMatch(/^[0-9a-f-]{36}$/);
      expect(await page.getByTestId('amount').textContent()).toBe("25000 so'm");
      await page.getByRole('button', { name: "To'lash" }).click();

      await page.waitForURL(`${app.baseURL}/payment/return/${paymentId}`);
      await page.getByRole('heading', { name: "To'lov muvaffaqiyatli amalga oshirildi" }).waitFor();
      expect(await page.getByTestId('payment-status').getAttribute('data-status')).toBe('COMPLETED');
      expect(pages.paid[provider]).toEqual([expect.objectContaining({ paymentId, amountSom: 25000 })]);
      // the callback emptied the cart
      await page.getByRole('link', { name: 'Savat', exact: true }).waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/${provider}-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SCREENSHOTS}/${provider}-390.png`, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow, 'the return page fits 390 px').toBe(false);

      await playFirstQuestion(page);
    });
  }
});

describe('the return page', () => {
  it('waits while the callback has not come and turns paid live when it lands', async () => {
    const page = await newPage();
    await signedInLearnerWithCart(page);
    await page.goto(`${app.baseURL}/payment`);
    await page.getByRole('radio', { name: /Payme/ }).click();
    await page.getByRole('button', { name: "To'lash: 25 000 so'm" }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/payme'));
    const paymentId = String(await page.getByTestId('order').textContent());

    // back to the shop before paying: nothing is confirmed yet
    await page.getByRole('link', { name: "Do'konga qaytish" }).click();
    await page.waitForURL(`${app.baseURL}/payment/return/${paymentId}`);
    await page.getByRole('heading', { name: "To'lov tasdiqlanishi kutilmoqda" }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS}/pending-390.png`, fullPage: true });

    // Payme's callbacks arrive now; the page asks again and shows the purchase
    await pages.pay('payme', { paymentId, amountSom: 25000 });
    await page.getByRole('heading', { name: "To'lov muvaffaqiyatli amalga oshirildi" }).waitFor();
    await playFirstQuestion(page);
  });
});

describe('guest checkout through a provider', () => {
  it('a visitor without an account pays on Click’s page, comes back to the paid return page and plays', async () => {
    const admin = await apiSession('admin@demo.uz', DEMO_PASSWORD, app.baseURL);
    const settings = await admin<Record<string, unknown>>('GET', '/api/admin/settings');
    await admin('PUT', '/api/admin/settings', { ...settings, enableGuestCheckout: true });

    const page = await newPage();
    await page.goto(`${app.baseURL}/guest-checkout/${quizId}`);
    await page.getByLabel('Email *').fill(uniqueEmail('guest-pay'));
    await page.getByLabel("To'liq ism *").fill('Mehmon Toʻlovchi');
    await page.getByRole('button', { name: "To'lash: 25 ming so'm" }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/click') && url.origin !== app.baseURL);
    const paymentId = String(await page.getByTestId('order').textContent());
    await page.getByRole('button', { name: "To'lash" }).click();

    await page.waitForURL(`${app.baseURL}/payment/return/${paymentId}`);
    await page.getByRole('heading', { name: "To'lov muvaffaqiyatli amalga oshirildi" }).waitFor();
    await page.getByText("Quizni 24 soat davomida o'ynashingiz mumkin", { exact: false }).waitFor();
    await playFirstQuestion(page);
  });
});
