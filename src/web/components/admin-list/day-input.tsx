import { adminShell } from '@shared/i18n/admin/shell';
import { Input } from '@web/components/ui/input';
import { isValid, parse } from 'date-fns';
import { useEffect, useId, useState } from 'react';

const SHOWN = 'dd.MM.yyyy';

/** "2026-11-27" (a calendar day: no zone involved) -> "27.11.2026". */
function showDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/** "27.11.2026" -> "2026-11-27"; null when no such day (31.02.2026). */
function readDay(text: string): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  if (!match || !isValid(parse(text, SHOWN, new Date(0)))) return null;
  return `${match[3]}-${match[2]}-${match[1]}`;
}

/** Dots put in as the digits are typed: "2711" -> "27.11", "27112026" -> "27.11.2026". */
function withDots(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('.');
}

function problemOf(text: string, min?: string, max?: string): string | null {
  if (text === '') return null;
  const day = readDay(text);
  if (!day) return adminShell.dayInput.invalid;
  if (min && day < min) return adminShell.dayInput.tooEarly(showDay(min));
  if (max && day > max) return adminShell.dayInput.tooLate(showDay(max));
  return null;
}

/**
 * A day field that shows and takes dd.mm.yyyy, as Uzbek writes dates (the browser's date input
 * speaks the browser's language: "mm/dd/yyyy"). Hands over a YYYY-MM-DD day once the text is a
 * whole, valid day within min..max, and '' once it is emptied.
 */
export function DayInput({
  id,
  value,
  min,
  max,
  onChange,
}: {
  id: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (day: string) => void;
}) {
  const [text, setText] = useState(() => showDay(value));
  const messageId = useId();
  // a day set from outside (cleared filters, the address) replaces what is typed
  useEffect(() => {
    setText((typed) => ((readDay(typed) ?? '') === value ? typed : showDay(value)));
  }, [value]);
  const complete = text === '' || text.length === SHOWN.length;
  const problem = complete ? problemOf(text, min, max) : null;

  const change = (typed: string) => {
    const next = withDots(typed);
    setText(next);
    if (next === '') onChange('');
    else if (next.length === SHOWN.length && !problemOf(next, min, max)) onChange(readDay(next) ?? '');
  };

  return (
    <>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        placeholder={adminShell.dayInput.placeholder}
        title={adminShell.dayInput.hint}
        value={text}
        maxLength={SHOWN.length}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? messageId : undefined}
        onChange={(event) => change(event.target.value)}
        className="w-36"
      />
      {problem && (
        <p id={messageId} role="alert" className="max-w-48 text-xs text-destructive">
          {problem}
        </p>
      )}
    </>
  );
}
