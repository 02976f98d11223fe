import { formatDateTime } from '@shared/i18n/format';
import { uz } from '@shared/i18n/uz';
import type { MailboxSms } from '@shared/schemas/common';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { MessageSquare } from 'lucide-react';
import { MessageBody } from './message-body';

const FAILED = new Set(['FAILED', 'REJECTED', 'UNDELIVERABLE', 'EXPIRED']);

function SmsCard({ sms }: { sms: MailboxSms }) {
  return (
    <li>
      <Card className="gap-3">
        <CardHeader>
          <CardTitle className="flex flex-wrap items-center gap-2">
            <span className="break-all">{sms.to}</span>
            <Badge variant={FAILED.has(sms.status) ? 'destructive' : 'secondary'}>
              {(uz.mailbox.smsStatus as Record<string, string>)[sms.status] ?? sms.status}
            </Badge>
          </CardTitle>
          <p className="text-sm text-muted-foreground">
            {sms.template} ·{' '}
            <time dateTime={sms.createdAt}>{formatDateTime(sms.createdAt, { seconds: true })}</time>
          </p>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          <div className="rounded-md border bg-muted/40 p-4">
            <MessageBody text={sms.text} />
          </div>
          {sms.error && <p className="text-sm text-destructive">{sms.error}</p>}
        </CardContent>
      </Card>
    </li>
  );
}

/** The SMS the site sent (sign-in codes, guest links), newest first. */
export function SmsList({ sms }: { sms: MailboxSms[] }) {
  return (
    <section aria-labelledby="mailbox-sms" className="flex flex-col gap-3">
      <h2 id="mailbox-sms" className="flex items-center gap-2 text-lg font-semibold">
        <MessageSquare className="size-5 text-primary" aria-hidden="true" />
        {uz.mailbox.smsTitle}
        <span className="text-sm font-normal text-muted-foreground">{uz.mailbox.smsCount(sms.length)}</span>
      </h2>
      {sms.length === 0 ? (
        <p className="rounded-xl border border-dashed px-4 py-6 text-center text-muted-foreground">
          {uz.mailbox.smsEmpty}
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {sms.map((message) => (
            <SmsCard key={message.id} sms={message} />
          ))}
        </ul>
      )}
    </section>
  );
}
