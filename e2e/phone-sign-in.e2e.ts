import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiSession } from './api-session';
import {
  baseURL,
  DEMO_PASSWORD,
  latestEmail,
  newPage,
  uniqueEmail,
  untilHydrated,
  useBrowser,
} from './fixtures';
import { claimAndStart, quizIdByTitle } from './storefront-helpers';

useBrowser();

const FREE_QUIZ = "O'zbekiston tarixi";
const PAID_QUIZ = 'Marketing asoslari';

/** A number no other run has used: +998 90 then seven digits of the clock and chance. */
function uniquePhone() {
  const digits =
    String(Date.now() % 1e5).padStart(5, '0') + String(Math.floor(Math.random() * 100)).padStart(2, '0');
  const national = `90${digits}`;
  const display = `+998 ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5, 7)} ${national.slice(7)}`;
  return { e164: `+998${national}`, display, typed: `8 ${display.slice(5)}` };
}

type Sms = { id: string; to: string; text: string };

/** The newest SMS to `to` in the development outbox, once there is one that `isNew` accepts. */
async function newestSms(to: string, isNew: (sms: Sms) => boolean = () => true): Promise<Sms> {
  let found: Sms | undefined;
  await expect
    .poll(async () => {
      const res = await fetch(`${baseURL()}/api/dev/mailbox`);
      const { sms = [] } = (await res.json()) as { sms?: Sms[] };
      found = sms.find((message) => message.to === to);
      return found !== undefined && isNew(found);
    })
    .toBe(true);
  return found as Sms;
}

const codeIn = (sms: Sms) => sms.text.match(/\b(\d{6})\b/)![1]!;

async function expectSignedInAs(page: Page, name: string) {
  await page.getByRole('button', { name: 'Foydalanuvchi menyusi' }).click();
  await page.getByRole('menu').getByText(name).first().waitFor();
  await page.keyboard.press('Escape');
}

/** The header's Kirish, the Telefon tab (the first), the number, and the code from its SMS. */
async function signInByCode(page: Page, phone: ReturnType<typeof uniquePhone>, previous?: Sms) {
  await untilHydrated(page);
  await page.getByRole('button', { name: 'Kirish', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  expect(await dialog.getByRole('tab', { name: 'Telefon' }).getAttribute('aria-selected')).toBe('true');
  await dialog.getByLabel('Telefon raqami').fill(phone.typed);
  await dialog.getByText(`Raqam: ${phone.display}`).waitFor();
  await dialog.getByRole('button', { name: 'Kod yuborish' }).click();
  await dialog.getByText(`Tasdiqlash kodi ${phone.display} raqamiga SMS orqali yuborildi.`).waitFor();
  const sms = await newestSms(phone.e164, (message) => message.id !== previous?.id);
  await dialog.getByLabel('SMS kod').fill(codeIn(sms));
  await dialog.getByRole('button', { name: 'Tasdiqlash' }).click();
  await page.getByText('Tizimga muvaffaqiyatli kirdingiz').waitFor();
  return sms;
}

/** Steps of one story, each on the state the previous left; a step runs only if those before passed. */
function storySteps() {
  let passed = 0;
  let declared = 0;
  return (name: string, body: () => Promise<void>) => {
    const index = declared++;
    it(name, async () => {
      expect(passed, 'the earlier steps of the story passed').toBe(index);
      await body();
      passed += 1;
    });
  };
}

describe.sequential('a learner by phone: signs up by SMS code, plays, signs in again, adds an email', () => {
  const phone = uniquePhone();
  const step = storySteps();
  let page: Page;
  let firstSms: Sms;

  step('signs up with the number as people type it and the code from the SMS', async () => {
    page = await newPage({ keepOpen: true });
    await page.goto('/');
    firstSms = await signInByCode(page, phone);
    await expectSignedInAs(page, phone.display);
  });

  step('plays a free quiz', async () => {
    await claimAndStart(page, FREE_QUIZ);
    await page.getByRole('main').getByRole('radio').first().click();
    await expect.poll(() => page.getByTestId('save-status').textContent()).toBe('Javoblar saqlandi');
  });

  step('signs out, and in again with a new code', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Foydalanuvchi menyusi' }).click();
    await page.getByRole('menuitem', { name: 'Chiqish' }).click();
    await page.getByRole('button', { name: 'Kirish', exact: true }).first().waitFor();
    await signInByCode(page, phone, firstSms);
    await page.goto('/profile?tab=quizzes');
    await page.getByRole('link', { name: `O'ynash: ${FREE_QUIZ}` }).waitFor();
  });

  step('adds an email in the profile, confirmed by its link', async () => {
    const email = uniqueEmail('phone-learner');
    const account = page.getByRole('region', { name: 'Kirish usullari' });
    await account.getByText(phone.display).waitFor();
    await account.getByRole('button', { name: "Email qo'shish" }).click();
    const dialog = page.getByRole('dialog', { name: "Email qo'shish" });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Yuborish' }).click();
    await dialog.getByText('Tasdiqlash havolasi yuborildi', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Yopish' }).first().click();

    const link = (await latestEmail(email)).text.match(/https?:\/\/\S+/)![0];
    await page.goto(link);
    await page.goto('/profile');
    await page.getByRole('region', { name: 'Kirish usullari' }).getByText(email).waitFor();
  });
});

describe.sequential('a guest buys by phone: the access link comes by SMS and opens on another browser', () => {
  const phone = uniquePhone();
  const step = storySteps();
  let admin: ApiCall;
  let settingsBefore: Record<string, unknown>;
  let quizId: string;
  let link: string;

  beforeAll(async () => {
    admin = await apiSession('admin@demo.uz', DEMO_PASSWORD);
    settingsBefore = await admin<Record<string, unknown>>('GET', '/api/admin/settings');
    await admin('PUT', '/api/admin/settings', { ...settingsBefore, enableGuestCheckout: true });
    quizId = await quizIdByTitle(PAID_QUIZ);
  });
  afterAll(async () => {
    if (settingsBefore) await admin('PUT', '/api/admin/settings', settingsBefore);
  });

  step('chooses the phone, pays, and is told the link comes by SMS', async () => {
    const buyer = await newPage();
    await buyer.goto(`/guest-checkout/${quizId}`);
    await buyer.getByRole('heading', { name: PAID_QUIZ }).waitFor();
    await buyer.getByRole('radio', { name: /^Havola SMS orqali/ }).click();
    await buyer.getByLabel(/^Telefon raqami/).fill(phone.typed);
    await buyer.getByLabel(/^To'liq ism/).fill('Telefonli Mehmon');
    await buyer.getByRole('button', { name: /^To'lash/ }).click();
    await buyer.waitForURL(/\/payment\/demo\/[0-9a-f-]{36}$/);
    await buyer.getByRole('button', { name: "To'lovni tasdiqlash" }).click();
    await buyer.waitForURL(/\/payment\/return\/[0-9a-f-]{36}$/);
    await buyer.getByText(`Kirish havolasi ${phone.display} raqamiga SMS orqali yuborildi.`).waitFor();

    // the SMS names the site by its address when sent; the path and its token are what open it
    const sms = await newestSms(phone.e164);
    link = sms.text.match(/\/guest-access#[A-Za-z0-9_-]+/)![0];
  });

  step('opens the SMS link in a second browser and lands on the quiz to play', async () => {
    const second = await newPage({ width: 390, height: 844 });
    await second.goto(link);
    await second.waitForURL(`**/play/${quizId}`);
    await second.getByTestId('guest-play-notice').waitFor();
    await second.getByRole('button', { name: 'Boshlash' }).waitFor();
  });
});
