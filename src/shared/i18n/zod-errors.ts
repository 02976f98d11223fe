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
  listMin: (min: number) => (min === 1 ? "Kamida bittasini qo'shing" : `Kamida ${min} ta qiymat kerak`),
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
  unknownFields: (keys: string[]) => `Noma'lum maydon: ${keys.join(', ')}`,
  invalid: "Qiymat noto'g'ri",
} as const;

type Issue = z.core.$ZodRawIssue;
type SizeIssue = Extract<Issue, { code: 'too_small' | 'too_big' }>;

const ID_FORMATS = new Set(['uuid', 'uuidv4', 'uuidv6', 'uuidv7', 'guid', 'cuid', 'cuid2', 'ulid', 'nanoid']);
const DATE_FORMATS = new Set(['datetime', 'date', 'time', 'duration']);

function invalidType(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  if (issue.input === undefined || issue.input === null || issue.input === '') return zodUz.required;
  switch (issue.expected) {
    case 'number':
    case 'bigint':
      return zodUz.number;
    case 'int':
      return zodUz.integer;
    case 'string':
      return zodUz.text;
    case 'boolean':
      return zodUz.yesOrNo;
    case 'array':
      return zodUz.list;
    default:
      return zodUz.wrongType;
  }
}

/** The words of a too small and a too big value, by what was measured. */
const SIZE_TEXTS = {
  too_small: {
    text: (min: number) => (min <= 1 ? zodUz.required : zodUz.textMin(min)),
    list: zodUz.listMin,
    date: zodUz.dateEarly,
    number: (min: number, inclusive: boolean) => (inclusive ? zodUz.numberMin(min) : zodUz.numberAbove(min)),
  },
  too_big: {
    text: zodUz.textMax,
    list: zodUz.listMax,
    date: zodUz.dateLate,
    number: (max: number, inclusive: boolean) => (inclusive ? zodUz.numberMax(max) : zodUz.numberBelow(max)),
  },
};

function sizeMessage(issue: SizeIssue): string {
  const limit = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
  const texts = SIZE_TEXTS[issue.code];
  switch (issue.origin) {
    case 'string':
      return texts.text(limit);
    case 'array':
    case 'set':
      return texts.list(limit);
    case 'date':
      return texts.date;
    default:
      return texts.number(limit, issue.inclusive !== false);
  }
}

function invalidFormat(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  const { format } = issue;
  if (format === 'email') return zodUz.email;
  if (format === 'url') return zodUz.url;
  if (ID_FORMATS.has(format)) return zodUz.id;
  if (DATE_FORMATS.has(format)) return zodUz.dateFormat;
  if ('prefix' in issue && format === 'starts_with') return zodUz.startsWith(String(issue.prefix));
  if ('suffix' in issue && format === 'ends_with') return zodUz.endsWith(String(issue.suffix));
  if ('includes' in issue && format === 'includes') return zodUz.includes(String(issue.includes));
  return zodUz.pattern;
}

/** The Uzbek message of an issue whose schema gave none. */
export function uzbekIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue);
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'not_multiple_of':
      return zodUz.multipleOf(Number(issue.divisor));
    case 'invalid_value':
      return zodUz.choice;
    case 'unrecognized_keys':
      return zodUz.unknownFields(issue.keys);
    default:
      return zodUz.invalid;
  }
}

/**
 * Makes zod speak Uzbek wherever it runs (the web app, the server, their tests): a schema's own
 * message still wins, this fills in for zod's English defaults.
 */
export function installUzbekZodErrors(): void {
  z.config({ customError: uzbekIssueMessage });
}
