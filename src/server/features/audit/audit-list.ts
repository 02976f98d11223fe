import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AuditEntry,
  AuditFacetsResponse,
  AuditListResponse,
  auditListQuerySchema,
} from '../../../shared/schemas/admin-audit';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';

type AuditQuery = z.output<typeof auditListQuerySchema>;

/** The log, filtered and paged in SQL, newest first, with each actor's current name. */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditListResponse> {
  const where = and(...filters(query));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ entry: auditLog, actorName: users.name })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(where),
  ]);
  return {
    entries: rows.map(({ entry, actorName }) => toAuditEntry(entry, actorName)),
    total: totalRow?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Every action and entity type the log holds, for the filters. */
export async function auditFacets(db: Db): Promise<AuditFacetsResponse> {
  const [actions, entityTypes] = await Promise.all([
    db.selectDistinct({ value: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
    db.selectDistinct({ value: auditLog.entityType }).from(auditLog).orderBy(asc(auditLog.entityType)),
  ]);
  return { actions: actions.map((r) => r.value), entityTypes: entityTypes.map((r) => r.value) };
}

function filters(query: AuditQuery): (SQL | undefined)[] {
  return [
    query.actor ? actorMatches(query.actor) : undefined,
    query.action ? actionMatches(query.action) : undefined,
    query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    query.from ? gte(auditLog.createdAt, new Date(query.from)) : undefined,
    query.to ? lt(auditLog.createdAt, new Date(query.to)) : undefined,
  ];
}

/** The account by id, or part of the email written then or of the account's current name. */
function actorMatches(actor: string): SQL | undefined {
  const pattern = containsPattern(actor);
  return or(eq(auditLog.actorId, actor), ilike(auditLog.actorEmail, pattern), ilike(users.name, pattern));
}

/** "quiz." is every quiz action; anything else is one action. */
function actionMatches(action: string): SQL {
  return action.endsWith('.')
    ? ilike(auditLog.action, `${escapeLike(action)}%`)
    : eq(auditLog.action, action);
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);
const containsPattern = (term: string) => `%${escapeLike(term)}%`;

function toAuditEntry(row: typeof auditLog.$inferSelect, actorName: string | null): AuditEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actor: { id: row.actorId, email: row.actorEmail, name: row.actorId ? actorName : null },
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    changes: row.changes,
  };
}
