import { adminMessages } from '@shared/i18n/admin/messages';
import type { AdminContactMessage } from '@shared/schemas/contact';
import { Badge } from '@web/components/ui/badge';

const t = adminMessages;

export const senderName = (m: AdminContactMessage) => `${m.firstName} ${m.lastName}`;

export const sourceLabel = (m: AdminContactMessage) => t.sources[m.source] ?? m.source;

/** A reply in the admin's mail program, to the sender, with "Re: subject". */
export function replyHref(m: AdminContactMessage): string {
  return `mailto:${encodeURIComponent(m.email)}?subject=${encodeURIComponent(t.replySubject(m.subject))}`;
}

export function UnreadBadge({ message }: { message: AdminContactMessage }) {
  return message.readAt ? null : <Badge>{t.unread}</Badge>;
}

/** The subject as the button that opens the message; unread ones stand out in bold. */
export function OpenMessageButton({ message, onOpen }: { message: AdminContactMessage; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={t.open(message.subject)}
      className={`rounded-sm text-left break-words hover:text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none ${message.readAt ? '' : 'font-semibold'}`}
    >
      {message.subject}
    </button>
  );
}
