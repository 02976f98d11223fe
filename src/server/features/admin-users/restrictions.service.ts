import { and, asc, eq } from 'drizzle-orm';
import type { AdminRestriction, RestrictionInput } from '../../../shared/schemas/admin-users';
import type { Db } from '../../db/client';
import { quizzes, userQuizRestrictions } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { lockQuiz } from '../admin-catalog/quiz-lock';
import { type AuditActor, changedFields, recordAudit } from '../audit/audit-log';
import { findUserEmail, lockUser } from './admin-lock';

type RestrictionRow = typeof userQuizRestrictions.$inferSelect;

/** A user's restrictions with their quizzes' titles, in title order. 404 for an unknown user. */
export async function listRestrictions(db: Db, userId: string): Promise<AdminRestriction[]> {
  await findUserEmail(db, userId);
  const rows = await db
    .select({ restriction: userQuizRestrictions, quizTitle: quizzes.title })
    .from(userQuizRestrictions)
    .innerJoin(quizzes, eq(quizzes.id, userQuizRestrictions.quizId))
    .where(eq(userQuizRestrictions.userId, userId))
    .orderBy(asc(quizzes.title), asc(quizzes.id));
  return rows.map(({ restriction, quizTitle }) => toAdminRestriction(restriction, quizTitle));
}

/**
 * Creates or replaces the user's restriction on one quiz. The play access check reads it at the
 * next start, resume or takeover; a blocked learner reads `reason` as the refusal's message.
 */
export async function setRestriction(
  db: Db,
  actor: AuditActor,
  userId: string,
  quizId: string,
  input: RestrictionInput,
): Promise<AdminRestriction> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const quiz = await lockQuiz(tx, quizId);
    const values = {
      isBlocked: input.isBlocked,
      reason: input.reason?.trim() || null,
      maxAttemptsOverride: input.maxAttemptsOverride,
    };
    const before = await findRestriction(tx, userId, quizId);
    const [row] = await tx
      .insert(userQuizRestrictions)
      .values({ userId, quizId, ...values })
      .onConflictDoUpdate({ target: [userQuizRestrictions.userId, userQuizRestrictions.quizId], set: values })
      .returning();
    await recordAudit(tx, actor, {
      action: 'restriction.set',
      entityType: 'restriction',
      entityId: row!.id,
      changes: { userId, quizId, ...(before ? changedFields(before, values) : values) },
    });
    return toAdminRestriction(row!, quiz.title);
  });
}

/** Lifts the user's restriction on one quiz; 404 RESTRICTION_NOT_FOUND when there is none. */
export async function deleteRestriction(
  db: Db,
  actor: AuditActor,
  userId: string,
  quizId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(userQuizRestrictions)
      .where(and(eq(userQuizRestrictions.userId, userId), eq(userQuizRestrictions.quizId, quizId)))
      .returning();
    if (!row) throw new AppError(404, 'RESTRICTION_NOT_FOUND');
    await recordAudit(tx, actor, {
      action: 'restriction.delete',
      entityType: 'restriction',
      entityId: row.id,
      changes: row,
    });
  });
}

async function findRestriction(tx: Db, userId: string, quizId: string) {
  const [row] = await tx
    .select()
    .from(userQuizRestrictions)
    .where(and(eq(userQuizRestrictions.userId, userId), eq(userQuizRestrictions.quizId, quizId)));
  return row;
}

function toAdminRestriction(row: RestrictionRow, quizTitle: string): AdminRestriction {
  return {
    quizId: row.quizId,
    quizTitle,
    isBlocked: row.isBlocked,
    reason: row.reason,
    maxAttemptsOverride: row.maxAttemptsOverride,
    createdAt: row.createdAt.toISOString(),
  };
}
