#!/usr/bin/env node
// Builds src/shared/i18n/uz-script/corpus.tsv, the Latin/Cyrillic word pairs the transliterator is
// tested on, from two independent public wordlists, never from the transliterator itself:
//   Cyrillic: Debian's hunspell-uz (M. Kuvatov's Uzbek wordlist, /usr/share/hunspell/uz_UZ.dic);
//   Latin: the word list of Debian's tesseract-ocr-uzb (`combine_tessdata -u uzb.traineddata uzb.`,
//          then `dawg2wordlist uzb.lstm-unicharset uzb.lstm-word-dawg uzb.words`).
// A Cyrillic word is paired with the one Latin spelling, among the readings of the official letter
// table, that the Latin list holds (words with several attested readings are left out). Kept: every
// pair whose word occurs in the product's own texts, then an even sample of the rest.
// Usage: node scripts/build-uz-script-corpus.mjs uz_UZ.dic uzb.words [sample size]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [dicPath, latinPath, sampleArg = '1200'] = process.argv.slice(2);
const OUT = 'src/shared/i18n/uz-script/corpus.tsv';
const APOSTROPHES = /['`‘’ʻʼ′´]/g;
const fold = (word) => word.replace(APOSTROPHES, "'").toLowerCase();

// ц and ь have two readings each; е reads ye at a word's start and after a vowel or a sign
// biome-ignore format: a letter table reads best in rows
const TABLE = { а: ['a'], б: ['b'], в: ['v'], г: ['g'], д: ['d'], ё: ['yo'], ж: ['j'], з: ['z'], и: ['i'],
  й: ['y'], к: ['k'], л: ['l'], м: ['m'], н: ['n'], о: ['o'], п: ['p'], р: ['r'], с: ['s'], т: ['t'],
  у: ['u'], ф: ['f'], х: ['x'], ц: ['ts', 's'], ч: ['ch'], ш: ['sh'], ъ: ['ʼ'], ь: ['', 'ʼ'], э: ['e'],
  ю: ['yu'], я: ['ya'], ў: ['oʻ'], қ: ['q'], ғ: ['gʻ'], ҳ: ['h'] };
const AFTER_VOWEL_OR_SIGN = /[аеёиоуэюяўъь]/;

function readings(word) {
  const lower = word.toLowerCase();
  let out = [''];
  for (let i = 0; i < lower.length; i++) {
    const letter = lower[i];
    const options =
      letter === 'е' ? (i === 0 || AFTER_VOWEL_OR_SIGN.test(lower[i - 1]) ? ['ye'] : ['e']) : TABLE[letter];
    if (!options) return [];
    out = out.flatMap((prefix) => options.map((o) => prefix + o));
  }
  return out;
}

function productWords() {
  const files = [
    ...readdirSync('src/server/seed/quizzes').map((f) => path.join('src/server/seed/quizzes', f)),
    ...readdirSync('src/shared/i18n', { recursive: true })
      .filter((f) => f.endsWith('.ts') && !f.includes('uz-script') && !f.endsWith('.test.ts'))
      .map((f) => path.join('src/shared/i18n', f)),
  ];
  const words = new Set();
  for (const file of files) {
    for (const word of readFileSync(file, 'utf8').match(/[A-Za-z][A-Za-z'`‘’ʻʼ]*[A-Za-z]/g) ?? []) {
      words.add(fold(word));
    }
  }
  return words;
}

const latin = new Set(readFileSync(latinPath, 'utf8').split('\n').map(fold));
// the case of the Cyrillic word: a capital initial, or a run of capitals (БМТга -> BMTga)
function withCase(cyrillic, word) {
  const capitals = cyrillic.match(/^[^a-zа-яёўқғҳ]+/u)?.[0] ?? '';
  if (capitals.length < 2) return capitals ? word[0].toUpperCase() + word.slice(1) : word;
  const prefix = readings(capitals).find((r) => word.startsWith(r)) ?? '';
  return prefix.toUpperCase() + word.slice(prefix.length);
}
const pairs = [];
for (const line of readFileSync(dicPath, 'utf8').split('\n').slice(1)) {
  const cyrillic = line.split('/')[0].trim();
  const found = cyrillic ? readings(cyrillic).filter((r) => latin.has(fold(r))) : [];
  if (found.length === 1) pairs.push([withCase(cyrillic, found[0]), cyrillic]);
}

const product = productWords();
const fromProduct = pairs.filter(([word]) => product.has(fold(word)));
const rest = pairs.filter(([word]) => !product.has(fold(word)));
const step = Math.max(1, Math.floor(rest.length / Number(sampleArg)));
const sample = rest.filter((_, i) => i % step === 0);
const header = [
  '# Uzbek Latin <-> Cyrillic word pairs; built by scripts/build-uz-script-corpus.mjs (see its header).',
  '# Cyrillic: hunspell-uz (Kuvatov wordlist, GPL-2+); Latin: tesseract-ocr-uzb word list (Apache-2.0).',
  '# Latin is written with the official apostrophes: oʻ gʻ (U+02BB) and the tutuq belgisi ʼ (U+02BC).',
  '# source: product = the word occurs in the product texts; wordlist = an even sample of the rest.',
  'latin\tcyrillic\tsource',
];
const rows = [
  ...fromProduct.map(([l, c]) => `${l}\t${c}\tproduct`),
  ...sample.map(([l, c]) => `${l}\t${c}\twordlist`),
];
writeFileSync(OUT, `${[...header, ...rows].join('\n')}\n`);
console.log(
  `${OUT}: ${fromProduct.length} product words, ${sample.length} sampled, of ${pairs.length} pairs`,
);
