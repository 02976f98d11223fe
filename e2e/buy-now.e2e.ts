import { describe, expect, it } from 'vitest';
import { apiSession, signedInState } from './api-session';
import { newPage, useBrowser } from './fixtures';
import { createLearner, quizIdByTitle } from './storefront-helpers';

useBrowser();

const ALGEBRA = 'Algebra: tenglamalar va ifodalar'; // 25 000 so'm
const CHEMISTRY = 'Kimyo: elementlar va reaksiyalar'; // 30 000 so'm

describe('"Hozir sotib olish" on a phone (390x844)', () => {
  it('pays for that one quiz alone, lands on the return page to start it, and the cart keeps the other', async () => {
    const learner = await createLearner('Tez Xaridor');
    const [algebra, chemistry] = await Promise.all([quizIdByTitle(ALGEBRA), quizIdByTitle(CHEMISTRY)]);
    await (await apiSession(learner.email, learner.password))('POST', '/api/cart', { quizId: chemistry });
    const page = await newPage({
      width: 390,
      height: 844,
      storageState: await signedInState(learner.email, learner.password),
    });

    await page.goto(`/quiz/${algebra}`);
    await page.getByRole('button', { name: 'Hozir sotib olish' }).click();
    await page.waitForURL((url) => url.pathname === '/payment' && url.searchParams.get('quiz') === algebra);
    const summary = page.getByRole('region', { name: 'Buyurtma' });
    await summary.getByText(ALGEBRA).waitFor();
    expect(await summary.getByText(CHEMISTRY).count()).toBe(0);
    await page.getByRole('button', { name: "To'lash: 25 000 so'm" }).click();

    await page.waitForURL(/\/payment\/demo\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: "To'lovni tasdiqlash" }).click();
    await page.waitForURL(/\/payment\/return\/[0-9a-f-]{36}$/);
    const start = page.getByRole('link', { name: `Boshlash: ${ALGEBRA}` });
    expect(await start.getAttribute('href')).toBe(`/play/${algebra}`);

    await page.goto('/cart');
    await page.getByRole('link', { name: CHEMISTRY }).waitFor();
    expect(await page.getByRole('link', { name: ALGEBRA }).count()).toBe(0);
    expect(await page.getByTestId('cart-total').textContent()).toBe("30 000 so'm");
  });
});
