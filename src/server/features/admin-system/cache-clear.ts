import type { CacheClearResponse } from '../../../shared/schemas/admin-settings';
import type { Db } from '../../db/client';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import type { CertificateCache } from '../certificates/certificate-cache';

/** The server's caches. Only rendered certificates are cached today; add others here. */
export interface ServerCaches {
  certificateCache: CertificateCache;
}

const LABELS = {
  'certificate-files': 'Sertifikat fayllari (PNG va PDF)',
} as const;

/** Clears every server cache and records what it dropped; files are drawn anew on the next request. */
export async function clearCaches(
  db: Db,
  actor: AuditActor,
  caches: ServerCaches,
): Promise<CacheClearResponse> {
  const entries = await caches.certificateCache.clear();
  const cleared = [{ cache: 'certificate-files', label: LABELS['certificate-files'], entries }];
  await recordAudit(db, actor, {
    action: 'system.cache_clear',
    entityType: 'system',
    entityId: null,
    changes: Object.fromEntries(cleared.map((c) => [c.cache, c.entries])),
  });
  return { cleared };
}
