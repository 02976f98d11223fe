import type { Page } from 'playwright-core';
import { baseURL, DEMO_PASSWORD, latestEmail, uniqueEmail } from './fixtures';

/**
 * A fresh, confirmed learner account made through the API (sign-up, then the link from the
 * development mailbox), so no two tests share a cart or purchases. `base`: another server than the suite's.
 */
export async function createLearner(name = 'Sinov Foydalanuvchi', base = baseURL()) {
  const email = uniqueEmail('shop');
  const password = DEMO_PASSWORD;
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, confirmPassword: password, name }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const { text } = await latestEmail(email, base);
  const link = text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no confirmation link in the email to ${email}`);
  const confirmed = await fetch(link, { redirect: 'manual' });
  if (confirmed.status >= 400) throw new Error(`confirmation failed: ${confirmed.status}`);
  return { email, password, name };
}

export type Learner = Awaited<ReturnType<typeof createLearner>>;

type CatalogQuiz = { id: string; title: string; price: number };

/** A seeded quiz's id by its exact title, read from the public catalogue API. */
export async function quizIdByTitle(title: string, base = baseURL()): Promise<string> {
  const res = await fetch(`${base}/api/quizzes?search=${encodeURIComponent(title)}&pageSize=48`);
  const { quizzes } = (await res.json()) as { quizzes: CatalogQuiz[] };
  const quiz = quizzes.find((q) => q.title === title);
  if (!quiz) throw new Error(`no quiz titled ${title}`);
  return quiz.id;
}

/** Claims a free quiz on its page, opens its play screen and starts it; the quiz's id. */
export async function claimAndStart(page: Page, title: string): Promise<string> {
  const id = await quizIdByTitle(title);
  await page.goto(`/quiz/${id}`);
  await page.getByRole('button', { name: 'Bepul olish' }).click();
  await page.getByText('Sizda bor').waitFor();
  await page.goto(`/play/${id}`);
  await page.getByRole('button', { name: 'Boshlash' }).click();
  await page.getByTestId('timer-ring').waitFor();
  return id;
}
