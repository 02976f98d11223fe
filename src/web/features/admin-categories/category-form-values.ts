import { adminCategories } from '@shared/i18n/admin/categories';
import type { AdminCategory, CategoryInput } from '@shared/schemas/admin-catalog';
import { isApiError } from '@web/lib/api-client';

/** The form's starting values: a new category goes after the last one and starts active. */
export function newCategoryValues(existing: readonly AdminCategory[]): CategoryInput {
  const last = existing.reduce((max, category) => Math.max(max, category.displayOrder), 0);
  return {
    nameUz: '',
    nameEn: '',
    description: '',
    icon: null,
    isActive: true,
    displayOrder: existing.length === 0 ? 1 : last + 1,
  };
}

/** What PUT needs of a category as the list shows it (every field: PUT replaces them all). */
export function toCategoryInput(category: AdminCategory): CategoryInput {
  const { nameUz, nameEn, description, icon, isActive, displayOrder } = category;
  return { nameUz, nameEn, description: description ?? '', icon, isActive, displayOrder };
}

/**
 * Uzbek messages where the shared schema has none of its own (its names already say
 * "Kategoriyaning o'zbekcha nomini kiriting"); passed to the resolver, so the rules stay the schema's.
 */
export function categoryFormIssue(issue: { path?: PropertyKey[]; code?: string }): string | undefined {
  if (issue.path?.[0] === 'displayOrder') return adminCategories.form.displayOrderInvalid;
  if (issue.code === 'too_big') return adminCategories.form.tooLong;
  return undefined;
}

/**
 * The toast text of a failed write: the server's own Uzbek message when it refused by a rule
 * (404 gone, 409 conflict, 422 rule), else the spec's generic text for the action.
 */
export function writeErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && [404, 409, 422].includes(error.status)) return error.message;
  return fallback;
}
