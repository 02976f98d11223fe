import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, newPage, useBrowser } from './fixtures';
import { claimAndStart, createLearner, type Learner } from './storefront-helpers';

useBrowser();

// Free demo quizzes, never shuffled; every test has its own learner.
const COMPUTER = 'Kompyuter savodxonligi'; // 10 questions
const PHYSICS = 'Fizika asoslari'; // 10 questions
const MATH = 'Matematika asoslari'; // 11 questions
const PHONE = { width: 390, height: 844 };
const TAKEOVER_TOAST = 'Quiz shu qurilmaga olindi';

const learners = {} as Record<'navigator' | 'twoDevices' | 'pausing' | 'returning', Learner>;
beforeAll(async () => {
  learners.navigator = await createLearner();
  learners.twoDevices = await createLearner();
  learners.pausing = await createLearner();
  learners.returning = await createLearner();
}, 180_000);

/** Signs in at a desktop width (the header's Kirish is in the menu on a phone), then is a phone. */
async function signInOnPhone(page: Page, learner: Learner) {
  await page.goto('/');
  await login(page, learner.email, learner.password);
  await page.getByRole('button', { name: 'Foydalanuvchi menyusi' }).waitFor();
  await page.setViewportSize(PHONE);
}

/** The running quiz's header: the title, counter and progress beside the timer. */
const quizHeader = (page: Page) => page.getByTestId('timer-ring').locator('xpath=..');
const position = (page: Page) => page.getByTestId('question-position');
const questionText = (page: Page) => page.locator('section[aria-labelledby^="question-"] h2');

async function expectPosition(page: Page, n: number) {
  await expect.poll(() => position(page).textContent()).toBe(`Savol ${n} / 10`);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
}

/** The element lies wholly inside the phone's viewport. */
async function expectInView(locator: Locator) {
  const { y, height } = await box(locator);
  expect(y).toBeGreaterThanOrEqual(0);
  expect(y + height).toBeLessThanOrEqual(PHONE.height);
}

async function expectQuestionAndTimerInView(page: Page) {
  await expectInView(questionText(page));
  await expectInView(page.getByTestId('timer-ring'));
  const header = await box(quizHeader(page));
  expect((await box(questionText(page))).y).toBeGreaterThanOrEqual(header.y + header.height);
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('quiz play on a phone (390x844)', () => {
  it('brings the chosen question into view under a header whose timer stays on screen', async () => {
    const page = await newPage();
    await signInOnPhone(page, learners.navigator);
    await claimAndStart(page, COMPUTER);

    const eighth = page
      .getByRole('navigation', { name: 'Savollar' })
      .getByRole('button', { name: /^8-savol/ });
    await eighth.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await eighth.click();
    await expectPosition(page, 8);
    await expectQuestionAndTimerInView(page);

    // "Oldingi" at the bottom of a scrolled page: the previous question's start is shown too
    await page.getByRole('button', { name: 'Oldingi' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight }));
    await page.getByRole('button', { name: 'Oldingi' }).click();
    await expectPosition(page, 7);
    await expectQuestionAndTimerInView(page);
  });

  it("keeps toasts off the running quiz's header; toast and panel close buttons are Uzbek 24 px targets", async () => {
    const learner = learners.twoDevices;
    const desktop = await newPage();
    await desktop.goto('/');
    await login(desktop, learner.email, learner.password);
    await desktop.getByRole('button', { name: 'Foydalanuvchi menyusi' }).waitFor();
    const id = await claimAndStart(desktop, PHYSICS);

    const phone = await newPage();
    await signInOnPhone(phone, learner);
    await phone.goto(`/play/${id}`);
    await phone.getByRole('dialog').getByRole('button', { name: 'Shu yerda davom ettirish' }).click();
    const toast = phone.locator('[data-sonner-toast]').filter({ hasText: TAKEOVER_TOAST });
    await toast.waitFor();
    expect(overlaps(await box(toast), await box(quizHeader(phone)))).toBe(false);

    const { width, height } = await box(toast.getByRole('button', { name: 'Xabarni yopish' }));
    // rounded: the entering animation scales the toast by a hair
    expect(Math.round(Math.min(width, height))).toBeGreaterThanOrEqual(24);
    await desktop.getByTestId('play-interrupted').waitFor();

    // the notification panel's close button: named for the panel, a 24 px target too
    await phone
      .getByRole('banner')
      .getByRole('button', { name: /^Bildirishnomalar/ })
      .click();
    const closePanel = phone.getByRole('dialog').getByRole('button', { name: 'Bildirishnomalarni yopish' });
    const panelClose = await box(closePanel);
    expect(Math.min(panelClose.width, panelClose.height)).toBeGreaterThanOrEqual(24);
    await closePanel.click();
    await phone.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it("pauses by the logo with a neutral toast and resumes from the catalogue's card without asking again", async () => {
    const page = await newPage();
    await signInOnPhone(page, learners.pausing);
    const id = await claimAndStart(page, MATH);
    await page.getByRole('main').getByRole('radio').first().click();
    await expect.poll(() => page.getByTestId('save-status').textContent()).toBe('Javoblar saqlandi');

    page.on('dialog', (dialog) => void dialog.accept()); // "Bosh sahifaga o'tishni xohlaysizmi?"
    await page.getByRole('banner').getByRole('link', { name: 'Bilimdon' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const paused = page.locator('[data-sonner-toast]').filter({ hasText: "Quiz to'xtatildi" });
    await paused.waitFor();
    expect(await paused.getAttribute('data-type')).toBe('info');

    await page.goto('/quizzes');
    const section = page.getByRole('region', { name: 'Davom etayotgan quizlar' });
    const card = section.getByRole('link').filter({ hasText: MATH });
    await card.waitFor();
    // the card fits its column: nothing sticks out past the section or the screen
    const cardBox = await box(card);
    const sectionBox = await box(section);
    expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(sectionBox.x + sectionBox.width);
    expect(
      await card.getByText(MATH, { exact: true }).evaluate((title) => title.scrollWidth <= title.clientWidth),
    ).toBe(true);

    await card.getByText('Davom ettirish').click();
    await page.waitForURL((url) => url.pathname === `/quiz/${id}/play`);
    await page.getByTestId('timer-ring').waitFor();
    await expect.poll(() => page.getByTestId('answered-count').textContent()).toBe('Javob berildi: 1 / 11');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('the bell holds no pause or resume after leaving the quiz and returning twice', async () => {
    const page = await newPage();
    await signInOnPhone(page, learners.returning);
    const id = await claimAndStart(page, PHYSICS);

    // away to another page (the tab's own pause), back through the play page's resume dialog
    await page.goto('/quizzes');
    await page.goto(`/play/${id}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Davom ettirish' }).click();
    await page.getByTestId('timer-ring').waitFor();

    // away by the logo (the learner's chosen pause), back through the catalogue's card
    page.on('dialog', (dialog) => void dialog.accept());
    await page.getByRole('banner').getByRole('link', { name: 'Bilimdon' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/quizzes');
    const card = page
      .getByRole('region', { name: 'Davom etayotgan quizlar' })
      .getByRole('link')
      .filter({ hasText: PHYSICS });
    await card.getByText('Davom ettirish').click();
    await page.getByTestId('timer-ring').waitFor();

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Bildirishnomalar/ })
      .click();
    const panel = page.getByRole('dialog');
    await panel.getByText('Quiz boshlandi').waitFor();
    const items = await panel.getByRole('listitem').allTextContents();
    expect(items.filter((item) => /pauza|to'xtatildi|davom ettirildi/i.test(item))).toEqual([]);
  });
});
