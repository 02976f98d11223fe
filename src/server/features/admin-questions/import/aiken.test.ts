import { describe, expect, it } from 'vitest';
import { adminQuestions } from '../../../../shared/i18n/admin/questions';
import { parseAikenQuestions } from './aiken';

describe('Aiken import', () => {
  it('reads A) and A. options and the ANSWER line, keeping Uzbek letters and apostrophes', () => {
    const text = `O'zbekiston poytaxti qaysi?
A) Toshkent
B) Samarqand
C) Buxoro
ANSWER: A

Qaysi soʻz toʻgʻri?
ikkinchi qator o‘quv
A. oʻqish
B. o‘qish
C. o’qish
ANSWER: b`;
    const { questions, problems } = parseAikenQuestions(text);
    expect(problems).toEqual([]);
    expect(questions).toEqual([
      {
        line: 1,
        questionText: "O'zbekiston poytaxti qaysi?",
        options: ['Toshkent', 'Samarqand', 'Buxoro'],
        correctAnswer: 0,
        explanation: null,
        points: 1,
        isPreview: false,
        moduleId: null,
        moduleName: null,
        thumbnailUrl: null,
      },
      expect.objectContaining({
        line: 7,
        questionText: 'Qaysi soʻz toʻgʻri?\nikkinchi qator o‘quv',
        options: ['oʻqish', 'o‘qish', 'o’qish'],
        correctAnswer: 1,
      }),
    ]);
  });

  it('reads options written without a space after the letter, as Moodle does', () => {
    const text = `Qaysi biri to'g'ri?
A)Incorrect
B)Correct
C.Boshqa
D. Yana biri
ANSWER: B`;
    const { questions, problems } = parseAikenQuestions(text);
    expect(problems).toEqual([]);
    expect(questions).toEqual([
      expect.objectContaining({
        line: 1,
        questionText: "Qaysi biri to'g'ri?",
        options: ['Incorrect', 'Correct', 'Boshqa', 'Yana biri'],
        correctAnswer: 1,
      }),
    ]);
  });

  it('reports each broken question at the line where it is broken and reads the others', () => {
    const text = `Bitta variant
A) yolg'iz
ANSWER: A

Yettita
A) 1
B) 2
C) 3
D) 4
E) 5
F) 6
G) 7
ANSWER: A

Javobsiz
A) a
B) b

Noto'g'ri harf
A) a
B) b
ANSWER: D

Harflar aralash
A) a
C) c
ANSWER: A

Variantdan keyin matn
A) a
B) b
bu yerda matn
ANSWER: A

Bo'sh variant
A) a
B)
ANSWER: A

Yaxshi
A) a
B) b
ANSWER: B`;
    const { questions, problems } = parseAikenQuestions(text);
    expect(questions.map((q) => [q.line, q.correctAnswer])).toEqual([[40, 1]]);
    expect(problems).toEqual([
      { line: 1, message: adminQuestions.validation.atLeastTwoOptions },
      { line: 12, message: adminQuestions.validation.atMostSixOptions },
      { line: 15, message: adminQuestions.import.aikenMissingAnswer },
      { line: 22, message: adminQuestions.import.aikenAnswerNoOption('D') },
      { line: 26, message: adminQuestions.import.aikenOptionOrder('B', 'C') },
      { line: 32, message: adminQuestions.import.aikenTextAfterOptions },
      { line: 37, message: adminQuestions.validation.allOptionsFilled },
    ]);
  });

  it('reads a question right after the previous ANSWER line and CRLF text', () => {
    const { questions } = parseAikenQuestions(
      'Bir\r\nA) a\r\nB) b\r\nANSWER: A\r\nIkki\r\nA) c\r\nB) d\r\nANSWER: B\r\n',
    );
    expect(questions.map((q) => [q.line, q.questionText, q.correctAnswer])).toEqual([
      [1, 'Bir', 0],
      [5, 'Ikki', 1],
    ]);
  });
});
