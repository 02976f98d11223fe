/** The admin panel's frame: sidebar, guard, shared toasts (spec section 8). */
export const adminShell = {
  nav: {
    dashboard: 'Dashboard',
    quizzes: 'Quizlar',
    categories: 'Kategoriyalar',
    users: 'Foydalanuvchilar',
    sessions: 'Faol sessiyalar',
    results: 'Natijalar',
    settings: 'Sozlamalar',
    home: 'Bosh sahifa',
    signOut: 'Chiqish',
    label: 'Admin menyusi',
  },
  panelTitle: 'Admin Panel',
  noAccess: {
    title: "Ruxsat yo'q",
    message: "Admin panel faqat administratorlar uchun. Hisobingizda bu bo'limni ochish huquqi yo'q.",
    home: 'Bosh sahifaga qaytish',
  },
  notFound: {
    title: 'Sahifa topilmadi',
    message: "Admin panelda bunday bo'lim yo'q.",
    back: 'Dashboardga qaytish',
  },
  errorTitle: 'Xatolik',
  successTitle: 'Muvaffaqiyat',
} as const;
