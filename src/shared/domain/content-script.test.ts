import { describe, expect, it } from 'vitest';
import { contentScriptFor, scriptOfText, textInScript } from './content-script';

describe('content in the reader’s script', () => {
  it('reads a text’s script from its letters; mixed or letterless text has none', () => {
    expect(scriptOfText("O'zbekiston tarixi")).toBe('latin');
    expect(scriptOfText('Ўзбекистон тарихи, HTML')).toBe('cyrillic');
    expect(scriptOfText('Toshkent – Тошкент')).toBeNull();
    expect(scriptOfText('7 × 8 = 56')).toBeNull();
  });

  it('transliterates Uzbek text written in the other script only', () => {
    expect(textInScript('Tarix', 'cyrillic')).toBe('Тарих');
    expect(textInScript('Тарих', 'latin')).toBe('Tarix');
    expect(textInScript('Тарих', 'cyrillic')).toBe('Тарих');
    expect(textInScript('Toshkent – Тошкент', 'cyrillic')).toBe('Toshkent – Тошкент');
    expect(textInScript('Tarix', 'original')).toBe('Tarix');
    // Russian content is never Uzbek to transliterate
    expect(textInScript('История', 'latin', 'ru')).toBe('История');
  });

  it('gives Russian readers and those who ask for it the original', () => {
    expect(contentScriptFor('uz-Latn')).toBe('latin');
    expect(contentScriptFor('uz-Cyrl')).toBe('cyrillic');
    expect(contentScriptFor('uz-Cyrl', true)).toBe('original');
    expect(contentScriptFor('ru')).toBe('original');
  });
});
