/** Texts of /help: four cards, each leading to the pages that answer it. */
export const helpPage = {
  title: 'Yordam markazi',
  lead: "Platformadan foydalanish bo'yicha eng kerakli ma'lumotlar shu yerda. Javob topa olmasangiz, bizga yozing.",
  cards: [
    {
      id: 'play',
      title: "Quizni qanday o'ynash kerak",
      text: "Quizni tanlang, uni sotib oling yoki bepul oling va boshlang. Javoblaringiz serverda saqlanadi, quizni boshqa qurilmada davom ettirishingiz ham mumkin. Sahifadan chiqsangiz, vaqt odatda to'xtaydi; qat'iy vaqtli quizlarda esa to'xtamaydi: bu quiz sahifasida yozilgan.",
      links: [
        { to: '/guide', label: "Qo'llanmani o'qish" },
        { to: '/quizzes', label: "Quizlarni ko'rish" },
      ],
    },
    {
      id: 'certificates',
      title: 'Sertifikatlar',
      text: "Quizni o'tish balli bilan topshirsangiz, sertifikat avtomatik beriladi. Uni PNG yoki PDF formatida yuklab olasiz, QR kod orqali esa istalgan kishi haqiqiyligini tekshiradi.",
      links: [{ to: '/certificates', label: 'Sertifikatlarim' }],
    },
    {
      id: 'payment',
      title: "To'lov usullari",
      text: "Pullik quizlar uchun to'lov Click, Payme yoki Uzum orqali amalga oshiriladi. Bepul quizlarni hisobingizga kirib bir bosishda olasiz.",
      links: [
        { to: '/cart', label: "Savatga o'tish" },
        { to: '/terms#refund', label: 'Pulni qaytarish shartlari' },
      ],
    },
    {
      id: 'support',
      title: 'Texnik yordam',
      text: 'Biror narsa ishlamayaptimi yoki savolingiz bormi? Xabar qoldiring: 24 soat ichida javob beramiz.',
      links: [
        { to: '/support', label: "Qo'llab-quvvatlash" },
        { to: '/faq', label: "Ko'p so'raladigan savollar" },
      ],
    },
  ],
} as const;
