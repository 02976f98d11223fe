import { adminCatalog } from './catalog';
import { adminPayments } from './payments';
import { adminSettings } from './settings';

const settings = adminSettings.fields;

/** The audit log's words for the fields its records hold; the audit label test keeps it complete. */
export const auditFields: Record<string, string> = {
  // records in general
  id: 'Identifikator',
  createdAt: 'Yaratilgan vaqt',
  updatedAt: "O'zgartirilgan vaqt",
  name: 'Nomi',
  description: 'Tavsif',
  isActive: 'Faol',
  email: 'Email',
  role: 'Rol',
  userId: 'Foydalanuvchi',
  quizId: 'Quiz',
  reason: 'Sabab',
  // quizzes
  title: 'Sarlavha',
  price: 'Narx',
  durationMinutes: 'Davomiylik (daqiqa)',
  difficultyLevel: 'Qiyinlik',
  categoryId: 'Kategoriya',
  thumbnailUrl: 'Rasm',
  totalQuestions: 'Savollar soni',
  previewQuestions: 'Namuna savollar',
  maxAttempts: 'Urinishlar soni',
  allowRetakes: 'Qayta topshirish',
  shuffleQuestions: 'Savollarni aralashtirish',
  shuffleAnswers: 'Javoblarni aralashtirish',
  strictTimer: "Qat'iy taymer",
  questionsVersion: 'Savollar versiyasi',
  keptBecause: 'Saqlanish sababi',
  // categories
  nameUz: 'Nomi (uz)',
  nameEn: 'Nomi (en)',
  icon: 'Belgi',
  displayOrder: "Ko'rsatish tartibi",
  // modules
  pointsPerQuestion: 'Savol bali',
  orderIndex: "O'rni",
  order: 'Tartib',
  // questions
  created: "Qo'shildi",
  updated: 'Yangilandi',
  deleted: "O'chirildi",
  added: "Qo'shildi",
  modulesCreated: 'Yangi modullar',
  skipped: "Qo'shilmagan takroriy savollar",
  format: 'Format',
  // uploads
  bucket: 'Joy',
  bytes: 'Hajmi (bayt)',
  width: 'Kengligi (piksel)',
  height: 'Balandligi (piksel)',
  // restrictions
  isBlocked: 'Quiz bloklangan',
  maxAttemptsOverride: 'Urinishlar soni (alohida)',
  // sessions
  ipAddress: 'IP manzil',
  userAgent: 'Brauzer',
  // payments
  status: 'Holati',
  provider: "To'lov tizimi",
  amount: "Summa (so'm)",
  providerTransactionId: "To'lov tizimidagi raqami",
  // messages
  subject: 'Mavzu',
  // settings
  siteName: settings.siteName,
  siteDescription: settings.siteDescription,
  adminEmail: settings.adminEmail,
  enableRegistration: settings.enableRegistration,
  enableGuestCheckout: settings.enableGuestCheckout,
  defaultQuizPrice: settings.defaultQuizPrice,
  defaultQuizDuration: settings.defaultQuizDuration,
  passingPercentage: "O'tish foizi",
  enableCertificates: settings.enableCertificates,
  emailNotifications: settings.emailNotifications,
  // system
  kind: "Ma'lumotlar bazasi",
  fileName: 'Fayl nomi',
  'certificate-files': 'Sertifikat fayllari (tozalangan)',
};

/** Stored codes shown in words, by field. */
export const auditValues: Record<string, Record<string, string>> = {
  kind: { pglite: adminSettings.system.embedded, postgres: adminSettings.system.postgres },
  role: { USER: 'Foydalanuvchi', ADMIN: 'Administrator' },
  status: adminPayments.statuses,
  provider: adminPayments.providers,
  keptBecause: adminCatalog.quizDeletion.reasons,
};

/** The filter's action groups, by the action's first word (questions.save: "questions"). */
export const auditActionGroups: Record<string, string> = {
  category: 'Kategoriyalar',
  quiz: 'Quizlar',
  module: 'Modullar',
  questions: 'Savollar',
  upload: 'Rasmlar',
  user: 'Foydalanuvchilar',
  restriction: 'Cheklovlar',
  session: 'Sessiyalar',
  settings: 'Sozlamalar',
  system: 'Tizim',
  contact_message: 'Xabarlar',
  payment: "To'lovlar",
};
