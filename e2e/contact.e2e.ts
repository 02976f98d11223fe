import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { login, newPage, uniqueEmail, useBrowser } from './fixtures';

useBrowser();

/** Fills the support/contact form as a visitor would and sends it. */
async function sendMessage(page: Page, subject: string, email: string) {
  await page.getByLabel('Ism', { exact: true }).fill('Dilnoza');
  await page.getByLabel('Familiya', { exact: true }).fill('Rahimova');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel(/^Telefon/).fill('+998 90 123 45 67');
  await page.getByLabel('Mavzu', { exact: true }).fill(subject);
  await page
    .getByLabel('Xabar', { exact: true })
    .fill("Korporativ o'qitish bo'yicha narxlarni bilmoqchimiz.");
  await page.getByRole('button', { name: 'Yuborish', exact: true }).click();
}

describe('the contact form reaches the admin', () => {
  it('a visitor sends a message on /contact; the admin finds it on /admin/messages, opens and deletes it', async () => {
    const subject = `Hamkorlik ${Date.now().toString(36)}`;
    const email = uniqueEmail('contact');

    const visitor = await newPage({ width: 390, height: 844 });
    await visitor.goto('/contact');
    await visitor.getByRole('heading', { level: 1, name: "Biz bilan bog'lanish" }).waitFor();
    expect(await visitor.getByText("Jizzax, O'zbekiston").isVisible()).toBe(true);
    // the schema's Uzbek messages before anything is sent
    await visitor.getByRole('button', { name: 'Yuborish', exact: true }).click();
    await visitor.getByText('Ismingizni kiriting').waitFor();
    expect(await axeViolations(visitor)).toEqual([]);
    await sendMessage(visitor, subject, email);
    await visitor.getByText('Xabaringiz qabul qilindi').waitFor();

    const admin = await newPage();
    await admin.goto('/');
    await login(admin, 'admin@demo.uz');
    await admin.getByRole('button', { name: 'Foydalanuvchi menyusi' }).waitFor();
    await admin.goto(`/admin/messages?search=${encodeURIComponent(subject)}`);
    const open = admin.getByRole('button', { name: `"${subject}" xabarini ochish` });
    await open.waitFor();
    const row = admin.getByRole('row').filter({ has: open });
    expect(await row.getByText('Yangi', { exact: true }).isVisible()).toBe(true);
    expect(await axeViolations(admin)).toEqual([]);

    await open.click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('heading', { name: subject }).waitFor();
    expect(await dialog.getByText(email).first().isVisible()).toBe(true);
    expect(
      await dialog.getByRole('link', { name: 'Email orqali javob berish' }).getAttribute('href'),
    ).toContain(`mailto:${encodeURIComponent(email)}`);
    // opened means read: the list loses its "Yangi" mark
    await row.getByText('Yangi', { exact: true }).waitFor({ state: 'detached' });
    expect(await axeViolations(admin)).toEqual([]);

    await dialog.getByRole('button', { name: "O'chirish" }).click();
    const confirm = admin.getByRole('alertdialog');
    await confirm.getByRole('button', { name: "O'chirish" }).click();
    await admin.getByText("Xabar o'chirildi").waitFor();
    await admin.getByText('Mos xabar topilmadi').waitFor();
  });
});
