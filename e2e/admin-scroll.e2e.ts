import { describe, expect, it } from 'vitest';
import { login, newPage, useBrowser } from './fixtures';

useBrowser();

describe('admin layout scrolling', () => {
  it('at 1280x800 the dashboard scrolls in its main area only: the window, sidebar included, never moves', async () => {
    const page = await newPage({ width: 1280, height: 800 });
    await page.goto('/');
    await login(page, 'admin@demo.uz');
    await page.getByRole('button', { name: 'Foydalanuvchi menyusi' }).waitFor();
    await page.goto('/admin');
    // the charts' tables, there for screen readers only, are what stretched the page
    await page.getByRole('table', { name: 'Kunlik daromad' }).waitFor({ state: 'attached' });

    const documentHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
    expect(await documentHeight()).toBe(800);
    await page.mouse.move(700, 400);
    for (let i = 0; i < 5; i++) await page.mouse.wheel(0, 1000);
    await page.waitForFunction(() => {
      const main = document.getElementById('admin-content')!;
      return main.scrollTop + main.clientHeight >= main.scrollHeight - 1;
    });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await documentHeight()).toBe(800);
  });
});
