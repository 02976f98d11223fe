import type { AdminCategory } from '@shared/schemas/admin-catalog';

/**
 * The quiz form's choices: active categories in display order, plus the one the quiz already has
 * if it was deactivated since, so editing does not silently drop it.
 */
export function formCategories(categories: AdminCategory[], currentId: string | null): AdminCategory[] {
  return categories.filter((category) => category.isActive || category.id === currentId);
}
