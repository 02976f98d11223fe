// @vitest-environment happy-dom

import { afterEach, describe, expect, it } from 'vitest';
import { cookieLanguage, followPageLanguage } from './language-choice';

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: each test starts without a language cookie
  document.cookie = 'lang=; max-age=0; path=/';
});

describe('followPageLanguage', () => {
  it("makes a page opened in another language the reader's, so the API answers in it", () => {
    followPageLanguage('ru');
    expect(cookieLanguage()).toBe('ru');
    followPageLanguage('uz-Cyrl');
    expect(cookieLanguage()).toBe('uz-Cyrl');
  });

  it('reads only a language of ours from the cookie', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie some other site version wrote
    document.cookie = 'lang=en; path=/';
    expect(cookieLanguage()).toBeUndefined();
    followPageLanguage('uz-Latn');
    expect(cookieLanguage()).toBe('uz-Latn');
  });
});
