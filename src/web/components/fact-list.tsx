import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';

/** Small labelled facts of a quiz (duration, questions, attempts...) as a definition list of tiles. */
export function FactList({ facts, className }: { facts: [string, ReactNode][]; className?: string }) {
  return (
    <dl className={cn('grid gap-3', className)}>
      {facts.map(([term, value]) => (
        <div key={term} className="rounded-lg border bg-card px-3 py-2">
          <dt className="text-xs text-muted-foreground">{term}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
