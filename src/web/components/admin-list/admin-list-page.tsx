import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';

/**
 * The frame of an admin list page: the title and its line of explanation, an optional summary
 * under them and actions (an export button) beside them, then the filters and the list.
 * `narrow` keeps a page of cards from stretching them over a wide screen.
 */
export function AdminListPage({
  title,
  subtitle,
  summary,
  actions,
  narrow = false,
  children,
}: {
  title: string;
  subtitle: string;
  summary?: ReactNode;
  actions?: ReactNode;
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn('mx-auto flex flex-col gap-6 p-4 sm:p-6 lg:p-8', narrow ? 'max-w-6xl' : 'max-w-7xl')}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="text-muted-foreground">{subtitle}</p>
          {summary}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}
