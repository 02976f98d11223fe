import { fn, type SourceTree } from '../../../runtime/message';

/** Texts of /categories. */
export default {
  title: 'Kategoriyalar',
  lead: "O'zingizni qiziqtirgan yo'nalishni tanlang: har bir kategoriya o'z quizlariga olib boradi.",
  quizCount: fn('{n} ta quiz', 'n'),
  empty: 'Hozircha kategoriyalar mavjud emas',
  loadFailed: 'Kategoriyalarni yuklashda xatolik yuz berdi',
  allQuizzes: "Barcha quizlarni ko'rish",
} satisfies SourceTree;
