import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages';
import { createQuiz } from '../../test/factories';
import { newGuestBuyer, setGuestPurchase } from '../../test/guest';
import { client } from '../../test/http';
import { learnerAndQuizzes, type Method, withAllProvidersApp } from './all-providers.test-support';

const ctx = withAllProvidersApp();

const METHODS = ['PAYME', 'CLICK', 'UZUM'] as const satisfies Method[];

/** Payme's link: base64 of "m=...;ac.order_id=...;a=...;l=..;c=<return URL>". */
const paymeParams = (link: URL) => Buffer.from(link.pathname.split('/').pop() ?? '', 'base64').toString();

/** Where each provider's pay link says to send the person back. */
const RETURN_URL_OF: Record<Method, (payLink: URL) => string | null> = {
  CLICK: (link) => link.searchParams.get('return_url'),
  UZUM: (link) => link.searchParams.get('redirectUrl'),
  PAYME: (link) => paymeParams(link).match(/;c=(.*)$/)?.[1] ?? null,
};

/** The path prefix each language's pages are under. */
const PAGES_OF: Record<Language, string> = { ru: '/ru', 'uz-Cyrl': '/uz-cyrl', 'uz-Latn': '' };

const READERS = LANGUAGES.flatMap((language) => METHODS.map((method) => [language, method] as const));

describe('the payment return URL given to the provider is in the language the person pays from', () => {
  it.each(READERS)(
    'a learner reading %s, paying with %s: the return page in it',
    async (language, method) => {
      const { learner, quizzes } = await learnerAndQuizzes(ctx.app, [25_000]);
      learner.client.cookies.set('lang', language);
      const res = await learner.client.post('/api/checkout', { method, quizId: quizzes[0]!.id });
      expect(res.statusCode).toBe(200);
      const { paymentId, redirectUrl } = res.json() as { paymentId: string; redirectUrl: string };
      expect(RETURN_URL_OF[method](new URL(redirectUrl))).toBe(
        `${ctx.app.config.publicUrl}${PAGES_OF[language]}/payment/return/${paymentId}`,
      );
    },
  );

  it.each([
    ['ru', 'ru'],
    ['uz-Cyrl', 'uz'],
    ['uz-Latn', 'uz'],
  ] as const)("Payme's own page speaks it where it can: %s is l=%s", async (language, payme) => {
    const { learner, quizzes } = await learnerAndQuizzes(ctx.app, [25_000]);
    learner.client.cookies.set('lang', language);
    const res = await learner.client.post('/api/checkout', { method: 'PAYME', quizId: quizzes[0]!.id });
    expect(paymeParams(new URL(res.json().redirectUrl)).split(';')).toContain(`l=${payme}`);
  });

  it.each(READERS)('a guest reading %s, paying with %s: the same', async (language, method) => {
    await setGuestPurchase(ctx.app.db, true);
    const quiz = await createQuiz(ctx.app.db, { price: 30_000 });
    const browser = client(ctx.app.server);
    browser.cookies.set('lang', language);
    const res = await browser.post('/api/guest-checkout', { quizId: quiz.id, method, ...newGuestBuyer() });
    expect(res.statusCode).toBe(200);
    const { paymentId, redirectUrl } = res.json() as { paymentId: string; redirectUrl: string };
    expect(RETURN_URL_OF[method](new URL(redirectUrl))).toBe(
      `${ctx.app.config.publicUrl}${PAGES_OF[language]}/payment/return/${paymentId}`,
    );
  });
});
