import { describe, expect, it } from 'vitest';
import { adminQuestions } from '../../../../shared/i18n/admin/questions';
import { parseGiftQuestions, TRUE_FALSE_OPTIONS } from './gift';

describe('GIFT import', () => {
  it('reads multiple choice: title and comments ignored, feedback becomes the explanation', () => {
    const text = `// 1-bo'lim: geografiya
::Poytaxt:: O'zbekiston poytaxti qaysi? {
  =Toshkent#To'g'ri, Toshkent 1930-yildan poytaxt
  ~Samarqand#Yo'q
  ~Buxoro
}

Qaysi soʻz toʻgʻri yozilgan? o‘quv {~oʻqish =o‘qish ~o’qish ####Umumiy izoh}`;
    const { questions, problems } = parseGiftQuestions(text);
    expect(problems).toEqual([]);
    expect(questions).toEqual([
      {
        line: 2,
        questionText: "O'zbekiston poytaxti qaysi?",
        options: ['Toshkent', 'Samarqand', 'Buxoro'],
        correctAnswer: 0,
        explanation: "To'g'ri, Toshkent 1930-yildan poytaxt",
        points: 1,
        isPreview: false,
        moduleId: null,
        moduleName: null,
        thumbnailUrl: null,
      },
      expect.objectContaining({
        line: 8,
        questionText: 'Qaysi soʻz toʻgʻri yozilgan? o‘quv',
        options: ['oʻqish', 'o‘qish', 'o’qish'],
        correctAnswer: 1,
        explanation: 'Umumiy izoh',
      }),
    ]);
  });

  it("keeps both the right answer's feedback and the general feedback", () => {
    const [q] = parseGiftQuestions('Savol {=a#Chunki a ~b ####Umumiy}').questions;
    expect(q!.explanation).toBe('Chunki a\n\nUmumiy');
  });

  it('unescapes \\= \\~ \\# \\{ \\} \\: and \\n', () => {
    const [q] = parseGiftQuestions(
      'Vaqt 10\\:30 \\{soat\\} \\= \\~ \\#1\\nikkinchi qator {=a\\=b#izoh\\: c ~x\\\\y}',
    ).questions;
    expect(q).toMatchObject({
      questionText: 'Vaqt 10:30 {soat} = ~ #1\nikkinchi qator',
      options: ['a=b', 'x\\y'],
      explanation: 'izoh: c',
    });
  });

  it('reads true/false as two options', () => {
    const { questions } = parseGiftQuestions(
      'Yer yumaloq {T}\n\nQuyosh Yer atrofida aylanadi {FALSE#Xato#To‘g‘ri\\: aksincha}',
    );
    expect(questions.map((q) => [q.options, q.correctAnswer, q.explanation])).toEqual([
      [[...TRUE_FALSE_OPTIONS], 0, null],
      [[...TRUE_FALSE_OPTIONS], 1, 'To‘g‘ri: aksincha'],
    ]);
    expect(TRUE_FALSE_OPTIONS).toEqual(["To'g'ri", "Noto'g'ri"]);
  });

  it('gives the module of $CATEGORY (its last part) to the questions after it', () => {
    const text = `Birinchi {=a ~b}
$CATEGORY: $course$/top/Fan/Matematika
Ikkinchi {=a ~b}

$CATEGORY: Tarix//Madaniyat

Uchinchi {=a ~b}

$CATEGORY:

To'rtinchi {=a ~b}`;
    expect(parseGiftQuestions(text).questions.map((q) => [q.line, q.moduleName])).toEqual([
      [1, null],
      [3, 'Matematika'],
      [7, 'Tarix/Madaniyat'],
      [11, null],
    ]);
  });

  it('turns [html] into plain text and leaves [markdown], [plain] and [moodle] text as written', () => {
    const text = `[html]<p>Qaysi <b>biri</b> &laquo;to&\\#39;g&\\#39;ri&raquo;?<script>alert(1)</script></p><p>Ikkinchi&nbsp;qator</p> {=<i>bu</i> ~<u>u</u>}

[markdown]**Qalin** savol {=a ~b}

[plain]<b>teg emas</b> {=a ~b}

[moodle]Oddiy {=a ~b}`;
    const { questions, problems } = parseGiftQuestions(text);
    expect(problems).toEqual([]);
    expect(questions.map((q) => [q.questionText, q.options])).toEqual([
      ["Qaysi biri «to'g'ri»?\nIkkinchi qator", ['bu', 'u']],
      ['**Qalin** savol', ['a', 'b']],
      ['<b>teg emas</b>', ['a', 'b']],
      ['Oddiy', ['a', 'b']],
    ]);
  });

  it('reports every unsupported question type by name at its line, and reads the rest', () => {
    const text = `Esse {}

Moslang {=a -> 1 =b -> 2 =c -> 3}

Son {#5:1}

Qisqa {=Toshkent =Tashkent}

Bir nechta {~%50%a ~%50%b ~%-100%c}

Ikki to'g'ri {=a =b ~c}

Faqat matn, savolsiz

Yaxshi savol {=a ~b}`;
    const { questions, problems } = parseGiftQuestions(text);
    expect(questions.map((q) => q.line)).toEqual([15]);
    expect(problems).toEqual([
      { line: 1, message: adminQuestions.import.giftUnsupported(adminQuestions.import.giftTypes.essay) },
      { line: 3, message: adminQuestions.import.giftUnsupported(adminQuestions.import.giftTypes.matching) },
      { line: 5, message: adminQuestions.import.giftUnsupported(adminQuestions.import.giftTypes.numerical) },
      { line: 7, message: adminQuestions.import.giftUnsupported(adminQuestions.import.giftTypes.short) },
      { line: 9, message: adminQuestions.import.giftUnsupported(adminQuestions.import.giftTypes.weighted) },
      { line: 11, message: adminQuestions.import.giftUnsupported(adminQuestions.import.giftTypes.weighted) },
      {
        line: 13,
        message: adminQuestions.import.giftUnsupported(adminQuestions.import.giftTypes.description),
      },
    ]);
  });

  it('reports every Moodle numerical form as the unsupported type, never as a syntax error', () => {
    const forms = [
      'Oraliq {#1..5}',
      'Xato chegarasi {#3:1}',
      'Izohli {#1..5#yaxshi}',
      "Xato bilan izoh {#3:1 # to'g'ri}",
      "Bo'shliqli {#3 : 1}",
      'Nuqtadan boshlangan {#.5..1.5}',
      "Ko'p javobli {#\n=1991\n=%50%1990..1992#yaqin\n}",
      '// izoh\nIzohdan keyin {#12}',
    ];
    const { questions, problems } = parseGiftQuestions(`${forms.join('\n\n')}\n\nYaxshi {=a ~b}`);
    expect(questions.map((q) => q.questionText)).toEqual(['Yaxshi']);
    expect(problems).toEqual(
      [1, 3, 5, 7, 9, 11, 13, 19].map((line) => ({
        line,
        message: adminQuestions.import.giftUnsupported(adminQuestions.import.giftTypes.numerical),
      })),
    );
  });

  it('still reports a syntax error when the { before # is escaped', () => {
    expect(parseGiftQuestions('Belgi \\{\\# bu {=a ~b:c}').problems).toEqual([
      { line: 1, message: adminQuestions.import.giftUnexpected(':', 21) },
    ]);
  });

  it('reports a missing right answer and the option-count rules', () => {
    const { problems } = parseGiftQuestions('A {~a ~b}\n\nB {=a ~b ~c ~d ~e ~f ~g}\n\nC {=a ~b ~c ~d ~e ~f}');
    expect(problems).toEqual([
      { line: 1, message: adminQuestions.import.noCorrectAnswer },
      { line: 3, message: adminQuestions.validation.atMostSixOptions },
    ]);
  });

  it('reports a syntax error at its own line and still reads the next questions', () => {
    const text = `Birinchi {=a ~b}

Soat 10:30 da? {=a ~b}

Yopilmagan {=a ~b

// izoh
Oxirgi {=a ~b}`;
    const { questions, problems } = parseGiftQuestions(text);
    expect(questions.map((q) => q.line)).toEqual([1, 8]);
    expect(problems).toEqual([
      { line: 3, message: adminQuestions.import.giftUnexpected(':', 8) },
      { line: 5, message: adminQuestions.import.giftUnclosed },
    ]);
  });

  it('does not end a question at a blank line inside {...}, and reports errors at the right line', () => {
    const text = `Savol {
  =a

  ~b
}

Keyingi {
  =a

  ~b:c
}`;
    const { questions, problems } = parseGiftQuestions(text);
    expect(questions.map((q) => [q.line, q.options])).toEqual([[1, ['a', 'b']]]);
    expect(problems).toEqual([{ line: 10, message: adminQuestions.import.giftUnexpected(':', 5) }]);
  });

  it('reads CRLF text and a byte order mark', () => {
    const { questions } = parseGiftQuestions('\uFEFFSavol\r\n{=a\r\n~b}\r\n\r\nIkkinchi {=c ~d}');
    expect(questions.map((q) => [q.line, q.questionText])).toEqual([
      [1, 'Savol'],
      [5, 'Ikkinchi'],
    ]);
  });
});
