import { adminCatalog } from '@shared/i18n/admin/catalog';
import { adminCategories } from '@shared/i18n/admin/categories';
import { uz } from '@shared/i18n/uz';
import type { AdminCategory } from '@shared/schemas/admin-catalog';
import { SectionError } from '@web/components/section-state';
import { StatusPanel } from '@web/components/status-panel';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAdminCategories } from '@web/lib/admin-categories';
import { notifyError } from '@web/lib/notify';
import { Plus, Tags } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { newCategoryValues, toCategoryInput } from '../category-form-values';
import { CategoryFormDialog, type CategoryFormTarget } from './category-form-dialog';
import { CategoryList } from './category-list';
import { DeleteCategoryDialog } from './delete-category-dialog';

const t = adminCategories;
const SKELETON_ROWS = ['r1', 'r2', 'r3', 'r4', 'r5'];

function ListSkeleton() {
  return (
    <div role="status" aria-busy="true" className="grid gap-3 rounded-xl border bg-card p-4">
      <span className="sr-only">{uz.common.loading}</span>
      {SKELETON_ROWS.map((key) => (
        <div key={key} className="flex items-center gap-4">
          <Skeleton className="size-9 shrink-0" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="hidden h-4 w-24 sm:block" />
          <Skeleton className="h-6 w-16" />
        </div>
      ))}
    </div>
  );
}

/** /admin/categories: the list with add, edit and delete (docs/product/admin-and-pages.md section 2, "Categories"). */
export function AdminCategoriesPage() {
  const { data: categories, isPending, isError, refetch, isFetching } = useAdminCategories();
  const [formTarget, setFormTarget] = useState<CategoryFormTarget | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);

  useEffect(() => {
    if (isError) notifyError(adminCatalog.errors.categoriesLoad);
  }, [isError]);

  const onAdd = () => setFormTarget({ mode: 'create', values: newCategoryValues(categories ?? []) });
  const onEdit = (category: AdminCategory) =>
    setFormTarget({ mode: 'edit', category, values: toCategoryInput(category) });

  let content: ReactNode;
  if (isPending) content = <ListSkeleton />;
  else if (isError)
    content = (
      <SectionError
        message={adminCatalog.errors.categoriesLoad}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  else if (categories.length === 0)
    content = (
      <StatusPanel icon={Tags} title={t.empty.title} message={t.empty.message}>
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" />
          {t.add}
        </Button>
      </StatusPanel>
    );
  else content = <CategoryList categories={categories} onEdit={onEdit} onDelete={setDeleting} />;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 sm:p-6 lg:p-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight">{t.title}</h1>
          <p className="text-sm text-muted-foreground">{t.subtitle}</p>
        </div>
        <Button onClick={onAdd} disabled={isPending}>
          <Plus aria-hidden="true" />
          {t.add}
        </Button>
      </div>
      {content}
      <CategoryFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
      <DeleteCategoryDialog category={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
