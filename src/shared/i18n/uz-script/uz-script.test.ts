import { describe, expect, it } from 'vitest';
import { cyrillicToLatin, latinToCyrillic } from './index';

describe('latinToCyrillic', () => {
  it.each([
    // o' and g' in every apostrophe form
    ["o'zbek", 'ўзбек'],
    ['oʻzbek', 'ўзбек'],
    ['o‘zbek', 'ўзбек'],
    ['o’zbek', 'ўзбек'],
    ['oʼzbek', 'ўзбек'],
    ['o`zbek', 'ўзбек'],
    ["g'alaba", 'ғалаба'],
    ['tog‘', 'тоғ'],
    ["bog'", 'боғ'],
    // sh, ch, ng (two letters in Cyrillic too), greedy left to right
    ['shahar', 'шаҳар'],
    ['choy', 'чой'],
    ['ming', 'минг'],
    ['mashhur', 'машҳур'],
    // yo, yu, ya, ye as one letter; yo' is y + o'
    ['yoz', 'ёз'],
    ['yulduz', 'юлдуз'],
    ['yangi', 'янги'],
    ['yer', 'ер'],
    ['poyezd', 'поезд'],
    ["yo'l", 'йўл'],
    // e: э at a word's start and after a vowel, е after a consonant
    ['ertaga', 'эртага'],
    ['eshik', 'эшик'],
    ['poema', 'поэма'],
    ['kelmoq', 'келмоқ'],
    // the tutuq belgisi, and s'h kept apart from sh
    ["ma'no", 'маъно'],
    ['san’at', 'санъат'],
    ["e'lon", 'эълон'],
    ["Is'hoq", 'Исҳоқ'],
    ["mo''jiza", 'мўъжиза'],
    // ts: ц in -tsiya/-tsion, but t + s across a suffix (aytsa)
    ['konstitutsiya', 'конституция'],
    ['ratsional', 'рационал'],
    ['aytsa', 'айтса'],
    ['ketsin', 'кетсин'],
    // loanwords from the exception list, with suffixes
    ['sentabr', 'сентябрь'],
    ['oktabrda', 'октябрьда'],
    ['yanvar', 'январь'],
    ['sirk', 'цирк'],
    ['konsertlar', 'концертлар'],
    ['litsey', 'лицей'],
    ['Quizlar', 'Квизлар'],
    ['aksiyalar', 'акциялар'],
    ['kompyuterda', 'компьютерда'],
    ['tranzaksiyalar', 'транзакциялар'],
    ['kvitansiyasi', 'квитанцияси'],
    ['Dashboardga', 'Дашбордга'],
    ['Filtrlarni', 'Фильтрларни'],
  ])('%s -> %s', (latin, cyrillic) => {
    expect(latinToCyrillic(latin)).toBe(cyrillic);
  });

  it('keeps the case of each letter, digraphs and whole capital words included', () => {
    expect(latinToCyrillic("Shahar SHAHAR Chiroyli O'ZBEK Yo'l Yangi Sentabr SENTABR")).toBe(
      'Шаҳар ШАҲАР Чиройли ЎЗБЕК Йўл Янги Сентябрь СЕНТЯБРЬ',
    );
    expect(latinToCyrillic('BMTga AQSH')).toBe('БМТга АҚШ');
  });

  it('keeps digits, punctuation, addresses and words that are not Uzbek', () => {
    expect(latinToCyrillic('2026-yil 5 ta savol: 85% (a’lo)!')).toBe('2026-йил 5 та савол: 85% (аъло)!');
    expect(latinToCyrillic('Yozing: info@bilimdon.uz yoki https://bilimdon.uz/quizzes?q=tarix')).toBe(
      'Ёзинг: info@bilimdon.uz ёки https://bilimdon.uz/quizzes?q=tarix',
    );
    expect(latinToCyrillic('Bilimdon’da JavaScript, HTML va CSS; H2O, XXI asr')).toBe(
      'Bilimdon’da JavaScript, HTML ва CSS; H2O, XXI аср',
    );
    expect(latinToCyrillic('JSON, GIFT yoki Aiken; JPG, GIF, 5MB gacha; PGlite (ichki)')).toBe(
      'JSON, GIFT ёки Aiken; JPG, GIF, 5MB гача; PGlite (ички)',
    );
    // the brand only with its capital: bilimdon is also an Uzbek word
    expect(latinToCyrillic('bilimdon odam')).toBe('билимдон одам');
  });

  it('treats a quote mark around a word as punctuation, not as the tutuq belgisi', () => {
    expect(latinToCyrillic("'salom' deb")).toBe("'салом' деб");
  });

  it('leaves Cyrillic text as it is', () => {
    expect(latinToCyrillic('Ўзбек тили, 3-синф')).toBe('Ўзбек тили, 3-синф');
  });
});

describe('cyrillicToLatin', () => {
  it.each([
    ['ўзбек', 'oʻzbek'],
    ['ғалаба', 'gʻalaba'],
    ['маъно', 'maʼno'],
    ['шаҳар', 'shahar'],
    ['Исҳоқ', 'Isʼhoq'],
    ['ер', 'yer'],
    ['поезд', 'poyezd'],
    ['объект', 'obʼyekt'],
    ['келмоқ', 'kelmoq'],
    ['эшик', 'eshik'],
    ['ёз', 'yoz'],
    ['юлдуз', 'yulduz'],
    ['янги', 'yangi'],
    ['лицей', 'litsey'],
    ['цирк', 'sirk'],
    ['квизни', 'quizni'],
    ['концерт', 'konsert'],
    ['компьютер', 'kompyuter'],
    ['сентябрь', 'sentabr'],
    ['сентябрда', 'sentabrda'],
  ])('%s -> %s', (cyrillic, latin) => {
    expect(cyrillicToLatin(cyrillic)).toBe(latin);
  });

  it('writes the official apostrophes: oʻ gʻ with U+02BB, the tutuq belgisi with U+02BC', () => {
    expect(cyrillicToLatin('ўғъ')).toBe('o\u02BBg\u02BB\u02BC');
  });

  it('keeps the case: Ш at a capital word start is Sh, in a capital word SH', () => {
    expect(cyrillicToLatin('Шаҳар ШАҲАР Ўзбек ЎЗБЕК Ёз')).toBe('Shahar SHAHAR Oʻzbek OʻZBEK Yoz');
  });

  it('keeps Latin words, addresses, digits and punctuation', () => {
    expect(cyrillicToLatin('Bilimdon’да 2026 йил: info@bilimdon.uz, HTML!')).toBe(
      'Bilimdon’da 2026 yil: info@bilimdon.uz, HTML!',
    );
  });
});

describe('round trips', () => {
  it('Cyrillic -> Latin -> Cyrillic gives the text back', () => {
    const text = 'Ўзбекистон Республикаси, маъно, Исҳоқ, поезд, эълон, концерт ва сентябрь; ШАҲАР.';
    expect(latinToCyrillic(cyrillicToLatin(text))).toBe(text);
  });

  it("Latin with ASCII ' comes back with the same words in the official apostrophes", () => {
    expect(cyrillicToLatin(latinToCyrillic("O'zbek tili: ma'no va g'alaba"))).toBe(
      'Oʻzbek tili: maʼno va gʻalaba',
    );
  });
});

describe('long input', () => {
  it('converts a long run without an address or a code in linear time', () => {
    const run = 'a'.repeat(50_000);
    const started = performance.now();
    expect(latinToCyrillic(run)).toBe('а'.repeat(50_000));
    expect(cyrillicToLatin(`${run}@`)).toBe(`${run}@`);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
