import { z } from 'zod';
import { formatNumber } from './format';

/**
 * Uzbek words for zod's own checks, used where a schema names no message of its own. zod's
 * bundled uz locale reads as a translation of its English ("kutilgan number <=600"); these say what
 * to enter.
 */
export const zodUz = {
  required: "Bu maydonni to'ldiring",
  number: 'Son kiriting',
  integer: 'Butun son kiriting',
  text: 'Matn kiriting',
  yesOrNo: "Ha yoki yo'q tanlang",
  list: "Ro'yxat kutilgan",
  wrongType: "Qiymat turi noto'g'ri",
  textMin: (min: number) => `Kamida ${formatNumber(min)} ta belgi kiriting`,
  textMax: (max: number) => `Matn ${formatNumber(max)} belgidan oshmasligi kerak`,
  numberMin: (min: number) => `Qiymat ${formatNumber(min)} dan kichik bo'lishi mumkin emas`,
  numberAbove: (min: number) => `Qiymat ${formatNumber(min)} dan katta bo'lishi kerak`,
  numberMax: (max: number) => `Qiymat ${formatNumber(max)} dan oshmasligi kerak`,
  numberBelow: (max: number) => `Qiymat ${formatNumber(max)} dan kichik bo'lishi kerak`,
  listOne: "Kamida bittasini qo'shing",
  listMin: (min: number) => `Kamida ${min} ta qiymat kerak`,
  listMax: (max: number) => `Ko'pi bilan ${formatNumber(max)} ta qiymat bo'lishi mumkin`,
  dateEarly: 'Sana juda erta',
  dateLate: 'Sana juda kech',
  multipleOf: (divisor: number) => `${formatNumber(divisor)} ga karrali son kiriting`,
  email: "Email manzilini to'g'ri kiriting",
  url: "Havolani to'liq kiriting (https:// bilan)",
  id: "Identifikator noto'g'ri",
  dateFormat: "Sana yoki vaqt noto'g'ri yozilgan",
  startsWith: (prefix: string) => `«${prefix}» bilan boshlanishi kerak`,
  endsWith: (suffix: string) => `«${suffix}» bilan tugashi kerak`,
  includes: (part: string) => `«${part}» ni o'z ichiga olishi kerak`,
  pattern: "Qiymat kerakli ko'rinishda emas",
  choice: "Ro'yxatdagi qiymatlardan birini tanlang",
  unknownFields: (fields: string) => `Noma'lum maydon: ${fields}`,
  invalid: "Qiymat noto'g'ri",
} as const;

type Issue = z.core.$ZodRawIssue;
type SizeIssue = Extract<Issue, { code: 'too_small' | 'too_big' }>;
export type ZodMessageKey = keyof typeof zodUz;

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

/** The Uzbek Latin words of a message: every message takes at most one value. */
export function uzbekMessage({ key, values }: ZodMessage): string {
  const text: string | ((value: never) => string) = zodUz[key];
  if (typeof text === 'string') return text;
  const [value] = Object.values(values ?? {});
  return text(value as never);
}

/**
 * Makes zod speak Uzbek wherever it runs (the web app, the server, their tests): a schema's own
 * message still wins, this fills in for zod's English defaults. The server passes its own
 * wording, in the request's language.
 */
export function installUzbekZodErrors(message: (issue: ZodMessage) => string = uzbekMessage): void {
  z.config({ customError: (issue) => message(describeIssue(issue)) });
}
