import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { formatList } from './list';
import { setTextsLanguage } from './runtime/texts';
import { errorMessage, uz } from './uz';

/** Reads texts as a reader of the language would (the server's request, the browser's page). */
const speak = (language: Language) => setTextsLanguage(() => language);
afterEach(() => setTextsLanguage(() => DEFAULT_LANGUAGE));

const zodError = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('the learner texts in Russian', () => {
  it('agree counts with their nouns', () => {
    speak('ru');
    expect([1, 3, 5, 21].map((n) => uz.nav.cartWithCount(n))).toEqual([
      'Корзина: 1 квиз',
      'Корзина: 3 квиза',
      'Корзина: 5 квизов',
      'Корзина: 21 квиз',
    ]);
    expect(uz.play.finishUnanswered(2)).toMatch(/^Без ответа осталось 2 вопроса\./);
  });

  it('name payment methods as alternatives in the language', () => {
    speak('ru');
    const methods = formatList(['Click', 'Payme', 'Uzum'], uz.common.or);
    expect(uz.cart.paymentNote(methods)).toBe('Оплата через Click, Payme или Uzum');
  });

  it('choose a branch by a yes-or-no argument', () => {
    speak('ru');
    expect(uz.play.lastResult('85', true)).toBe('Последний результат: 85% — сдан');
    expect(uz.notifications.quizCompleted('Tarix', '40%', false, 60)).toBe(
      '«Tarix»: результат 40%. К сожалению, чтобы сдать, нужно 60%.',
    );
  });

  it("word errors and zod's checks", () => {
    speak('ru');
    expect(errorMessage('QUIZ_NOT_FOUND')).toBe('Квиз не найден');
    expect(zodError(z.string().min(3), 'ab')).toBe('Введите не меньше 3 символов');
    expect(zodError(z.string().max(5000), 'x'.repeat(5001))).toBe(
      'Текст должен быть не длиннее 5\u00a0000 символов',
    );
  });
});

describe('the learner texts in Uzbek Cyrillic', () => {
  it('transliterate the text around an argument, never the argument', () => {
    speak('uz-Cyrl');
    expect(uz.cart.remove('Tarix')).toBe('"Tarix" ни саватдан олиб ташлаш');
    expect(uz.play.questionOf(3, 10)).toBe('Савол 3 / 10');
    expect(uz.quiz.timerRule(30, true)).toMatch(
      /^Қатъий вақт: .* 30 дақиқадан сўнг квиз автоматик якунланади\.$/,
    );
  });

  it('read reviewed texts as written', () => {
    speak('uz-Cyrl');
    expect(uz.validation.emailRequired).toBe('Электрон почтангизни киритинг');
    expect(errorMessage('INVALID_EMAIL_OR_PASSWORD')).toBe('Электрон почта ёки парол нотўғри');
    expect(zodError(z.string().max(100), 'x'.repeat(101))).toBe('Матн 100 белгидан ошмаслиги керак');
  });
});

describe('the learner texts in Uzbek Latin', () => {
  it('choose a branch by a yes-or-no argument', () => {
    expect(uz.play.lastResult('85', false)).toBe("Oxirgi natija: 85% — o'tmadi");
    expect(uz.notifications.quizCompleted('Tarix', '90%', true, 70)).toBe(
      '"Tarix": natija 90%. Tabriklaymiz, siz o\'tdingiz!',
    );
    expect(uz.footer.copyright('Bilimdon', 2024, false)).toBe(
      '© 2024 Bilimdon. Barcha huquqlar himoyalangan.',
    );
    expect(uz.footer.copyright('Bilimdon', 2026, true)).toBe(
      '© 2024–2026 Bilimdon. Barcha huquqlar himoyalangan.',
    );
  });

  it('give an unknown error code, an inherited name included, the generic message', () => {
    expect(errorMessage('NO_SUCH_CODE')).toBe(uz.errors.INTERNAL);
    expect(errorMessage('constructor')).toBe(uz.errors.INTERNAL);
  });
});
