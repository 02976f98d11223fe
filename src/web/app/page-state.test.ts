import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api-client';
import { DEFAULT_PUBLIC_SETTINGS as settings } from '@web/test/public-settings';
import { describe, expect, it } from 'vitest';
import { dehydratePage, hydratePage, seedPageData } from './page-state';

describe('page state between the server and the browser', () => {
  it("carries the page's data under the pages' query keys, fresh on arrival", async () => {
    const server = new QueryClient();
    const catalog = { quizzes: [], total: 0, page: 2, pageSize: 12 };
    await seedPageData(server, '/quizzes?search=tarix&page=2&utm=x', { settings, catalog });
    const json = dehydratePage(server);

    const browser = new QueryClient();
    hydratePage(browser, json);
    const params = {
      search: 'tarix',
      category: '',
      difficulty: null,
      lang: '',
      sort: 'newest',
      page: 2,
    } as const;
    expect(browser.getQueryData(['quizzes', 'catalog', params])).toEqual(catalog);
    expect(browser.getQueryData(['settings', 'public'])).toEqual(settings);
    const state = browser.getQueryState(['quizzes', 'catalog', params]);
    expect(Date.now() - (state?.dataUpdatedAt ?? 0)).toBeLessThan(1000);
  });

  it('a quiz the server did not find is a 404 ApiError in the browser, not asked for again', async () => {
    const server = new QueryClient();
    await seedPageData(server, '/quiz/x', { settings, quiz: { id: 'x', answer: null } });
    const browser = new QueryClient();
    hydratePage(browser, dehydratePage(server));
    const { error, status } = browser.getQueryState(['quizzes', 'detail', 'x']) ?? {};
    expect(status).toBe('error');
    expect(isApiError(error) && error.status === 404 && error.code === 'QUIZ_NOT_FOUND').toBe(true);
    expect(browser.getQueryDefaults(['quizzes', 'detail', 'x']).retryOnMount).toBe(false);
  });

  it('escapes "<" so no text in the data can end the script', async () => {
    const server = new QueryClient();
    await seedPageData(server, '/', { settings: { ...settings, siteName: '</script><b>' } });
    const json = dehydratePage(server);
    expect(json).not.toContain('<');
    const browser = new QueryClient();
    hydratePage(browser, json);
    expect(browser.getQueryData<{ siteName: string }>(['settings', 'public'])?.siteName).toBe('</script><b>');
  });
});
