import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { splitLanguagePath } from '../../../shared/i18n/language-path';
import type { Language } from '../../../shared/i18n/languages';
import { errorResponses } from '../../plugins/error-responses';
import type { PageAnswer } from './page-renderer';

const pageQuerySchema = z.object({ url: z.string().startsWith('/').max(2000) });

/**
 * Development only: what the page at `url` answers (status, head, data) in the language of its
 * prefix (the head says which), for the Vite dev server
 * to render with the app's current modules (vite.config.ts, devPages). Never registered in production.
 */
export const devPageRoutes: FastifyPluginAsyncZod<{
  answer: (url: string, language: Language) => Promise<PageAnswer>;
}> = async (app, { answer }) => {
  app.get(
    '/api/dev/page',
    {
      config: { access: 'public' },
      schema: { hide: true, querystring: pageQuerySchema, response: errorResponses(400, 429) },
    },
    async (request) => {
      const { path, language } = splitLanguagePath(request.query.url);
      return answer(path, language);
    },
  );
};
