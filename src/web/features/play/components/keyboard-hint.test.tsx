// @vitest-environment happy-dom

import { LANGUAGES } from '@shared/i18n/languages';
import { setTextsLanguage } from '@shared/i18n/runtime/texts';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KeyboardHint } from './keyboard-hint';

afterEach(() => {
  cleanup();
  setTextsLanguage(() => 'uz-Latn');
});

describe('the play keys hint', () => {
  it.each(LANGUAGES)('in %s shows every key as a key, labelled as the keyboard prints it', (language) => {
    setTextsLanguage(() => language);
    const { container } = render(<KeyboardHint />);
    const keys = [...container.querySelectorAll('kbd')];
    expect(keys.map((key) => key.textContent)).toEqual(['1–6', 'A–F', '← →', 'Enter']);
    expect(keys.every((key) => key.getAttribute('lang') === 'en')).toBe(true);
  });
});
