import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';

/**
 * "O'tdi" or "O'tmadi" on a result: fixed dark shades under white text, so the badge keeps AA
 * contrast (4.5:1) in both themes; the theme's own red turns light in the dark one.
 */
export function PassBadge({ passed, children }: { passed: boolean; children: ReactNode }) {
  return (
    <Badge
      variant={passed ? 'default' : 'destructive'}
      className={cn('text-white', passed ? 'bg-emerald-700' : 'bg-red-700')}
    >
      {children}
    </Badge>
  );
}
