import { uz } from '@shared/i18n/uz';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { SectionError } from '@web/components/section-state';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { BellOff, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useClearNotifications } from '../api/clear-notifications';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationItem } from './notification-item';

/** The side sheet's body: clear-all (after a confirmation) and the list. Loaded when first opened. */
export function NotificationPanel() {
  const query = useNotifications(true);
  const markRead = useMarkNotificationRead();
  const clear = useClearNotifications();
  const [confirming, setConfirming] = useState(false);
  const notifications = query.data?.notifications ?? [];

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="flex flex-col gap-2" role="status" aria-busy="true" aria-label={uz.common.loading}>
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  } else if (query.isError && notifications.length === 0) {
    body = (
      <SectionError
        message={uz.notificationPanel.loadFailed}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (notifications.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-12 text-center">
        <BellOff className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm text-muted-foreground">{uz.notificationPanel.empty}</p>
      </div>
    );
  } else {
    body = (
      <ul className="flex flex-col gap-2" aria-label={uz.notificationPanel.title}>
        {notifications.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            onRead={(id) => markRead.mutate(id)}
          />
        ))}
      </ul>
    );
  }

  return (
    <>
      <div className="flex flex-col gap-3 px-4 pb-6">
        <Button
          variant="outline"
          size="sm"
          className="self-end"
          disabled={notifications.length === 0 || clear.isPending}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" />
          {clear.isPending ? uz.notificationPanel.clearing : uz.notificationPanel.clearAll}
        </Button>
        {body}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={uz.notificationPanel.clearConfirmTitle}
        description={uz.notificationPanel.clearConfirmMessage}
        confirmLabel={uz.notificationPanel.clearConfirm}
        destructive
        onConfirm={() => clear.mutate()}
      />
    </>
  );
}
