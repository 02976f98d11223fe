import type { SourceTree } from '../../../runtime/message';
import catalog from '../catalog/uz-latn';
import payments from '../payments/uz-latn';
import settings from '../settings/uz-latn';

/** The audit log's words for the fields its records hold; the audit label test keeps it complete. */
export default {
  fields: {
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
    language: 'Til',
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
    siteName: settings.fields.siteName,
    siteDescription: settings.fields.siteDescription,
    adminEmail: settings.fields.adminEmail,
    enableRegistration: settings.fields.enableRegistration,
    enableGuestCheckout: settings.fields.enableGuestCheckout,
    defaultQuizPrice: settings.fields.defaultQuizPrice,
    defaultQuizDuration: settings.fields.defaultQuizDuration,
    passingPercentage: "O'tish foizi",
    enableCertificates: settings.fields.enableCertificates,
    emailNotifications: settings.fields.emailNotifications,
    // system
    kind: "Ma'lumotlar bazasi",
    fileName: 'Fayl nomi',
    'certificate-files': 'Sertifikat fayllari (tozalangan)',
  } as Record<string, string>,
  /** Stored codes shown in words, by field. */
  values: {
    kind: { pglite: settings.system.embedded, postgres: settings.system.postgres },
    role: { USER: 'Foydalanuvchi', ADMIN: 'Administrator' },
    status: payments.statuses,
    provider: payments.providers,
    keptBecause: catalog.quizDeletion.reasons,
  } as Record<string, Record<string, string>>,
  /** The filter's action groups, by the action's first word (questions.save: "questions"). */
  actionGroups: {
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
  } as Record<string, string>,
} satisfies SourceTree;
