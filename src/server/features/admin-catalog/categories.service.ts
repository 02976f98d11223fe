import { asc, count, eq, getTableColumns } from 'drizzle-orm';
import { CATEGORY_ICONS, type CategoryIcon } from '../../../shared/domain/authoring';
import type { AdminCategory, CategoryInput } from '../../../shared/schemas/admin-catalog';
import type { Db } from '../../db/client';
import { categories, quizzes } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { type AuditActor, changedFields, recordAudit } from '../audit/audit-log';
import { emptyAsNull } from './stored-text';

type CategoryRow = typeof categories.$inferSelect;

/** Every category, active or not, in display order, with how many quizzes (of any state) it holds. */
export async function listAdminCategories(db: Db): Promise<AdminCategory[]> {
  const rows = await db
    .select({ ...getTableColumns(categories), quizCount: count(quizzes.id) })
    .from(categories)
    .leftJoin(quizzes, eq(quizzes.categoryId, categories.id))
    .groupBy(categories.id)
    .orderBy(asc(categories.displayOrder), asc(categories.nameUz), asc(categories.id));
  return rows.map((row) => toAdminCategory(row, row.quizCount));
}

export async function createCategory(
  db: Db,
  actor: AuditActor,
  input: CategoryInput,
): Promise<AdminCategory> {
  return db.transaction(async (tx) => {
    const columns = toColumns(input);
    const [row] = await tx.insert(categories).values(columns).returning();
    await recordAudit(tx, actor, {
      action: 'category.create',
      entityType: 'category',
      entityId: row!.id,
      changes: columns,
    });
    return toAdminCategory(row!, 0);
  });
}

export async function updateCategory(
  db: Db,
  actor: AuditActor,
  id: string,
  input: CategoryInput,
): Promise<AdminCategory> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!before) throw new AppError(404, 'CATEGORY_NOT_FOUND');
    const columns = toColumns(input);
    const [row] = await tx.update(categories).set(columns).where(eq(categories.id, id)).returning();
    await recordAudit(tx, actor, {
      action: 'category.update',
      entityType: 'category',
      entityId: id,
      changes: changedFields(before, columns),
    });
    return toAdminCategory(row!, await countQuizzesIn(tx, id));
  });
}

/**
 * Deletes a category that holds no quiz, active or not (the foreign key would quietly take the
 * category off its quizzes). The row is locked first: a quiz being put in it meanwhile either
 * commits before the count (409) or finds the category gone (see holdCategory).
 */
export async function deleteCategory(db: Db, actor: AuditActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [category] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!category) throw new AppError(404, 'CATEGORY_NOT_FOUND');
    if ((await countQuizzesIn(tx, id)) > 0) throw new AppError(409, 'CATEGORY_HAS_QUIZZES');
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, actor, {
      action: 'category.delete',
      entityType: 'category',
      entityId: id,
      changes: category,
    });
  });
}

async function countQuizzesIn(db: Db, categoryId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(quizzes).where(eq(quizzes.categoryId, categoryId));
  return row?.n ?? 0;
}

function toColumns(input: CategoryInput) {
  return { ...input, description: emptyAsNull(input.description) };
}

function toAdminCategory(row: CategoryRow, quizCount: number): AdminCategory {
  return {
    id: row.id,
    nameUz: row.nameUz,
    nameEn: row.nameEn,
    description: row.description,
    icon: knownIcon(row.icon),
    isActive: row.isActive,
    displayOrder: row.displayOrder,
    quizCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An icon written outside the admin (seed, SQL) that the list does not know shows as none. */
function knownIcon(icon: string | null): CategoryIcon | null {
  return CATEGORY_ICONS.includes(icon as CategoryIcon) ? (icon as CategoryIcon) : null;
}
