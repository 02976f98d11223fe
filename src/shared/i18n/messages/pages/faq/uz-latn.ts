import { fn, type SourceTree } from '../../../runtime/message';
import common from '../info-common/uz-latn';

/** Texts of /faq: eight questions in the order shown, told as the product works. */
export default {
  title: "Ko'p so'raladigan savollar",
  lead: "Platforma haqida eng ko'p beriladigan savollarga javoblar. Savolingiz javobsiz qolsa, qo'llab-quvvatlash xizmatiga yozing.",
  items: {
    platform: {
      question: 'Bilimdon nima?',
      answer:
        "Bilimdon: o'zbek tilidagi onlayn quiz platformasi. Turli yo'nalishlar bo'yicha vaqtli testlarni topshirasiz, natijangizni darhol ko'rasiz va muvaffaqiyatli topshirgan quizlar uchun sertifikat olasiz.",
    },
    registration: {
      question: "Qanday ro'yxatdan o'taman?",
      answer: `${common.signInWhere} ${common.signUpWays}`,
    },
    'free-paid': {
      question: 'Bepul va pullik quizlar qanday farq qiladi?',
      answer:
        "Bepul quizni hisobingizga kirib bir bosishda olasiz. Pullik quizni savatga qo'shib sotib olasiz. Har qanday quizning bir nechta namuna savollarini sotib olishdan oldin ko'rishingiz mumkin.",
    },
    certificate: {
      question: 'Sertifikatni qanday olaman?',
      answer: fn(
        'Quizda kamida {passMark}% natija ko\'rsatsangiz, sertifikat avtomatik beriladi. Uni "Sertifikatlar" sahifasida PNG yoki PDF formatida yuklab olasiz; har bir sertifikatda haqiqiyligini tekshirish uchun QR kod bor.',
        'passMark',
      ),
    },
    'payment-security': {
      question: "To'lov xavfsizmi?",
      answer:
        "Ha. To'lov Click, Payme yoki Uzum orqali, ularning himoyalangan sahifalarida amalga oshiriladi. Karta ma'lumotlaringiz bizga kelmaydi va saqlanmaydi.",
    },
    timer: {
      question: 'Quizlar vaqt bilan cheklanganmi?',
      answer: `Ha, har bir quizning o'z vaqti bor va hisoblagich serverda yuritiladi. ${common.timerModes} Vaqt tugaganda quiz avtomatik yakunlanadi va shu paytgacha berilgan javoblar baholanadi. Brauzerni yopsangiz ham javoblaringiz saqlanadi.`,
    },
    retakes: {
      question: 'Quizni qayta topshirish mumkinmi?',
      answer:
        "Bu quizga bog'liq: ba'zi quizlarni qayta topshirish mumkin, ba'zilarida urinishlar soni cheklangan yoki qayta topshirish o'chirilgan. Urinishlar chegarasi bo'lsa, u quiz sahifasida ko'rsatiladi.",
    },
    support: {
      question: "Texnik muammo bo'lsa, kimga murojaat qilaman?",
      answer:
        "Qo'llab-quvvatlash sahifasidagi shakl orqali xabar yuboring: muammoni qisqacha yozing, 24 soat ichida javob beramiz.",
    },
  },
} satisfies SourceTree;
