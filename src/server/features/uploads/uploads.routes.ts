import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Image uploads (admin) and serving them (public) (issue 10). */
export const uploadRoutes: FastifyPluginAsyncZod<{ dataDir: string | undefined }> = async (_app, _deps) => {};
