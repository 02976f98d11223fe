import { readFileSync } from 'node:fs';
import { SegmentedMessage } from 'sms-segments-calculator';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/i18n/languages';
import { setTextsLanguage } from '../../../shared/i18n/runtime/texts';
import { smsTemplatesByLanguage } from '../../../shared/i18n/sms';
import { currentLanguage, inLanguage } from '../../plugins/language';
import { SITE_URL_MARK } from '../mail/templates';
import {
  maxParts,
  renderSms,
  SMS_MAX_CHARACTERS,
  SMS_TEMPLATES,
  type SmsContent,
  SmsTemplateError,
} from './sms-templates';

const smsTemplateTexts = smsTemplatesByLanguage()['uz-Latn'];

const TOKEN = 'x'.repeat(43); // a guest link token: 32 random bytes in base64url
const LONG_SITE = 'https://bilimdon-onlayn-testlar-markazi.example.uz';
const LONGEST_TITLE = `Matematika: ${'algebra va geometriya '.repeat(9)}`.slice(0, 200);

const longest: Record<string, SmsContent> = {
  SIGN_IN_CODE: { template: 'SIGN_IN_CODE', params: { code: '123456' } },
  PHONE_CONFIRM_CODE: { template: 'PHONE_CONFIRM_CODE', params: { code: '123456' } },
  PASSWORD_RESET_CODE: { template: 'PASSWORD_RESET_CODE', params: { code: '123456' } },
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
  // the server's language plugin does this at start: texts follow inLanguage
  beforeAll(() => setTextsLanguage(currentLanguage));

  it('each one, with its longest parameters, is one GSM-7 part of at most 160 characters', () => {
    expect(SMS_TEMPLATES.toSorted()).toEqual(Object.keys(longest).toSorted());
    expect(SMS_TEMPLATES.toSorted()).toEqual(Object.keys(smsTemplateTexts).toSorted());
    for (const template of SMS_TEMPLATES) expectOneGsmPart(renderSms(longest[template]!, LONG_SITE));
  });

  it('in Cyrillic and Russian a code is one UCS-2 part, a link at most three, the title cut to fit', () => {
    for (const language of ['uz-Cyrl', 'ru'] as const) {
      for (const template of SMS_TEMPLATES) {
        const text = inLanguage(language, () => renderSms(longest[template]!, LONG_SITE));
        const message = new SegmentedMessage(text);
        expect(message.encodingName, text).toBe('UCS-2');
        expect(message.segmentsCount, text).toBeLessThanOrEqual(maxParts(template, 'UCS-2'));
      }
    }
    expect(maxParts('SIGN_IN_CODE', 'UCS-2')).toBe(1);
    const code = inLanguage('ru', () => renderSms(longest.SIGN_IN_CODE!, LONG_SITE));
    expect(code).toBe('Bilimdon: код входа 123456. Действует 5 минут. Никому не сообщайте.');
    const cut = inLanguage('uz-Cyrl', () => renderSms(longest.GUEST_ACCESS_LINK!, LONG_SITE));
    expect(cut).toMatch(
      /^Bilimdon: "Matematika: algebra .*\.\.\." квизига кириш ҳаволангиз: https:\/\/bilimdon-onlayn/,
    );
  });

  it('a Cyrillic title stays in a Cyrillic or Russian SMS', () => {
    const url = `${SITE_URL_MARK}/guest-access#${TOKEN}`;
    const text = inLanguage('ru', () =>
      renderSms(
        { template: 'GUEST_ACCESS_LINK', params: { quizTitle: 'Ўзбек тили', url } },
        'https://bilimdon.uz',
      ),
    );
    expect(text).toBe(
      `Bilimdon: ваша ссылка на квиз «Ўзбек тили»: https://bilimdon.uz/guest-access#${TOKEN}`,
    );
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
      { template: 'SIGN_IN_CODE', params: { code: '12345678' } },
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

  it("the README gives the operator each template's exact text in each language to submit to Eskiz", () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    const byLanguage = smsTemplatesByLanguage();
    for (const language of LANGUAGES) {
      for (const template of SMS_TEMPLATES) {
        expect(readme, template).toContain(`| \`${template}\``);
        expect(readme, `${language} ${template}`).toContain(`\`${byLanguage[language][template]}\``);
      }
    }
  });
});
