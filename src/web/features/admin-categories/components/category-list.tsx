import { adminCategories } from '@shared/i18n/admin/categories';
import type { AdminCategory } from '@shared/schemas/admin-catalog';
import { useMediaQuery } from '@web/lib/use-media-query';
import { ActiveBadge, type CategoryActions, CategoryIconTile, RowActions } from './category-parts';

const t = adminCategories;

function CategoryTable({ categories, ...actions }: { categories: AdminCategory[] } & CategoryActions) {
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full text-sm">
        <caption className="sr-only">{t.listLabel}</caption>
        <thead className="border-b bg-muted/50 text-left text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              {t.columns.icon}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t.columns.nameUz}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t.columns.nameEn}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t.columns.status}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {t.columns.order}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {t.columns.quizzes}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {t.columns.actions}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {categories.map((category) => (
            <tr key={category.id} className="hover:bg-muted/30">
              <td className="px-4 py-2">
                <CategoryIconTile icon={category.icon} />
              </td>
              <th scope="row" className="px-4 py-2 text-left font-medium">
                {category.nameUz}
                {category.description ? (
                  <p className="line-clamp-1 max-w-xs text-xs font-normal text-muted-foreground">
                    {category.description}
                  </p>
                ) : null}
              </th>
              <td className="px-4 py-2 text-muted-foreground" lang="en">
                {category.nameEn}
              </td>
              <td className="px-4 py-2">
                <ActiveBadge active={category.isActive} />
              </td>
              <td className="px-4 py-2 text-right tabular-nums">{category.displayOrder}</td>
              <td className="px-4 py-2 text-right tabular-nums">{category.quizCount}</td>
              <td className="px-4 py-2">
                <RowActions category={category} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CategoryCards({ categories, ...actions }: { categories: AdminCategory[] } & CategoryActions) {
  return (
    <ul aria-label={t.listLabel} className="grid gap-3">
      {categories.map((category) => (
        <li key={category.id} className="flex items-start gap-3 rounded-xl border bg-card p-4">
          <CategoryIconTile icon={category.icon} />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <h2 className="truncate font-medium">{category.nameUz}</h2>
            <p className="truncate text-sm text-muted-foreground" lang="en">
              {category.nameEn}
            </p>
            <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <ActiveBadge active={category.isActive} />
              <span>{t.order(category.displayOrder)}</span>
              <span>{t.quizCount(category.quizCount)}</span>
            </div>
          </div>
          <RowActions category={category} {...actions} />
        </li>
      ))}
    </ul>
  );
}

/** A table from 768 px up, cards below (one of them is rendered, so each name is in the page once). */
export function CategoryList(props: { categories: AdminCategory[] } & CategoryActions) {
  const wide = useMediaQuery('(min-width: 768px)');
  return wide ? <CategoryTable {...props} /> : <CategoryCards {...props} />;
}
