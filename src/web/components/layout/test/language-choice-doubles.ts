import { setTextsLanguage } from '@shared/i18n/runtime/texts';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';

/**
 * What choosing a language touches, stood in for around each test: the account's answer (fetch,
 * 204), the page load (location.assign, recorded) and the cookie (cleared first); the texts go
 * back to Uzbek Latin after it.
 */
export function standInForLanguageChoice() {
  const doubles = {
    fetch: vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 204 })),
    assign: undefined as unknown as MockInstance<(url: string | URL) => void>,
  };
  beforeEach(() => {
    vi.stubGlobal('fetch', doubles.fetch);
    doubles.assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    // biome-ignore lint/suspicious/noDocumentCookie: the test starts without a language cookie
    document.cookie = 'lang=; max-age=0; path=/';
  });
  afterEach(() => {
    cleanup();
    doubles.fetch.mockClear();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    setTextsLanguage(() => 'uz-Latn');
  });
  return doubles;
}
