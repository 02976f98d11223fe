import { z } from 'zod';
import type source from './messages/zod/uz-latn';
import type { MessageValue } from './runtime/message';
import { texts } from './runtime/texts';

/** zod's own checks' words in the reader's language (see messages/zod). */
export const zodUz = texts<typeof source>('zod');

type Issue = z.core.$ZodRawIssue;
type SizeIssue = Extract<Issue, { code: 'too_small' | 'too_big' }>;
type ZodMessageKey = keyof typeof source;

/** Which message an issue gets, and the one value it names (a limit, a prefix, the unknown fields). */
export interface ZodMessage {
  key: ZodMessageKey;
  values?: Record<string, string | number>;
}

const ID_FORMATS = new Set(['uuid', 'uuidv4', 'uuidv6', 'uuidv7', 'guid', 'cuid', 'cuid2', 'ulid', 'nanoid']);
const DATE_FORMATS = new Set(['datetime', 'date', 'time', 'duration']);

const TYPE_KEYS: Partial<Record<string, ZodMessageKey>> = {
  number: 'number',
  bigint: 'number',
  int: 'integer',
  string: 'text',
  boolean: 'yesOrNo',
  array: 'list',
};

function invalidType(issue: Extract<Issue, { code: 'invalid_type' }>): ZodMessage {
  if (issue.input === undefined || issue.input === null || issue.input === '') return { key: 'required' };
  return { key: TYPE_KEYS[issue.expected] ?? 'wrongType' };
}

/** The message of a too small and a too big value, by what was measured. */
const SIZE_MESSAGES = {
  too_small: {
    text: (min: number): ZodMessage => (min <= 1 ? { key: 'required' } : { key: 'textMin', values: { min } }),
    list: (min: number): ZodMessage => (min === 1 ? { key: 'listOne' } : { key: 'listMin', values: { min } }),
    date: (): ZodMessage => ({ key: 'dateEarly' }),
    number: (min: number, inclusive: boolean): ZodMessage => ({
      key: inclusive ? 'numberMin' : 'numberAbove',
      values: { min },
    }),
  },
  too_big: {
    text: (max: number): ZodMessage => ({ key: 'textMax', values: { max } }),
    list: (max: number): ZodMessage => ({ key: 'listMax', values: { max } }),
    date: (): ZodMessage => ({ key: 'dateLate' }),
    number: (max: number, inclusive: boolean): ZodMessage => ({
      key: inclusive ? 'numberMax' : 'numberBelow',
      values: { max },
    }),
  },
};

function sizeMessage(issue: SizeIssue): ZodMessage {
  const limit = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
  const messages = SIZE_MESSAGES[issue.code];
  switch (issue.origin) {
    case 'string':
      return messages.text(limit);
    case 'array':
    case 'set':
      return messages.list(limit);
    case 'date':
      return messages.date();
    default:
      return messages.number(limit, issue.inclusive !== false);
  }
}

function invalidFormat(issue: Extract<Issue, { code: 'invalid_format' }>): ZodMessage {
  const { format } = issue;
  if (format === 'email') return { key: 'email' };
  if (format === 'url') return { key: 'url' };
  if (ID_FORMATS.has(format)) return { key: 'id' };
  if (DATE_FORMATS.has(format)) return { key: 'dateFormat' };
  if ('prefix' in issue && format === 'starts_with')
    return { key: 'startsWith', values: { prefix: String(issue.prefix) } };
  if ('suffix' in issue && format === 'ends_with')
    return { key: 'endsWith', values: { suffix: String(issue.suffix) } };
  if ('includes' in issue && format === 'includes')
    return { key: 'includes', values: { part: String(issue.includes) } };
  return { key: 'pattern' };
}

/** The message of an issue whose schema gave none, in any language's words. */
export function describeIssue(issue: Issue): ZodMessage {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue);
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'not_multiple_of':
      return { key: 'multipleOf', values: { divisor: Number(issue.divisor) } };
    case 'invalid_value':
      return { key: 'choice' };
    case 'unrecognized_keys':
      return { key: 'unknownFields', values: { fields: issue.keys.join(', ') } };
    default:
      return { key: 'invalid' };
  }
}

/** A message's words in the reader's language: every message takes at most one value. */
function zodMessage({ key, values }: ZodMessage): string {
  const text: string | ((...args: MessageValue[]) => string) = zodUz[key];
  return typeof text === 'string' ? text : text(...Object.values(values ?? {}));
}

/**
 * Makes zod speak the reader's language wherever it runs (the web app: the page's; the server:
 * the request's; their tests): a schema's own message still wins, this fills in for zod's English
 * defaults.
 */
export function installUzbekZodErrors(): void {
  z.config({ customError: (issue) => zodMessage(describeIssue(issue)) });
}
