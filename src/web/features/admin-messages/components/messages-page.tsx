import { adminMessages } from '@shared/i18n/admin/messages';
import type { AdminContactMessage } from '@shared/schemas/contact';
import { AdminListPage } from '@web/components/admin-list/admin-list-page';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { isApiError } from '@web/lib/api-client';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useState } from 'react';
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
    <AdminListPage
      title={t.title}
      subtitle={t.subtitle}
      summary={unread === undefined ? null : <p className="text-sm font-medium">{t.unreadSummary(unread)}</p>}
    >
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
    </AdminListPage>
  );
}
