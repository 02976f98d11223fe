import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSettingsSchema } from '../../../shared/schemas/catalog';
import type { Db } from '../../db/client';
import { errorResponses } from '../../plugins/error-responses';
import { getPublicSettings } from './settings.service';

export const settingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/settings/public',
    {
      config: { access: 'public' },
      schema: { tags: ['settings'], response: { 200: publicSettingsSchema, ...errorResponses(429) } },
    },
    async () => getPublicSettings(db),
  );
};
