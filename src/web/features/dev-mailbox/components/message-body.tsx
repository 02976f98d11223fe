import { linkify } from '../linkify';

/** A message's plain text with its links clickable (sign-up and guest links open in this tab). */
export function MessageBody({ text }: { text: string }) {
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
