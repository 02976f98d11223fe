import { fn, type SourceTree } from '../../../runtime/message';

/** Texts of the /certificates page: the learner's certificates, their figures, how to earn one. */
export default {
  title: 'Sertifikatlar',
  lead: 'Muvaffaqiyatli topshirgan quizlaringiz uchun olingan sertifikatlar: yuklab oling, tekshiring va ulashing.',
  signIn: "Sertifikatlaringizni ko'rish uchun hisobingizga kiring",
  statsLabel: "Sertifikatlar bo'yicha ko'rsatkichlar",
  stats: {
    total: 'Jami sertifikatlar',
    averageScore: "O'rtacha ball",
    highestScore: 'Eng yuqori ball',
    active: 'Faol sertifikatlar',
  },
  listTitle: 'Mening sertifikatlarim',
  noQuizTitle: 'Quiz nomi mavjud emas',
  notAvailable: 'N/A',
  issuedAt: 'Berilgan sana',
  result: 'Natija',
  active: 'Faol',
  inactive: 'Nofaol',
  downloadPng: 'PNG',
  downloadPdf: 'PDF',
  downloadLabel: fn('{quiz}: sertifikatni {format} formatida yuklab olish', 'format', 'quiz'),
  downloading: 'Yuklanmoqda...',
  verify: 'Tekshirish sahifasi',
  verifyLabel: fn('{quiz}: sertifikatni tekshirish sahifasi', 'quiz'),
  empty: 'Sertifikat topilmadi',
  emptyHint: "Quizni muvaffaqiyatli topshiring: sertifikat shu yerda paydo bo'ladi.",
  browse: "Quizlarni ko'rish",
  loadFailed: 'Sertifikatlarni yuklashda xatolik yuz berdi',
  fileNotFound: 'Sertifikat fayli topilmadi',
  info: {
    title: 'Sertifikatlar haqida',
    conditionsTitle: 'Sertifikat olish shartlari',
    conditions: {
      passMark: fn("Quizda kamida {passMark}% natija ko'rsating.", 'passMark'),
      owned: "Quiz sotib olingan yoki bepul olingan bo'lishi kerak.",
      automatic: 'Sertifikat quiz tugashi bilan avtomatik beriladi.',
    },
    benefitsTitle: 'Afzalliklari',
    benefits: [
      'QR kod orqali haqiqiyligini istalgan kishi tekshira oladi.',
      'PDF va PNG formatida yuklab olish mumkin.',
      "Tekshirish havolasini ish beruvchi yoki do'stlaringiz bilan ulashing.",
    ],
  },
} satisfies SourceTree;
