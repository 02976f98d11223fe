import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminContactMessage,
  ContactMessageList,
  ContactSource,
  contactMessageListQuerySchema,
} from '../../../shared/schemas/contact';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import { containsPattern } from '../catalog/catalog-search';

type ListQuery = z.output<typeof contactMessageListQuerySchema>;
type MessageRow = typeof contactMessages.$inferSelect;

/** The messages, searched, filtered and paged in SQL, newest first, with the unread count. */
export async function listContactMessages(db: Db, query: ListQuery): Promise<ContactMessageList> {
  const where = and(searchMatches(query.search), readFilter(query.status));
  const [rows, [totalRow], unreadCount] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(contactMessages).where(where),
    countUnread(db),
  ]);
  return {
    messages: rows.map(toAdminMessage),
    total: totalRow?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    unreadCount,
  };
}

export async function countUnread(db: Db): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(contactMessages)
    .where(isNull(contactMessages.readAt));
  return row?.unread ?? 0;
}

/** Marks a message read once; opening it again keeps the first time and writes no second audit row. */
export async function markContactMessageRead(
  db: Db,
  actor: AuditActor,
  id: string,
): Promise<AdminContactMessage> {
  return db.transaction(async (tx) => {
    const [marked] = await tx
      .update(contactMessages)
      .set({ readAt: sql`now()` })
      .where(and(eq(contactMessages.id, id), isNull(contactMessages.readAt)))
      .returning();
    if (marked) {
      await recordAudit(tx, actor, {
        action: 'contact_message.read',
        entityType: 'contact_message',
        entityId: id,
      });
      return toAdminMessage(marked);
    }
    const [already] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id));
    if (!already) throw notFound('CONTACT_MESSAGE_NOT_FOUND');
    return toAdminMessage(already);
  });
}

export async function deleteContactMessage(db: Db, actor: AuditActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(contactMessages).where(eq(contactMessages.id, id)).returning();
    if (!deleted) throw notFound('CONTACT_MESSAGE_NOT_FOUND');
    await recordAudit(tx, actor, {
      action: 'contact_message.delete',
      entityType: 'contact_message',
      entityId: id,
      // who wrote about what, so the log still says which message went; the text itself is not kept
      changes: { email: deleted.email, subject: deleted.subject, createdAt: deleted.createdAt.toISOString() },
    });
  });
}

function searchMatches(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const fullName = sql`${contactMessages.firstName} || ' ' || ${contactMessages.lastName}`;
  return or(
    ilike(fullName, pattern),
    ilike(contactMessages.email, pattern),
    ilike(contactMessages.subject, pattern),
    ilike(contactMessages.message, pattern),
  );
}

function readFilter(status: ListQuery['status']): SQL | undefined {
  if (status === 'unread') return isNull(contactMessages.readAt);
  if (status === 'read') return isNotNull(contactMessages.readAt);
  return undefined;
}

function toAdminMessage(row: MessageRow): AdminContactMessage {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    company: row.company,
    subject: row.subject,
    message: row.message,
    source: row.source as ContactSource,
    userId: row.userId,
    ipAddress: row.ipAddress,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
