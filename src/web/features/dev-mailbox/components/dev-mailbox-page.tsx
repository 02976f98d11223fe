import { formatDateTime } from '@shared/i18n/format';
import { uz } from '@shared/i18n/uz';
import type { MailboxMessage } from '@shared/schemas/common';
import { NotFoundPage } from '@web/components/not-found-page';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { isApiError } from '@web/lib/api-client';
import { Mail, RefreshCw } from 'lucide-react';
import { useMailbox } from '../api/get-mailbox';
import { linkify } from '../linkify';

function MessageBody({ text }: { text: string }) {
  return (
    <p className="text-sm break-words whitespace-pre-wrap">
      {linkify(text).map((part) =>
        part.kind === 'link' ? (
          <a
            key={part.start}
            href={part.value}
            target="_self"
            className="break-all text-primary underline underline-offset-2"
          >
            {part.value}
          </a>
        ) : (
          <span key={part.start}>{part.value}</span>
        ),
      )}
    </p>
  );
}

function MessageCard({ message }: { message: MailboxMessage }) {
  return (
    <li>
      <Card className="gap-3">
        <CardHeader>
          <CardTitle>{message.subject}</CardTitle>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <dt>{uz.mailbox.to}:</dt>
            <dd className="break-all text-foreground">{message.to}</dd>
            <dt>{uz.mailbox.sentAt}:</dt>
            <dd>
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, { seconds: true })}</time>
            </dd>
          </dl>
        </CardHeader>
        <CardContent>
          <div className="rounded-md border bg-muted/40 p-4">
            <MessageBody text={message.text} />
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

function MailboxContent() {
  const { data, isPending, isError, error } = useMailbox();
  if (isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{isApiError(error) ? error.message : uz.mailbox.loadFailed}</AlertDescription>
      </Alert>
    );
  }
  if (data.messages.length === 0) {
    return (
      <p className="rounded-xl border border-dashed px-4 py-10 text-center text-muted-foreground">
        {uz.mailbox.empty}
      </p>
    );
  }
  return (
    <>
      <p className="text-sm text-muted-foreground">{uz.mailbox.count(data.messages.length)}</p>
      <ul className="flex flex-col gap-4">
        {data.messages.map((message) => (
          <MessageCard key={message.id} message={message} />
        ))}
      </ul>
    </>
  );
}

/** /dev/mailbox: the emails a server without SMTP has "sent"; the server answers 404 in production. */
export function DevMailboxPage() {
  const { isError, error, refetch, isFetching } = useMailbox();
  if (isError && isApiError(error) && error.status === 404) return <NotFoundPage />;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="flex items-center gap-2 text-2xl font-bold">
            <Mail className="size-6 text-primary" aria-hidden="true" />
            {uz.mailbox.title}
          </h1>
          <p className="text-sm text-muted-foreground">{uz.mailbox.description}</p>
        </div>
        <Button variant="outline" onClick={() => void refetch()} disabled={isFetching} aria-busy={isFetching}>
          <RefreshCw className={isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
          {uz.mailbox.refresh}
        </Button>
      </div>
      <MailboxContent />
    </div>
  );
}
