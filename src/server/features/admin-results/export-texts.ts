/**
 * The Uzbek texts of the results CSV. They live with the server that writes the file: the web
 * app never shows them, so they stay out of the admin bundle's text parts.
 */
export const resultExportTexts = {
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
  user: 'Foydalanuvchi',
  guest: 'Mehmon',
  deletedUser: "O'chirilgan foydalanuvchi",
  passed: "O'tdi",
  failed: "O'tmadi",
  yes: 'Ha',
  no: "Yo'q",
} as const;
