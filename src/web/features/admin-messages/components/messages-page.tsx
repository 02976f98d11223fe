import { adminMessages } from '@shared/i18n/admin/messages';
import type { AdminContactMessage } from '@shared/schemas/contact';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { isApiError } from '@web/lib/api-client';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDeleteMessage } from '../api/delete-message';
import { useMessages } from '../api/get-messages';
import { useMarkMessageRead } from '../api/mark-message-read';
import { readMessageParams } from '../message-list-params';
import { MessageDialog } from './message-dialog';
import { MessageFilters } from './message-filters';
import { MessagesSection } from './messages-section';

const t = adminMessages;
const messageOf = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);

/** /admin/messages: what visitors sent from /support and /contact; opening one marks it read. */
export function AdminMessagesPage() {
  const [searchParams] = useSearchParams();
  const messages = useMessages(readMessageParams(searchParams));
  const markRead = useMarkMessageRead();
  const remove = useDeleteMessage();
  const [opened, setOpened] = useState<AdminContactMessage | null>(null);
  const [toDelete, setToDelete] = useState<AdminContactMessage | null>(null);

  useEffect(() => {
    if (messages.isError) notifyError(t.loadError);
  }, [messages.isError]);

  function open(message: AdminContactMessage) {
    setOpened(message);
    if (message.readAt) return;
    markRead.mutate(message.id, {
      onSuccess: (read) => setOpened((current) => (current?.id === read.id ? read : current)),
      onError: (error) => notifyError(messageOf(error, t.readError)),
    });
  }

  async function confirmDelete(message: AdminContactMessage) {
    try {
      await remove.mutateAsync(message.id);
      notifySuccess(t.deleted);
      setToDelete(null);
    } catch (error) {
      notifyError(messageOf(error, t.deleteError));
      setToDelete(null);
    }
  }

  const unread = messages.data?.unreadCount;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 p-4 sm:p-6 lg:p-8">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
        <p className="text-muted-foreground">{t.subtitle}</p>
        {unread === undefined ? null : <p className="text-sm font-medium">{t.unreadSummary(unread)}</p>}
      </div>
      <MessageFilters />
      <MessagesSection query={messages} onOpen={open} onDelete={setToDelete} />
      <MessageDialog
        message={opened}
        onClose={() => setOpened(null)}
        onDelete={(message) => {
          // one dialog at a time: the confirmation takes the message's place
          setOpened(null);
          setToDelete(message);
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(isOpen) => !isOpen && !remove.isPending && setToDelete(null)}
        title={t.confirmDeleteTitle}
        description={toDelete ? t.confirmDelete(toDelete.subject) : ''}
        confirmLabel={t.delete}
        destructive
        busy={remove.isPending}
        onConfirm={() => toDelete && void confirmDelete(toDelete)}
      />
    </div>
  );
}
