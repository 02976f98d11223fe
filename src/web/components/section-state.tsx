import { uz } from '@shared/i18n/uz';
import { Button } from '@web/components/ui/button';
import { CircleAlert, RefreshCw } from 'lucide-react';

export function SectionError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-10 text-center"
    >
      <CircleAlert className="size-6 text-destructive" aria-hidden="true" />
      <p className="text-sm text-muted-foreground">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        <RefreshCw className={retrying ? 'animate-spin' : undefined} aria-hidden="true" />
        {uz.common.retry}
      </Button>
    </div>
  );
}

export function SectionEmpty({ message }: { message: string }) {
  return (
    <p className="rounded-xl border border-dashed px-4 py-10 text-center text-sm text-muted-foreground">
      {message}
    </p>
  );
}

export function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle: string }) {
  return (
    <div className="flex flex-col gap-1">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <p className="text-muted-foreground">{subtitle}</p>
    </div>
  );
}
