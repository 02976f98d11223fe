import { SegmentedMessage } from 'sms-segments-calculator';
import { smsFallbackQuizTitle, smsTemplateTexts } from '../../../shared/i18n/sms';
import { SITE_URL_MARK } from '../mail/templates';

export type SmsTemplate = keyof typeof smsTemplateTexts;
export const SMS_TEMPLATES = Object.keys(smsTemplateTexts) as SmsTemplate[];

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

/** A message that cannot be sent as its template (bad code, unusable link): the caller's bug. */
export class SmsTemplateError extends Error {}

const CODE = /^\d{4,8}$/;
const URL_START = /^https?:\/\/\S+$/;
const ELLIPSIS = '...';

function oneGsmPart(text: string): boolean {
  const message = new SegmentedMessage(text);
  return message.encodingName === 'GSM-7' && message.segmentsCount === 1;
}

function fill(text: string, params: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}

/**
 * Titles are typed by admins: typographic apostrophes and quotes become plain ones, and a title
 * with letters outside GSM-7 (Cyrillic, emoji) gives way to a neutral word rather than turning
 * the SMS into UCS-2 (70 characters a part) that no longer matches the approved template.
 */
function smsSafeTitle(title: string): string {
  const folded = title
    .replace(/[ʻʼ‘’`´]/g, "'")
    .replace(/[“”«»„"]/g, "'")
    .replace(/[–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
  if (!folded || new SegmentedMessage(folded).getNonGsmCharacters().length > 0) return smsFallbackQuizTitle;
  return folded;
}

/** The longest start of the title (cut with an ellipsis) that keeps the whole text in one part. */
function fitTitle(text: string, title: string, url: string): string {
  const withTitle = (t: string) => fill(text, { quizTitle: t, url });
  if (oneGsmPart(withTitle(title))) return withTitle(title);
  let low = 0;
  let high = title.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (oneGsmPart(withTitle(title.slice(0, middle).trimEnd() + ELLIPSIS))) low = middle;
    else high = middle - 1;
  }
  const fitted = withTitle(title.slice(0, low).trimEnd() + ELLIPSIS);
  if (low === 0 || !oneGsmPart(fitted)) throw new SmsTemplateError('the link leaves no room in one SMS');
  return fitted;
}

/** The SMS text of a template; `siteUrl` replaces the site-address mark in a link. */
export function renderSms({ template, params }: SmsContent, siteUrl: string): string {
  const text = smsTemplateTexts[template];
  if ('code' in params) {
    if (!CODE.test(params.code)) throw new SmsTemplateError('a code is 4 to 8 digits');
    return fill(text, { code: params.code });
  }
  if (!URL_START.test(params.url) && !params.url.startsWith(SITE_URL_MARK)) {
    throw new SmsTemplateError('the link must be an http(s) URL');
  }
  const url = params.url.replace(SITE_URL_MARK, siteUrl);
  if (!oneGsmPart(url)) throw new SmsTemplateError('the link must be plain ASCII');
  return fitTitle(text, smsSafeTitle(params.quizTitle), url);
}
