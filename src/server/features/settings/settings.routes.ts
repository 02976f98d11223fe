import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentMethod } from '../../../shared/domain/storefront';
import { adminSettingsSchema } from '../../../shared/schemas/admin-settings';
import { publicSettingsSchema } from '../../../shared/schemas/catalog';
import type { Integrations } from '../../../shared/schemas/integrations';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/access';
import { errorResponses } from '../../plugins/error-responses';
import { getPublicSettings, readSettings, saveSettings } from './settings.service';

export const settingsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  integrations: Integrations;
  paymentMethods: PaymentMethod[];
  phoneSignIn: boolean;
}> = async (app, { db, integrations, paymentMethods, phoneSignIn }) => {
  app.get(
    '/api/settings/public',
    {
      config: { access: 'public' },
      schema: { tags: ['settings'], response: { 200: publicSettingsSchema, ...errorResponses(429) } },
    },
    async () => ({ ...(await getPublicSettings(db)), integrations, paymentMethods, phoneSignIn }),
  );

  const admin = { access: 'admin' } as const;
  app.get(
    '/api/admin/settings',
    {
      config: admin,
      schema: { tags: ['admin'], response: { 200: adminSettingsSchema, ...errorResponses(401, 403, 429) } },
    },
    async () => readSettings(db),
  );

  app.put(
    '/api/admin/settings',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        body: adminSettingsSchema,
        response: { 200: adminSettingsSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => saveSettings(db, requireUser(request), request.body),
  );
};
