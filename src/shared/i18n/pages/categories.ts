/** Texts of /categories. */
export const categoriesPage = {
  title: 'Kategoriyalar',
  lead: "O'zingizni qiziqtirgan yo'nalishni tanlang: har bir kategoriya o'z quizlariga olib boradi.",
  quizCount: (n: number) => `${n} ta quiz`,
  empty: 'Hozircha kategoriyalar mavjud emas',
  loadFailed: 'Kategoriyalarni yuklashda xatolik yuz berdi',
  allQuizzes: "Barcha quizlarni ko'rish",
} as const;
