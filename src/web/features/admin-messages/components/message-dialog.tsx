import { adminMessages } from '@shared/i18n/admin/messages';
import { formatDateTime } from '@shared/i18n/format';
import type { AdminContactMessage } from '@shared/schemas/contact';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Mail, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { replyHref, senderName, sourceLabel } from './message-parts';

const t = adminMessages;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/** The whole message, with a reply by email and a delete (which asks first, in the page). */
export function MessageDialog({
  message,
  onClose,
  onDelete,
}: {
  message: AdminContactMessage | null;
  onClose: () => void;
  onDelete: (message: AdminContactMessage) => void;
}) {
  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
      {message ? (
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle className="break-words">{message.subject}</DialogTitle>
            <DialogDescription>
              {senderName(message)} · {formatDateTime(message.createdAt)}
            </DialogDescription>
          </DialogHeader>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Fact term={t.details.email}>
              <a href={`mailto:${message.email}`} className="text-primary hover:underline">
                {message.email}
              </a>
            </Fact>
            <Fact term={t.details.phone}>{message.phone ?? t.details.none}</Fact>
            <Fact term={t.details.company}>{message.company ?? t.details.none}</Fact>
            <Fact term={t.details.source}>{sourceLabel(message)}</Fact>
            <Fact term={t.details.readAt}>
              {message.readAt ? formatDateTime(message.readAt) : t.details.none}
            </Fact>
            <Fact term={t.details.ipAddress}>{message.ipAddress ?? t.details.none}</Fact>
            {message.userId ? <Fact term={t.details.account}>{message.userId}</Fact> : null}
          </dl>
          <section aria-label={t.details.message} className="rounded-lg border bg-muted/30 p-4">
            <p className="text-sm break-words whitespace-pre-wrap">{message.message}</p>
          </section>
          <DialogFooter className="gap-2 sm:justify-between">
            <Button variant="outline" className="text-destructive" onClick={() => onDelete(message)}>
              <Trash2 aria-hidden="true" />
              {t.delete}
            </Button>
            <Button asChild>
              <a href={replyHref(message)}>
                <Mail aria-hidden="true" />
                {t.reply}
              </a>
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
