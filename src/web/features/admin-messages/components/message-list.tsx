import { adminMessages } from '@shared/i18n/admin/messages';
import { formatDateTime } from '@shared/i18n/format';
import type { AdminContactMessage } from '@shared/schemas/contact';
import { TimeHeader } from '@web/components/admin-list/time-header';
import { Button } from '@web/components/ui/button';
import { useMediaQuery } from '@web/lib/use-media-query';
import { Trash2 } from 'lucide-react';
import { OpenMessageButton, senderName, sourceLabel, UnreadBadge } from './message-parts';

const t = adminMessages;
const TH = 'px-3 py-3 font-medium';
const TD = 'px-3 py-2.5';

export type MessageActions = {
  onOpen: (message: AdminContactMessage) => void;
  onDelete: (message: AdminContactMessage) => void;
};

function DeleteButton({
  message,
  onDelete,
}: {
  message: AdminContactMessage;
  onDelete: MessageActions['onDelete'];
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t.deleteLabel(message.subject)}
      onClick={() => onDelete(message)}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}

function Sender({ message }: { message: AdminContactMessage }) {
  return (
    <div className="flex min-w-0 flex-col">
      <span className="truncate">{senderName(message)}</span>
      <span className="truncate text-xs text-muted-foreground">{message.email}</span>
    </div>
  );
}

function MessageTable({
  messages,
  onOpen,
  onDelete,
}: { messages: readonly AdminContactMessage[] } & MessageActions) {
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full text-sm">
        <caption className="sr-only">{t.listLabel}</caption>
        <thead className="border-b bg-muted/50 text-left text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className={TH}>
              {t.columns.subject}
            </th>
            <th scope="col" className={TH}>
              {t.columns.sender}
            </th>
            <th scope="col" className={TH}>
              {t.columns.source}
            </th>
            <th scope="col" className={TH}>
              <TimeHeader label={t.columns.receivedAt} />
            </th>
            <th scope="col" className={`${TH} text-right`}>
              <span className="sr-only">{t.columns.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {messages.map((message) => (
            <tr
              key={message.id}
              className={message.readAt ? 'hover:bg-muted/30' : 'bg-primary/5 hover:bg-primary/10'}
            >
              <th scope="row" className={`${TD} max-w-80 text-left font-normal`}>
                <div className="flex items-start gap-2">
                  <OpenMessageButton message={message} onOpen={() => onOpen(message)} />
                  <UnreadBadge message={message} />
                </div>
                <p className="mt-0.5 line-clamp-1 text-xs text-muted-foreground">{message.message}</p>
              </th>
              <td className={`${TD} max-w-56`}>
                <Sender message={message} />
              </td>
              <td className={TD}>{sourceLabel(message)}</td>
              <td className={`${TD} whitespace-nowrap text-muted-foreground`}>
                {formatDateTime(message.createdAt)}
              </td>
              <td className={`${TD} text-right`}>
                <DeleteButton message={message} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MessageCards({
  messages,
  onOpen,
  onDelete,
}: { messages: readonly AdminContactMessage[] } & MessageActions) {
  return (
    <ul aria-label={t.listLabel} className="grid gap-3">
      {messages.map((message) => (
        <li
          key={message.id}
          className={`flex flex-col gap-2 rounded-xl border p-4 ${message.readAt ? 'bg-card' : 'border-primary/40 bg-primary/5'}`}
        >
          <div className="flex items-start justify-between gap-3">
            <div className="flex min-w-0 flex-col gap-1">
              <OpenMessageButton message={message} onOpen={() => onOpen(message)} />
              <UnreadBadge message={message} />
            </div>
            <DeleteButton message={message} onDelete={onDelete} />
          </div>
          <p className="line-clamp-2 text-sm text-muted-foreground">{message.message}</p>
          <div className="text-sm">
            <Sender message={message} />
          </div>
          <p className="text-xs text-muted-foreground">
            {sourceLabel(message)} · {formatDateTime(message.createdAt)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** A table from 768 px up, cards below (one of them is rendered, so each message is in the page once). */
export function MessageList(props: { messages: readonly AdminContactMessage[] } & MessageActions) {
  const wide = useMediaQuery('(min-width: 768px)');
  return wide ? <MessageTable {...props} /> : <MessageCards {...props} />;
}
