import { uz } from '@shared/i18n/uz';
import { cn } from '@web/lib/cn';

const SIZES = {
  horizontal: 'h-[90px] w-full max-w-[728px]',
  rectangle: 'h-[250px] w-full max-w-[300px] sm:max-w-[336px]',
} as const;

/** An ad placeholder of fixed size, so the page never jumps when a real ad arrives. */
export function AdSlot({ variant, className }: { variant: keyof typeof SIZES; className?: string }) {
  return (
    <div className={cn('flex justify-center px-4', className)} aria-hidden="true" data-ad-slot={variant}>
      <div
        className={cn(
          'flex items-center justify-center rounded-lg border border-dashed bg-muted/50 text-xs tracking-wide text-muted-foreground uppercase',
          SIZES[variant],
        )}
      >
        {uz.home.ad}
      </div>
    </div>
  );
}
