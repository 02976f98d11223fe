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
import { MessageBody } from './message-body';
import { SmsList } from './sms-list';

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
  return (
    <>
      <SmsList sms={data.sms} />
      <section aria-labelledby="mailbox-email" className="flex flex-col gap-3">
        <h2 id="mailbox-email" className="flex items-center gap-2 text-lg font-semibold">
          <Mail className="size-5 text-primary" aria-hidden="true" />
          {uz.mailbox.emailTitle}
          <span className="text-sm font-normal text-muted-foreground">
            {uz.mailbox.count(data.messages.length)}
          </span>
        </h2>
        {data.messages.length === 0 ? (
          <p className="rounded-xl border border-dashed px-4 py-10 text-center text-muted-foreground">
            {uz.mailbox.empty}
          </p>
        ) : (
          <ul className="flex flex-col gap-4">
            {data.messages.map((message) => (
              <MessageCard key={message.id} message={message} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** /dev/mailbox: the SMS and emails the server has sent or kept; the server answers 404 in production. */
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
