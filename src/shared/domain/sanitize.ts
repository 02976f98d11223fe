/**
 * Input sanitising of the spec (section 5): trim, and strip script blocks and stray tags so that
 * a name or email can never carry markup into a page or an email.
 */
const SCRIPT_BLOCK = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const HTML_TAG = /<\/?[a-z][^>]*>/gi;

export function sanitizeText(value: string): string {
  return value.replace(SCRIPT_BLOCK, '').replace(HTML_TAG, '').trim();
}
