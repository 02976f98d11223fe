import { infoCommon } from './info-common';

/** Texts of /faq: eight questions (docs/product/admin-and-pages.md, "Static pages"), told as the product works. */
export const faqPage = {
  title: "Ko'p so'raladigan savollar",
  lead: "Platforma haqida eng ko'p beriladigan savollarga javoblar. Savolingiz javobsiz qolsa, qo'llab-quvvatlash xizmatiga yozing.",
  items: (passMark: number) => [
    {
      id: 'platform',
      question: 'Bilimdon nima?',
      answer:
        "Bilimdon: o'zbek tilidagi onlayn quiz platformasi. Turli yo'nalishlar bo'yicha vaqtli testlarni topshirasiz, natijangizni darhol ko'rasiz va muvaffaqiyatli topshirgan quizlar uchun sertifikat olasiz.",
    },
    {
      id: 'registration',
      question: "Qanday ro'yxatdan o'taman?",
      answer: `${infoCommon.signInWhere} ${infoCommon.signUpWays}`,
    },
    {
      id: 'free-paid',
      question: 'Bepul va pullik quizlar qanday farq qiladi?',
      answer:
        "Bepul quizni hisobingizga kirib bir bosishda olasiz. Pullik quizni savatga qo'shib sotib olasiz. Har qanday quizning bir nechta namuna savollarini sotib olishdan oldin ko'rishingiz mumkin.",
    },
    {
      id: 'certificate',
      question: 'Sertifikatni qanday olaman?',
      answer: `Quizda kamida ${passMark}% natija ko'rsatsangiz, sertifikat avtomatik beriladi. Uni "Sertifikatlar" sahifasida PNG yoki PDF formatida yuklab olasiz; har bir sertifikatda haqiqiyligini tekshirish uchun QR kod bor.`,
    },
    {
      id: 'payment-security',
      question: "To'lov xavfsizmi?",
      answer:
        "Ha. To'lov Click, Payme yoki Uzum orqali, ularning himoyalangan sahifalarida amalga oshiriladi. Karta ma'lumotlaringiz bizga kelmaydi va saqlanmaydi.",
    },
    {
      id: 'timer',
      question: 'Quizlar vaqt bilan cheklanganmi?',
      answer: `Ha, har bir quizning o'z vaqti bor va hisoblagich serverda yuritiladi. ${infoCommon.timerModes} Vaqt tugaganda quiz avtomatik yakunlanadi va shu paytgacha berilgan javoblar baholanadi. Brauzerni yopsangiz ham javoblaringiz saqlanadi.`,
    },
    {
      id: 'retakes',
      question: 'Quizni qayta topshirish mumkinmi?',
      answer:
        "Bu quizga bog'liq: ba'zi quizlarni qayta topshirish mumkin, ba'zilarida urinishlar soni cheklangan yoki qayta topshirish o'chirilgan. Urinishlar chegarasi bo'lsa, u quiz sahifasida ko'rsatiladi.",
    },
    {
      id: 'support',
      question: "Texnik muammo bo'lsa, kimga murojaat qilaman?",
      answer:
        "Qo'llab-quvvatlash sahifasidagi shakl orqali xabar yuboring: muammoni qisqacha yozing, 24 soat ichida javob beramiz.",
      link: { to: '/support', label: "Qo'llab-quvvatlash sahifasi" },
    },
  ],
} as const;
