import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminSystemSchema, cacheClearResponseSchema } from '../../../shared/schemas/admin-settings';
import type { Database } from '../../db/client';
import { requireUser } from '../../plugins/access';
import { adminReads } from '../../plugins/admin-reads';
import { errorResponses } from '../../plugins/error-responses';
import { recordAudit } from '../audit/audit-log';
import type { CertificateCache } from '../certificates/certificate-cache';
import { createBackup } from './backup';
import { clearCaches } from './cache-clear';
import { systemStats } from './system-stats';

export interface AdminSystemRoutesOptions {
  database: Database;
  databaseUrl: string | undefined;
  certificateCache: CertificateCache;
}

const backupFileSchema = z
  .any()
  .describe('the backup file: PGlite .tar.gz, PostgreSQL pg_dump custom format');

/** System facts and actions of the settings page. */
export const adminSystemRoutes: FastifyPluginAsyncZod<AdminSystemRoutesOptions> = async (
  app,
  { database, databaseUrl, certificateCache },
) => {
  const tags = ['admin'];
  const config = { access: 'admin' } as const;
  const startedAt = new Date();

  adminReads(app).get('/api/admin/system', {
    response: adminSystemSchema,
    read: () => systemStats(database, startedAt),
  });

  app.post(
    '/api/admin/system/cache/clear',
    {
      config,
      schema: { tags, response: { 200: cacheClearResponseSchema, ...errorResponses(401, 403, 429) } },
    },
    async (request) => clearCaches(database.db, requireUser(request), { certificateCache }),
  );

  app.get(
    '/api/admin/system/backup',
    {
      config,
      schema: { tags, response: { 200: backupFileSchema, ...errorResponses(401, 403, 429, 501) } },
    },
    async (request, reply) => {
      const backup = await createBackup(database, databaseUrl);
      await recordAudit(database.db, requireUser(request), {
        action: 'system.backup',
        entityType: 'system',
        entityId: null,
        changes: { kind: database.kind, fileName: backup.fileName },
      });
      return reply
        .type(backup.contentType)
        .header('content-disposition', `attachment; filename="${backup.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(backup.body);
    },
  );
};
