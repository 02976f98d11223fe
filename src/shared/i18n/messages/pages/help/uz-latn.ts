import type { SourceTree } from '../../../runtime/message';

/** Texts of /help: four cards in the order shown, each with links keyed by the page they open. */
export default {
  title: 'Yordam markazi',
  lead: "Platformadan foydalanish bo'yicha eng kerakli ma'lumotlar shu yerda. Javob topa olmasangiz, bizga yozing.",
  cards: {
    play: {
      title: "Quizni qanday o'ynash kerak",
      text: "Quizni tanlang, uni sotib oling yoki bepul oling va boshlang. Javoblaringiz serverda saqlanadi, quizni boshqa qurilmada davom ettirishingiz ham mumkin. Sahifadan chiqsangiz, vaqt odatda to'xtaydi; qat'iy vaqtli quizlarda esa to'xtamaydi: bu quiz sahifasida yozilgan.",
      links: { '/guide': "Qo'llanmani o'qish", '/quizzes': "Quizlarni ko'rish" },
    },
    certificates: {
      title: 'Sertifikatlar',
      text: "Quizni o'tish balli bilan topshirsangiz, sertifikat avtomatik beriladi. Uni PNG yoki PDF formatida yuklab olasiz, QR kod orqali esa istalgan kishi haqiqiyligini tekshiradi.",
      links: { '/certificates': 'Sertifikatlarim' },
    },
    payment: {
      title: "To'lov usullari",
      text: "Pullik quizlar uchun to'lov Click, Payme yoki Uzum orqali amalga oshiriladi. Bepul quizlarni hisobingizga kirib bir bosishda olasiz.",
      links: { '/cart': "Savatga o'tish", '/terms#refund': 'Pulni qaytarish shartlari' },
    },
    support: {
      title: 'Texnik yordam',
      text: 'Biror narsa ishlamayaptimi yoki savolingiz bormi? Xabar qoldiring: 24 soat ichida javob beramiz.',
      links: { '/support': "Qo'llab-quvvatlash", '/faq': "Ko'p so'raladigan savollar" },
    },
  },
} satisfies SourceTree;
