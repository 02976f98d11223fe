import { SegmentedMessage } from 'sms-segments-calculator';
import { smsTexts } from '../../../shared/i18n/sms';
import { AUTH_LIMITS } from '../../../shared/schemas/auth';
import { SITE_URL_MARK } from '../mail/templates';

export type SmsTemplate = keyof typeof smsTexts.templates;
export const SMS_TEMPLATES: readonly SmsTemplate[] = [
  'SIGN_IN_CODE',
  'PHONE_CONFIRM_CODE',
  'PASSWORD_RESET_CODE',
  'GUEST_ACCESS_LINK',
];

interface CodeParams {
  code: string;
}
interface LinkParams {
  quizTitle: string;
  /** absolute, or starting with the site-address mark the dispatcher fills in (as in emails) */
  url: string;
}
export interface SmsParamsByTemplate {
  SIGN_IN_CODE: CodeParams;
  PHONE_CONFIRM_CODE: CodeParams;
  PASSWORD_RESET_CODE: CodeParams;
  GUEST_ACCESS_LINK: LinkParams;
}
export type SmsContent = {
  [T in SmsTemplate]: { template: T; params: SmsParamsByTemplate[T] };
}[SmsTemplate];

/** One GSM-7 part: a longer text would cost two SMS and may be split differently from the template. */
export const SMS_MAX_CHARACTERS = 160;

/**
 * How many parts an SMS may take: one, but a link in Cyrillic or Russian (UCS-2, 67 characters a
 * part once split) cannot fit one beside its address and takes up to three.
 */
export function maxParts(template: SmsTemplate, encoding: 'GSM-7' | 'UCS-2'): number {
  return template === 'GUEST_ACCESS_LINK' && encoding === 'UCS-2' ? 3 : 1;
}

/** A message that cannot be sent as its template (bad code, unusable link): the caller's bug. */
export class SmsTemplateError extends Error {}

const CODE = new RegExp(`^\\d{${AUTH_LIMITS.resetCodeLength}}$`);
const URL_START = /^https?:\/\/\S+$/;
const ELLIPSIS = '...';

/** Whether `text` keeps the template's encoding (a Latin template's stays GSM-7) within its parts. */
function fits(text: string, template: SmsTemplate, encoding: 'GSM-7' | 'UCS-2'): boolean {
  const message = new SegmentedMessage(text);
  const sameEncoding = encoding === 'UCS-2' || message.encodingName === 'GSM-7';
  return sameEncoding && message.segmentsCount <= maxParts(template, encoding);
}

function encodingOf(text: string): 'GSM-7' | 'UCS-2' {
  return new SegmentedMessage(text).encodingName === 'GSM-7' ? 'GSM-7' : 'UCS-2';
}

function fill(text: string, params: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}

/**
 * Titles are typed by admins: typographic apostrophes and quotes become plain ones, and in a Latin
 * SMS a title with letters outside GSM-7 (Cyrillic, emoji) gives way to a neutral word rather than
 * turning the SMS into UCS-2 (70 characters a part) that no longer matches the approved template.
 */
function smsSafeTitle(title: string, encoding: 'GSM-7' | 'UCS-2'): string {
  const folded = title
    .replace(/[ʻʼ‘’`´]/g, "'")
    .replace(/[“”«»„"]/g, "'")
    .replace(/[–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
  const unsendable = encoding === 'GSM-7' && new SegmentedMessage(folded).getNonGsmCharacters().length > 0;
  return !folded || unsendable ? smsTexts.fallbackQuizTitle : folded;
}

/** The longest start of the title (cut with an ellipsis) that keeps the whole text within its parts. */
function fitTitle(text: string, title: string, url: string): string {
  const encoding = encodingOf(text);
  const withTitle = (t: string) => fill(text, { quizTitle: t, url });
  const fitsLink = (t: string) => fits(withTitle(t), 'GUEST_ACCESS_LINK', encoding);
  if (fitsLink(title)) return withTitle(title);
  let low = 0;
  let high = title.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fitsLink(title.slice(0, middle).trimEnd() + ELLIPSIS)) low = middle;
    else high = middle - 1;
  }
  const cut = title.slice(0, low).trimEnd() + ELLIPSIS;
  if (low === 0 || !fitsLink(cut)) throw new SmsTemplateError('the link leaves no room for the title');
  return withTitle(cut);
}

/**
 * The SMS text of a template in the language being spoken (the recipient's: the caller runs it
 * `inLanguage`); `siteUrl` replaces the site-address mark in a link.
 */
export function renderSms({ template, params }: SmsContent, siteUrl: string): string {
  const text = smsTexts.templates[template];
  if ('code' in params) {
    if (!CODE.test(params.code))
      throw new SmsTemplateError(`a code is ${AUTH_LIMITS.resetCodeLength} digits`);
    return fill(text, { code: params.code });
  }
  if (!URL_START.test(params.url) && !params.url.startsWith(SITE_URL_MARK)) {
    throw new SmsTemplateError('the link must be an http(s) URL');
  }
  const url = params.url.replace(SITE_URL_MARK, siteUrl);
  if (encodingOf(url) !== 'GSM-7' || url.length > SMS_MAX_CHARACTERS) {
    throw new SmsTemplateError('the link must be plain ASCII, at most one SMS long');
  }
  return fitTitle(text, smsSafeTitle(params.quizTitle, encodingOf(text)), url);
}
