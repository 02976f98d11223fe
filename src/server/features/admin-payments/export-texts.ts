/**
 * The Uzbek texts of the payments CSV. They live with the server that writes the file: the web
 * app never shows them.
 */
export const paymentExportTexts = {
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
  user: 'Foydalanuvchi',
  guest: 'Mehmon',
  deletedUser: "O'chirilgan foydalanuvchi",
} as const;
