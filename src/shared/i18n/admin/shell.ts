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
  },
  errorTitle: 'Xatolik',
  successTitle: 'Muvaffaqiyat',
} as const;
