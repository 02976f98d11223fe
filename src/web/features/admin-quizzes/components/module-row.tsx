import { uzAdmin } from '@shared/i18n/admin';
import { formatNumber } from '@shared/i18n/format';
import type { AdminModule } from '@shared/schemas/admin-catalog';
import { Button } from '@web/components/ui/button';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';

export type MoveDirection = 'up' | 'down';

/** One module: its facts, and buttons to move, edit and delete it (each named for the module). */
export function ModuleRow({
  module,
  first,
  last,
  onMove,
  onEdit,
  onDelete,
}: {
  module: AdminModule;
  first: boolean;
  last: boolean;
  onMove: (direction: MoveDirection) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center">
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="font-medium break-words">{module.name}</p>
        {module.description ? (
          <p className="text-sm break-words text-muted-foreground">{module.description}</p>
        ) : null}
        <p className="text-xs text-muted-foreground">
          {uzAdmin.catalog.manage.pointsPerQuestion(formatNumber(module.pointsPerQuestion))} ·{' '}
          {uzAdmin.catalog.manage.questionCount(module.questionCount)}
        </p>
      </div>
      <div className="flex shrink-0 gap-1">
        <Button
          id={`module-${module.id}-up`}
          variant="ghost"
          size="icon"
          aria-label={uzAdmin.catalog.manage.moveUp(module.name)}
          disabled={first}
          onClick={() => onMove('up')}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          id={`module-${module.id}-down`}
          variant="ghost"
          size="icon"
          aria-label={uzAdmin.catalog.manage.moveDown(module.name)}
          disabled={last}
          onClick={() => onMove('down')}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={uzAdmin.catalog.manage.editModule(module.name)}
          onClick={onEdit}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="text-destructive hover:text-destructive"
          aria-label={uzAdmin.catalog.manage.deleteModule(module.name)}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
