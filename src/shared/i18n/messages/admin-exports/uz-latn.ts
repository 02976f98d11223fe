import type { SourceTree } from '../../runtime/message';

/**
 * The admin's CSV exports (results, payments): their headers and the words in their cells, in
 * the language of the admin who downloads them.
 */
export default {
  results: {
    header: [
      'Natija ID',
      "O'quvchi",
      'Email',
      'Turi',
      'Quiz',
      'Ball',
      "To'g'ri javoblar",
      'Jami savollar',
      'Foiz',
      'Natija',
      'Sarflangan vaqt (soniya)',
      'Vaqt tugadi',
      'Yakunlangan vaqt (Toshkent)',
      'Sertifikat kodi',
    ],
    passed: "O'tdi",
    failed: "O'tmadi",
    yes: 'Ha',
    no: "Yo'q",
  },
  payments: {
    header: [
      "To'lov ID",
      'Yaratilgan (Toshkent)',
      "To'langan (Toshkent)",
      'Qaytarilgan (Toshkent)',
      'Provayder',
      'Usul',
      'Holat',
      "Summa (so'm)",
      "To'lovchi",
      'Email',
      'Turi',
      'Quizlar',
      'Provayder tranzaksiyalari',
    ],
  },
  learner: {
    user: 'Foydalanuvchi',
    guest: 'Mehmon',
    deletedUser: "O'chirilgan foydalanuvchi",
  },
} satisfies SourceTree;
