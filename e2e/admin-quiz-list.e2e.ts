import { describe, expect, it } from 'vitest';
import { login, newPage, useBrowser } from './fixtures';

useBrowser();

/** The heights of the quiz list's items and how far the list's main area scrolls. */
async function quizList(width: number, height: number) {
  const page = await newPage({ width: 1280, height: 800 });
  await page.goto('/');
  await login(page, 'admin@demo.uz');
  await page.getByRole('button', { name: 'Foydalanuvchi menyusi' }).waitFor();
  await page.setViewportSize({ width, height });
  await page.goto('/admin/quizzes');
  const items = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Tahrirlash' }) });
  await items.first().waitFor();
  const boxes = await items.evaluateAll((nodes) =>
    nodes.map((node) => node.getBoundingClientRect().toJSON()),
  );
  return { page, boxes: boxes as DOMRect[] };
}

describe('admin quiz list', () => {
  it('at 1280 px shows a quiz per compact row, so a page of quizzes takes about two screens', async () => {
    const { page, boxes } = await quizList(1280, 800);
    expect(boxes.length).toBeGreaterThanOrEqual(10);
    for (const box of boxes) expect(box.height).toBeLessThan(180);
    const scrollHeight = await page.evaluate(() => document.getElementById('admin-content')!.scrollHeight);
    expect(scrollHeight).toBeLessThan(2400);
  });

  it('below 768 px keeps one card per line with its cover on top', async () => {
    const { boxes } = await quizList(390, 844);
    const [first, second] = boxes;
    expect(first!.width).toBeGreaterThan(340);
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  });
});
