import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Who did it: the signed-in admin (request.user on an admin route). */
export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditEntry {
  /** `<entity>.<verb>`, e.g. quiz.create, quiz.update, category.delete, user.role, settings.update */
  action: string;
  entityType: string;
  entityId: string | null;
  /** field -> { from, to } for updates (see `changedFields`); the record's fields on create/delete */
  changes?: Record<string, unknown>;
}

/**
 * Records one admin write. Call it with the transaction that makes the change, so the change and
 * its record commit or roll back together.
 */
export async function recordAudit(t: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await t.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    changes: entry.changes ?? {},
  });
}

/** The fields whose values differ, as { field: { from, to } } (compared as JSON). */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, to] of Object.entries(after)) {
    const from = before[field];
    if (JSON.stringify(normalise(from)) !== JSON.stringify(normalise(to))) changes[field] = { from, to };
  }
  return changes;
}

const normalise = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));
