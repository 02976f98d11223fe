import { describe, expect, it } from 'vitest';
import { uz } from '../src/shared/i18n/uz';
import { baseURL, newPage, untilHydrated, useBrowser } from './fixtures';
import { quizIdByTitle } from './storefront-helpers';

useBrowser();

// a seed quiz; other tests may rename the site, so titles are matched up to the site name
const QUIZ = 'Fizika asoslari';

describe('pages machines can read', () => {
  it('a client-side navigation updates document.title and the description', async () => {
    const page = await newPage();
    await page.goto('/');
    // a client-side navigation needs the app: the rendered page loads its scripts after `load`
    await untilHydrated(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: uz.footer.links.faq }).click();
    await page.waitForURL('**/faq');
    await expect.poll(() => page.title()).toMatch(/^Ko'p so'raladigan savollar \| /);
    await footer.getByRole('link', { name: uz.footer.links.terms }).click();
    await expect.poll(() => page.title()).toMatch(/^Foydalanish shartlari \| /);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toMatch(/to'lovni qaytarish/);
  });

  it('serves the not-found page with status 404, and 404 for an unknown quiz', async () => {
    const page = await newPage();
    const missing = await page.goto('/bu-sahifa-yoq');
    expect(missing?.status()).toBe(404);
    await page.getByText(uz.notFound.message).waitFor();
    await expect.poll(() => page.title()).toMatch(/^Sahifa topilmadi \| /);

    const quiz = await page.goto('/quiz/00000000-0000-4000-8000-000000000000');
    expect(quiz?.status()).toBe(404);
  });

  it("the quiz page's HTML names the quiz in its title and Open Graph tags", async () => {
    const id = await quizIdByTitle(QUIZ);
    const res = await fetch(`${baseURL()}/quiz/${id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`<title>${QUIZ} \\| [^<]+</title>`));
    expect(html).toMatch(new RegExp(`<meta property="og:title" content="${QUIZ} \\| `));
    expect(html).toContain(`<meta property="og:url" content="${baseURL()}/quiz/${id}" />`);
    const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? '';
    const png = await fetch(image.replaceAll('&amp;', '&'));
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');

    const robots = await fetch(`${baseURL()}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const sitemap = await fetch(`${baseURL()}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(await sitemap.text()).toContain(`/quiz/${id}</loc>`);
  });
});
