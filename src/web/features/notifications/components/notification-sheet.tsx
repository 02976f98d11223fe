import { uz } from '@shared/i18n/uz';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@web/components/ui/sheet';
import { Skeleton } from '@web/components/ui/skeleton';
import { lazy, type ReactElement, Suspense, useState } from 'react';

// the list, its relative times (date-fns) and the confirmation load when the panel first opens
const NotificationPanel = lazy(() =>
  import('./notification-panel').then((m) => ({ default: m.NotificationPanel })),
);

function PanelLoading() {
  return (
    <div className="flex flex-col gap-2 px-4" role="status" aria-busy="true" aria-label={uz.common.loading}>
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-20 w-full" />
    </div>
  );
}

/**
 * The notification panel in a side sheet around the bell's button, opened at once
 * (notification-bell.tsx loads it on the first press).
 */
export default function NotificationSheet({ trigger }: { trigger: ReactElement }) {
  const [open, setOpen] = useState(true);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent
        side="right"
        className="w-[90vw] max-w-sm sm:max-w-md"
        closeLabel={uz.notificationPanel.close}
      >
        <SheetHeader className="pr-12">
          <SheetTitle>{uz.notificationPanel.title}</SheetTitle>
          <SheetDescription>{uz.notificationPanel.description}</SheetDescription>
        </SheetHeader>
        <Suspense fallback={<PanelLoading />}>
          <NotificationPanel />
        </Suspense>
      </SheetContent>
    </Sheet>
  );
}
