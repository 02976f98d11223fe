import { cn } from '@web/lib/cn';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A centred message with an icon and optional actions: empty, not-found and sign-in states. */
export function StatusPanel({
  icon: Icon,
  title,
  message,
  children,
  headingLevel = 'h2',
  className,
}: {
  icon: LucideIcon;
  title: string;
  message?: string;
  children?: ReactNode;
  headingLevel?: 'h1' | 'h2';
  className?: string;
}) {
  const Heading = headingLevel;
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-12 text-center',
        className,
      )}
    >
      <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      <Heading className="text-xl font-semibold">{title}</Heading>
      {message ? <p className="max-w-md text-sm text-muted-foreground">{message}</p> : null}
      {children ? <div className="mt-2 flex flex-wrap justify-center gap-2">{children}</div> : null}
    </div>
  );
}
