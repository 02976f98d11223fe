/** The admin dashboard's texts (docs/product/admin-and-pages.md section 2 "Dashboard"). */
export const adminDashboard = {
  title: 'Dashboard',
  subtitle: "Platformaning umumiy ko'rsatkichlari, so'nggi faoliyat va 30 kunlik statistika.",
  loadError: "Dashboard ma'lumotlarini yuklashda xatolik yuz berdi",
  countersLabel: "Umumiy ko'rsatkichlar",
  counters: {
    users: 'Foydalanuvchilar',
    quizzes: 'Quizlar',
    purchases: 'Xaridlar',
    revenue: 'Daromad',
    results: 'Natijalar',
    certificates: 'Sertifikatlar',
  },
  activity: {
    title: "So'nggi faoliyat",
    empty: "Hozircha faoliyat yo'q",
    guest: 'Mehmon',
    deletedUser: "O'chirilgan foydalanuvchi",
    purchase: (quiz: string) => `"${quiz}" quizini sotib oldi`,
    freeClaim: (quiz: string) => `"${quiz}" quizini bepul oldi`,
    completion: (quiz: string, percent: string) => `"${quiz}" quizini yakunladi: ${percent}`,
    registration: "Ro'yxatdan o'tdi",
    kinds: {
      purchase: 'Xarid',
      freeClaim: 'Bepul olish',
      completion: 'Quiz yakunlandi',
      registration: "Ro'yxatdan o'tish",
    },
  },
  topQuizzes: {
    title: 'Mashhur quizlar',
    hint: "Xaridlar va o'ynashlar soni bo'yicha",
    empty: "Hozircha xarid yoki o'ynash yo'q",
    purchases: (n: number) => `${n} ta xarid`,
    plays: (n: number) => `${n} marta o'ynalgan`,
  },
  charts: {
    revenueTitle: 'Kunlik daromad',
    resultsTitle: 'Kunlik natijalar',
    period: "So'nggi 30 kun",
    revenue: 'Daromad',
    passed: "O'tdi",
    failed: "O'tmadi",
    date: 'Sana',
    revenueSummary: (total: string, best: string) =>
      `So'nggi 30 kunda jami daromad ${total}; eng yuqori kun: ${best}.`,
    resultsSummary: (passed: number, failed: number) =>
      `So'nggi 30 kunda ${passed} ta natija o'tdi, ${failed} tasi o'tmadi.`,
    noData: "Bu davrda ma'lumot yo'q",
    thousand: 'ming',
    million: 'mln',
  },
} as const;
