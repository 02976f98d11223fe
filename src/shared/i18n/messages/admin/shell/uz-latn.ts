import { fn, type SourceTree } from '../../../runtime/message';
/** The admin panel's frame: sidebar, guard, shared toasts (docs/product/admin-and-pages.md section 8). */
export default {
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
  /** A day typed as Uzbek writes it (kun.oy.yil), in the filters of the admin lists. */
  dayInput: {
    placeholder: 'kk.oo.yyyy',
    hint: 'Sanani kun.oy.yil shaklida kiriting, masalan 27.11.2026',
    invalid: "Bunday sana yo'q. Sanani kun.oy.yil shaklida kiriting, masalan 27.11.2026",
    tooEarly: fn("Sana {day} dan oldin bo'lmasin", 'day'),
    tooLate: fn("Sana {day} dan keyin bo'lmasin", 'day'),
  },
  /** A file field's button and what it has chosen, instead of the browser's English. */
  fileInput: {
    choose: 'Fayl tanlash',
    none: 'Fayl tanlanmagan',
  },
} satisfies SourceTree;
