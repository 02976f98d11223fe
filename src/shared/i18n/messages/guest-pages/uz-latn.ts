import { fn, type SourceTree } from '../../runtime/message';

/**
 * Texts of the guest's pages (guest checkout, the emailed access link, playing as a guest). The
 * checkout contract's validation texts are in the guest namespace.
 */
export default {
  checkout: {
    title: 'Mehmon sifatida xarid',
    subtitle: "Ro'yxatdan o'tmasdan quizni sotib oling va darhol o'ynang",
    back: 'Orqaga',
    summary: 'Quiz',
    duration: 'Davomiyligi',
    minutes: fn('{n} daqiqa', 'n'),
    difficulty: 'Qiyinlik',
    difficultyValue: fn('{level}/5 ({label})', 'level', 'label'),
    price: 'Narxi',
    /** the guest price: in thousands, with a decimal comma ("25 ming so'm", "12,5 ming so'm") */
    priceInThousands: fn("{thousands} ming so'm", 'thousands'),
    formTitle: "Xaridor ma'lumotlari",
    email: 'Email',
    emailPlaceholder: 'email@misol.uz',
    emailHint: 'Kirish havolasi shu manzilga yuboriladi',
    fullName: "To'liq ism",
    fullNamePlaceholder: 'Ism Familiya',
    fullNameHint: 'Sertifikatda shu ism yoziladi',
    phone: 'Telefon raqami (ixtiyoriy)',
    phonePlaceholder: '+998 90 123 45 67',
    linkVia: 'Kirish havolasini qayerga yuboramiz?',
    viaEmail: 'Havola emailga',
    viaEmailHint: 'Email manzilingizga keladi',
    viaPhone: 'Havola SMS orqali',
    viaPhoneHint: 'Telefon raqamingizga keladi',
    phoneRequired: 'Telefon raqami',
    accessNote:
      "Mehmon sifatida xarid qilingan quizga 24 soat davomida kirish mumkin. Shu vaqt ichida quizni istalgan qurilmada o'ynashingiz mumkin: kirish havolasi emailingizga yuboriladi.",
    accountNote:
      "Keyinroq shu email yoki telefon raqami bilan ro'yxatdan o'tsangiz, xaridingiz va natijalaringiz hisobingizga qo'shiladi.",
    accessNoteSms:
      "Mehmon sifatida xarid qilingan quizga 24 soat davomida kirish mumkin. Shu vaqt ichida quizni istalgan qurilmada o'ynashingiz mumkin: kirish havolasi telefoningizga SMS orqali yuboriladi.",
    accountNoteSms:
      "Keyinroq shu telefon raqami bilan tizimga kirsangiz, xaridingiz va natijalaringiz hisobingizga qo'shiladi.",
    pay: fn("To'lash: {price}", 'price'),
    processing: 'Amalga oshirilmoqda...',
    notFoundTitle: 'Quiz topilmadi',
    notFoundMessage: 'Bu quiz mavjud emas yoki sotuvdan olib tashlangan',
    home: 'Bosh sahifaga qaytish',
    signedInTitle: 'Siz tizimga kirgansiz',
    signedInMessage:
      "Mehmon sifatida xarid faqat hisobsiz foydalanuvchilar uchun. Quizni savatga qo'shib, savat orqali sotib oling.",
    toQuiz: "Quiz sahifasiga o'tish",
    toCart: "Savatga o'tish",
    freeTitle: 'Bu quiz bepul',
    freeMessage:
      "Bepul quizni olish uchun tizimga kiring yoki ro'yxatdan o'ting: u bir bosishda hisobingizga qo'shiladi.",
    signIn: 'Tizimga kirish',
    incompleteTitle: "Ma'lumotlar to'liq emas",
    incompleteMessage: "Iltimos, email va to'liq ismingizni kiriting",
    incompleteMessageSms: "Iltimos, telefon raqami va to'liq ismingizni kiriting",
    errorTitle: 'Xatolik',
    loadFailed: "Quiz ma'lumotlarini yuklashda xatolik yuz berdi",
    purchaseFailed: 'Xaridni amalga oshirishda xatolik yuz berdi',
  },
  payment: {
    buyer: 'Xaridor',
    quiz: 'Quiz',
    retry: 'Qaytadan xarid qilish',
    failedMessage: "To'lov rad etildi. Quizni qaytadan xarid qilishingiz mumkin",
    completedMessage: "Quizni 24 soat davomida o'ynashingiz mumkin",
    toPlay: "Quizni o'ynash",
    notFoundMessage:
      "Bu to'lov mavjud emas yoki boshqa brauzerda boshlangan. Xaridni shu brauzerda qaytadan boshlang",
    home: 'Bosh sahifaga qaytish',
  },
  access: {
    title: 'Mehmon kirishi',
    redeeming: 'Kirish tiklanmoqda...',
    noTokenTitle: "Havola to'liq emas",
    noTokenMessage:
      "Havolada kirish kaliti yo'q. Emailingizdagi yoki SMS'dagi havolani to'liq nusxalab, brauzerda qaytadan oching.",
    notFoundTitle: 'Havola yaroqsiz',
    notFoundMessage:
      "Bu kirish havolasi topilmadi. Emailingizdagi yoki SMS'dagi havolani to'liq nusxalab oching yoki quizni qaytadan xarid qiling.",
    expiredTitle: 'Kirish muddati tugagan',
    expiredMessage:
      "Mehmon sifatidagi 24 soatlik kirish muddati tugagan. Quizni qayta o'ynash uchun uni qaytadan xarid qiling yoki shu email yoki telefon raqami bilan ro'yxatdan o'ting: natijalaringiz hisobingizga qo'shiladi.",
    mergedTitle: "Xarid hisobingizga qo'shilgan",
    mergedMessage:
      "Bu xarid shu email yoki telefon raqami bilan ochilgan hisobga o'tkazilgan. Quizni o'ynash uchun o'sha email yoki raqam bilan tizimga kiring.",
    refundedTitle: "To'lov qaytarilgan",
    refundedMessage:
      "Bu xarid uchun to'langan pul qaytarilgan, shuning uchun kirish yopildi. Quizni o'ynash uchun uni qaytadan xarid qiling.",
    failedMessage: "Kirishni tiklashda xatolik yuz berdi. Qaytadan urinib ko'ring.",
    retry: 'Qaytadan urinish',
    catalog: "Quizlarni ko'rish",
    signIn: 'Kirish',
    signUp: "Ro'yxatdan o'tish",
    home: 'Bosh sahifaga qaytish',
  },
  play: {
    noticeHint: "Kirish muddati tugagach quizni o'ynab bo'lmaydi",
    expiredTitle: 'Kirish muddati tugagan',
    expiredMessage:
      "Mehmon sifatidagi 24 soatlik kirish muddati tugadi, shuning uchun quizni endi o'ynab bo'lmaydi. Boshlangan urinish bo'lsa, u bor javoblar bilan yakunlangan. Quizni qaytadan xarid qiling yoki shu email yoki telefon raqami bilan ro'yxatdan o'ting: xaridingiz va natijalaringiz hisobingizga qo'shiladi.",
    buyAgain: 'Qaytadan xarid qilish',
    signUp: "Ro'yxatdan o'tish",
    mergedTitle: "Xarid hisobingizga qo'shilgan",
    mergedMessage:
      "Bu xarid shu email yoki telefon raqami bilan ochilgan hisobga o'tkazilgan. Quizni o'ynash uchun o'sha email yoki raqam bilan tizimga kiring.",
    signIn: 'Kirish',
    refundedTitle: "To'lov qaytarilgan",
    refundedMessage:
      "Bu xarid uchun to'langan pul qaytarilgan, shuning uchun quizni endi o'ynab bo'lmaydi. Boshlangan urinish bo'lsa, u bor javoblar bilan yakunlangan. Quizni o'ynash uchun uni qaytadan xarid qiling.",
  },
} satisfies SourceTree;
