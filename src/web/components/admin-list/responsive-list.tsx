import { useMediaQuery } from '@web/lib/use-media-query';
import type { ReactNode } from 'react';

/** A table from 768 px up, cards below (only one is rendered, so each row is in the page once). */
export function ResponsiveList({ table, cards }: { table: () => ReactNode; cards: () => ReactNode }) {
  const wide = useMediaQuery('(min-width: 768px)');
  return <>{wide ? table() : cards()}</>;
}

/** One labelled value of a card or a detail view. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}
