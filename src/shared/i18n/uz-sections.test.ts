import { describe, expect, it, vi } from 'vitest';
import { compileGroup, TEXT_SOURCES, type TextGroup } from './messages';
import source from './messages/uz/uz-latn';
import { uz } from './uz';
import { UZ_NAMESPACES, uzNamespaceOf } from './uz-sections';

/** The learner's texts as a browser has them: a fresh runtime holding only `groups`, in Uzbek Latin. */
async function browserWith(groups: TextGroup[]) {
  vi.resetModules();
  const runtime = await import('./runtime/texts');
  for (const group of groups) runtime.installTexts('uz-Latn', compileGroup(group, 'uz-Latn'));
  return import('./uz');
}

describe('the learner texts kept by section', () => {
  it('read every section of the source from the one namespace holding it', () => {
    expect(Object.keys(uz).sort()).toEqual(Object.keys(source).sort());
    const holders = Object.keys(source).map((section) =>
      Object.entries(TEXT_SOURCES).flatMap(([group, namespaces]) =>
        Object.entries(namespaces)
          .filter(([name, files]) => UZ_NAMESPACES.includes(name as never) && section in files.source)
          .map(([name]) => `${group}:${name}`),
      ),
    );
    expect(holders.every((found) => found.length === 1)).toBe(true);
    expect(uzNamespaceOf('play')).toBe('uz/play');
    expect(uz.play.start).toBe(source.play.start);
  });

  it('keep what only a later screen reads out of the first page', () => {
    const firstPage = Object.keys(compileGroup('app', 'ru').uz ?? {});
    for (const later of ['auth', 'reset', 'profile', 'errors', 'play', 'certificate', 'mailbox']) {
      expect(firstPage).not.toContain(later);
    }
    expect(firstPage).toEqual(
      expect.arrayContaining(['nav', 'footer', 'quizDetail', 'cart', 'clientErrors']),
    );
    expect(Object.keys(compileGroup('app', 'ru'))).not.toContain('sms');
  });

  it('throw when a section whose group is not loaded is read, rather than show blanks', async () => {
    const browser = await browserWith(['app']);
    expect(browser.uz.nav.home).toBe(source.nav.home);
    expect(() => browser.uz.play.start).toThrow(/"uz\/play" in uz-Latn are not loaded/);
    expect(() => browser.uz.errors.SMS_CODE_INVALID).toThrow(/"uz\/account" in uz-Latn are not loaded/);
  });

  it('give an error message by code without the catalogue: the browser’s own, else the generic one', async () => {
    const browser = await browserWith(['app']);
    expect(browser.errorMessage('QUIZ_NOT_FOUND')).toBe(source.clientErrors.QUIZ_NOT_FOUND);
    expect(browser.errorMessage('SMS_CODE_INVALID')).toBe(source.clientErrors.INTERNAL);
    expect(browser.isKnownErrorCode('SMS_CODE_INVALID')).toBe(false);
  });

  it('give every code its message once the sign-in texts are loaded', async () => {
    const browser = await browserWith(['app', 'account']);
    expect(browser.errorMessage('SMS_CODE_INVALID')).toBe(source.errors.SMS_CODE_INVALID);
    expect(browser.isKnownErrorCode('SMS_CODE_INVALID')).toBe(true);
    expect(browser.errorMessage('constructor')).toBe(source.clientErrors.INTERNAL);
  });
});
