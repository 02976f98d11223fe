/** Placeholder until issue 10's page lands here. */
export function AdminCategoriesPage() {
  return null;
}
