/** Admin texts for quizzes, modules and categories (spec sections 2, 5, 8). */
export const adminCatalog = {
  validation: {
    categoryNameRequired: 'Kategoriya nomini kiriting',
    titleRequired: 'Quiz nomini kiriting',
    priceMin: "Narx 0 dan kichik bo'lishi mumkin emas",
    durationMin: "Davomiylik kamida 1 daqiqa bo'lishi kerak",
    maxAttemptsMin: "Urinishlar soni kamida 1 bo'lishi kerak (bo'sh: cheksiz)",
    difficultyRange: "Qiyinlik 1 dan 5 gacha bo'lishi kerak",
    moduleNameRequired: 'Modul nomini kiriting',
    modulePoints: "Har bir savol uchun ball kamida 0.1 bo'lishi va 0.1 qadam bilan berilishi kerak",
  },
  /** The spec's "Quiz yaratishda/yangilashda/o'chirishda xatolik yuz berdi" is one text per action. */
  errors: {
    quizzesLoad: 'Quizlarni yuklashda xatolik yuz berdi',
    quizCreate: 'Quiz yaratishda xatolik yuz berdi',
    quizUpdate: 'Quiz yangilashda xatolik yuz berdi',
    quizDelete: "Quiz o'chirishda xatolik yuz berdi",
    modulesLoad: 'Modullarni yuklashda xatolik yuz berdi',
    moduleCreate: 'Modul yaratishda xatolik yuz berdi',
    moduleUpdate: 'Modul yangilashda xatolik yuz berdi',
    moduleDelete: "Modul o'chirishda xatolik yuz berdi",
    categoriesLoad: 'Kategoriyalarni yuklashda xatolik yuz berdi',
    categorySave: 'Kategoriyani saqlashda xatolik yuz berdi',
    categoryDelete: "Kategoriyani o'chirishda xatolik yuz berdi",
  },
  unassignedModule: 'Modul belgilanmagan',
} as const;
