import { adminCategories } from '@shared/i18n/admin/categories';
import type { AdminCategory } from '@shared/schemas/admin-catalog';
import { CategoryIcon } from '@web/components/category-icon';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { Pencil, Trash2 } from 'lucide-react';

const t = adminCategories;

export type CategoryActions = {
  onEdit: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
};

/** Faol (green) or Nofaol (muted), as quizzes show it. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge
      variant="outline"
      className={cn(
        active
          ? 'border-emerald-600/30 bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300'
          : 'text-muted-foreground',
      )}
    >
      {active ? t.active : t.inactive}
    </Badge>
  );
}

export function CategoryIconTile({ icon, className }: { icon: string | null; className?: string }) {
  return (
    <span
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary',
        className,
      )}
      title={icon ?? undefined}
    >
      <CategoryIcon iconName={icon} className="size-5" />
    </span>
  );
}

/** Edit and delete, named with the category so a screen reader knows which row they act on. */
export function RowActions({ category, onEdit, onDelete }: { category: AdminCategory } & CategoryActions) {
  return (
    <div className="flex justify-end gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={t.editLabel(category.nameUz)}
        title={t.edit}
        onClick={() => onEdit(category)}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t.deleteLabel(category.nameUz)}
        title={t.delete}
        className="text-destructive hover:text-destructive"
        onClick={() => onDelete(category)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
