import { readFileSync } from 'node:fs';
import { SegmentedMessage } from 'sms-segments-calculator';
import { describe, expect, it } from 'vitest';
import { smsTemplateTexts } from '../../../shared/i18n/sms';
import { SITE_URL_MARK } from '../mail/templates';
import {
  renderSms,
  SMS_MAX_CHARACTERS,
  SMS_TEMPLATES,
  type SmsContent,
  SmsTemplateError,
} from './sms-templates';

const TOKEN = 'x'.repeat(43); // a guest link token: 32 random bytes in base64url
const LONG_SITE = 'https://bilimdon-onlayn-testlar-markazi.example.uz';
const LONGEST_TITLE = `Matematika: ${'algebra va geometriya '.repeat(9)}`.slice(0, 200);

const longest: Record<string, SmsContent> = {
  SIGN_IN_CODE: { template: 'SIGN_IN_CODE', params: { code: '12345678' } },
  PHONE_CONFIRM_CODE: { template: 'PHONE_CONFIRM_CODE', params: { code: '12345678' } },
  PASSWORD_RESET_CODE: { template: 'PASSWORD_RESET_CODE', params: { code: '12345678' } },
  GUEST_ACCESS_LINK: {
    template: 'GUEST_ACCESS_LINK',
    params: { quizTitle: LONGEST_TITLE, url: `${SITE_URL_MARK}/guest-access#${TOKEN}` },
  },
};

function expectOneGsmPart(text: string) {
  const message = new SegmentedMessage(text);
  expect(message.encodingName, text).toBe('GSM-7');
  expect(message.segmentsCount, text).toBe(1);
  expect(text.length).toBeLessThanOrEqual(SMS_MAX_CHARACTERS);
}

const link = (quizTitle: string) =>
  renderSms(
    { template: 'GUEST_ACCESS_LINK', params: { quizTitle, url: `${SITE_URL_MARK}/guest-access#${TOKEN}` } },
    'https://bilimdon.uz',
  );

describe('SMS templates', () => {
  it('each one, with its longest parameters, is one GSM-7 part of at most 160 characters', () => {
    expect(SMS_TEMPLATES.toSorted()).toEqual(Object.keys(longest).toSorted());
    for (const template of SMS_TEMPLATES) expectOneGsmPart(renderSms(longest[template]!, LONG_SITE));
  });

  it('the codes fill the approved text exactly', () => {
    const text = renderSms({ template: 'SIGN_IN_CODE', params: { code: '042917' } }, LONG_SITE);
    expect(text).toBe(smsTemplateTexts.SIGN_IN_CODE.replace('{code}', '042917'));
    expect(text).toBe('Bilimdon: kirish kodingiz 042917. Kod 5 daqiqa amal qiladi. Uni hech kimga bermang.');
  });

  it('a guest link carries the site address, and a long title is cut with an ellipsis', () => {
    expect(link('Tarix 7-sinf')).toBe(
      `Bilimdon: "Tarix 7-sinf" quiziga kirish havolangiz: https://bilimdon.uz/guest-access#${TOKEN}`,
    );
    const cut = link(LONGEST_TITLE);
    expect(cut).toMatch(
      /^Bilimdon: "Matematika: algebra va .*\.\.\." quiziga kirish havolangiz: https:\/\/bilimdon\.uz\//,
    );
    expect(cut.length).toBe(SMS_MAX_CHARACTERS);
  });

  it('typographic apostrophes become plain ones; a title without Latin letters gives way to a neutral word', () => {
    expect(link('Oʻzbek tili: “Gʻazal” — 1‘')).toContain(`"O'zbek tili: 'G'azal' - 1'" quiziga`);
    expect(link('Ўзбек тили')).toContain('"Quiz" quiziga');
    expect(link('   ')).toContain('"Quiz" quiziga');
    expectOneGsmPart(link('Ўзбек тили'));
  });

  it('refuses what it cannot send as the template', () => {
    const bad: SmsContent[] = [
      { template: 'SIGN_IN_CODE', params: { code: '12a456' } },
      { template: 'PASSWORD_RESET_CODE', params: { code: '' } },
      { template: 'GUEST_ACCESS_LINK', params: { quizTitle: 'Tarix', url: 'javascript:alert(1)' } },
      {
        template: 'GUEST_ACCESS_LINK',
        params: { quizTitle: 'Tarix', url: `https://x.uz/${'a'.repeat(150)}` },
      },
      {
        template: 'GUEST_ACCESS_LINK',
        params: { quizTitle: 'Tarix', url: 'https://bilimdon.uz/quiz/tarix-ўзбек' },
      },
    ];
    for (const content of bad)
      expect(() => renderSms(content, LONG_SITE), JSON.stringify(content)).toThrow(SmsTemplateError);
  });

  it("the README gives the operator each template's exact text to submit to Eskiz", () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    for (const template of SMS_TEMPLATES) {
      expect(readme, template).toContain(`| \`${template}\``);
      expect(readme, template).toContain(`\`${smsTemplateTexts[template]}\``);
    }
  });
});
