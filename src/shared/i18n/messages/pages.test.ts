import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE } from '../languages';
import { faqPage } from '../pages/faq';
import { infoCommon } from '../pages/info-common';
import { termsPage } from '../pages/terms';
import { setTextsLanguage } from '../runtime/texts';
import { compileGroup, TEXT_SOURCES } from './index';

/** Every plain text of a compiled namespace (messages with arguments are checked by reading them). */
function plainTexts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node !== 'object' || node === null || '$icu' in node) return [];
  return Object.values(node).flatMap(plainTexts);
}

afterEach(() => setTextsLanguage(() => DEFAULT_LANGUAGE));

describe('the information pages in three languages', () => {
  // the group also carries the support, contact and payment pages' texts, loaded with their routes
  const namespaces = Object.keys(TEXT_SOURCES.pages).filter((name) => name.startsWith('pages/'));

  it('has every page of the group', () => {
    expect(namespaces).toEqual(
      [
        'about',
        'categories',
        'certificates',
        'cookies',
        'faq',
        'guide',
        'help',
        'info-common',
        'privacy',
        'terms',
      ].map((name) => `pages/${name}`),
    );
  });

  it.each(namespaces)('%s: every Russian text is translated', (namespace) => {
    const latin = plainTexts(compileGroup('pages', 'uz-Latn')[namespace]);
    const russian = plainTexts(compileGroup('pages', 'ru')[namespace]);
    const untranslated = russian.filter((text, index) => text === latin[index] && /[a-z]{3}/i.test(text));
    // file formats and payment systems are written alike in both
    expect(untranslated.filter((text) => !/^(PNG|PDF)$/.test(text))).toEqual([]);
  });

  it.each(namespaces)('%s: Cyrillic writes "электрон почта", never a transliterated "email"', (namespace) => {
    const cyrillic = plainTexts(compileGroup('pages', 'uz-Cyrl')[namespace]).join('\n');
    expect(cyrillic).not.toMatch(/эмаил|email/i);
    expect(cyrillic).not.toMatch(/компютер|стораге/);
  });

  it('reads each page in the language being spoken, arguments included', () => {
    setTextsLanguage(() => 'ru');
    expect(faqPage.items.certificate.answer(85)).toContain('не менее 85%');
    expect(termsPage.sections.refund?.heading).toBe('Политика возврата средств');
    expect(infoCommon.toc).toBe('Содержание');
    setTextsLanguage(() => 'uz-Cyrl');
    expect(faqPage.items.certificate.answer(85)).toContain('камида 85%');
    expect(infoCommon.toc).toBe('Мундарижа');
    setTextsLanguage(() => 'uz-Latn');
    expect(faqPage.items.certificate.answer(85)).toContain('kamida 85%');
  });
});
