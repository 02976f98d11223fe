import { beforeAll, describe, expect, it } from 'vitest';
import { signedInState } from './api-session';
import { axeViolations } from './axe';
import { DEMO_PASSWORD, newPage, type PageOptions, untilHydrated, useBrowser } from './fixtures';
import { MENU_BUTTON } from './language-check';

useBrowser();

let admin: PageOptions['storageState'];
beforeAll(async () => {
  admin = await signedInState('admin@demo.uz', DEMO_PASSWORD);
});

describe('the language menu', () => {
  it("switches a visitor's page and remembers the choice in the cookie", async () => {
    const page = await newPage();
    await page.goto('/quizzes?page=1');
    await untilHydrated(page);
    await page.getByRole('button', { name: MENU_BUTTON['uz-Latn'] }).click();
    await expect
      .poll(() => page.getByRole('menuitemradio', { name: "O'zbekcha" }).getAttribute('aria-checked'))
      .toBe('true');
    await page.getByRole('menuitemradio', { name: 'Русский' }).click();
    await page.waitForURL('**/ru/quizzes?page=1');
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'lang')).toMatchObject({ value: 'ru', path: '/', sameSite: 'Lax' });
    // remembered: the unprefixed home page now opens in Russian
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/ru');
  });

  it('on a phone it sits in the drawer: chosen by keyboard, the same page loads in Russian, remembered', async () => {
    const page = await newPage({ width: 375, height: 740 });
    await page.goto('/quizzes?page=1');
    await untilHydrated(page);
    // the header bar has no room for it there
    expect(await page.getByRole('button', { name: MENU_BUTTON['uz-Latn'] }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menyuni ochish' }).click();
    const choice = page.getByRole('dialog').getByRole('region', { name: 'Interfeys tili' });
    expect(await choice.getByRole('link', { name: "O'zbekcha" }).getAttribute('aria-current')).toBe('true');
    expect(await axeViolations(page), 'the drawer').toEqual([]);
    await choice.getByRole('link', { name: 'Русский' }).press('Enter');
    await page.waitForURL('**/ru/quizzes?page=1');
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'lang')).toMatchObject({ value: 'ru', path: '/' });
    await untilHydrated(page);
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    const russian = page.getByRole('dialog').getByRole('region', { name: 'Язык интерфейса' });
    expect(await russian.getByRole('link', { name: 'Русский' }).getAttribute('aria-current')).toBe('true');
  });

  it("tells a signed-in learner's account (PUT /api/me/language) from the admin sidebar too", async () => {
    const page = await newPage({ storageState: admin });
    const sent: unknown[] = [];
    await page.route('**/api/me/language', async (route) => {
      sent.push(route.request().postDataJSON());
      await route.fulfill({ status: 204 });
    });
    await page.goto('/uz-cyrl/admin');
    await untilHydrated(page);
    await page.getByRole('button', { name: MENU_BUTTON['uz-Cyrl'] }).first().click();
    await page.getByRole('menuitemradio', { name: "O'zbekcha" }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    expect(sent).toEqual([{ language: 'uz-Latn' }]);
    expect(await page.locator('html').getAttribute('lang')).toBe('uz-Latn');
  });
});
