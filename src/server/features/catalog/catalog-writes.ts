import type { FastifyInstance } from 'fastify';
import type { CatalogReadModel } from './catalog-live';

/** How long an admin's answer waits for this server's catalogue before it leaves anyway. */
export const SETTLE_WITHIN_MS = 2000;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Read-your-writes on the writing server: an admin write (any other method under /api/admin:
 * quizzes, questions, categories, imports, a restore) answers only once this server's read model
 * holds it, so the public page the admin opens next shows it. PGlite sends the NOTIFY before the
 * writer's query returns, PostgreSQL a moment after the commit: without this wait, that moment
 * would show the old catalogue. Error answers wait too (one round trip): no list of which follow a commit.
 * Other servers follow when the notification reaches them (milliseconds).
 */
export function settleCatalogAfterAdminWrites(server: FastifyInstance, catalog: CatalogReadModel) {
  server.addHook('onSend', async (request, _reply, payload) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/admin/')) return payload;
    const settled = await catalog.settled(SETTLE_WITHIN_MS).catch((error: unknown) => {
      request.log.warn({ err: error }, 'catalogue read model did not settle after an admin write');
      return true;
    });
    if (!settled)
      request.log.warn(
        { withinMs: SETTLE_WITHIN_MS },
        'catalogue read model did not settle after an admin write in time; answering anyway',
      );
    return payload;
  });
}
