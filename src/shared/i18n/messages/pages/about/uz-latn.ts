import { fn, type SourceTree } from '../../../runtime/message';

/** Texts of /about (mission, services, team). */
export default {
  title: 'Biz haqimizda',
  lead: "Bilimdon: o'zbek tilidagi onlayn quiz platformasi. Bu yerda bilimingizni sinaysiz, natijangizni darhol ko'rasiz va professional sertifikat olasiz.",
  missionTitle: 'Bizning maqsadimiz',
  mission: [
    "Har bir o'zbek tilida so'zlashuvchi inson o'z bilimini qulay, adolatli va ishonchli usulda sinab ko'ra olishi kerak. Biz shunday imkoniyatni yaratish uchun ishlaymiz.",
    "Quizlarimiz o'quvchilar, talabalar, mutaxassislar va kompaniyalar uchun mo'ljallangan: ular o'rganishga yordam beradi, bilimdagi bo'shliqlarni ko'rsatadi va yutuqlarni sertifikat bilan tasdiqlaydi.",
  ],
  servicesTitle: 'Xizmatlarimiz',
  /** the first service card: the catalogue's own figures, or none while they are unknown */
  catalogue: {
    title: fn("{categories} ta yo'nalish", 'categories'),
    text: fn("{categoryNames} bo'yicha {quizzes} ta quiz.", 'categoryNames', 'quizzes'),
    unknownTitle: "Turli yo'nalishlar",
    unknownText: "Turli yo'nalishlar bo'yicha quizlar.",
  },
  services: [
    {
      title: 'Professional sertifikatlar',
      text: 'Quizni muvaffaqiyatli topshirganlarga QR kod bilan tekshiriladigan sertifikat beriladi.',
    },
    {
      title: "Individual o'qitish",
      text: "O'z sur'atingizda o'rganing: quizni istalgan vaqtda boshlang, kerak bo'lsa to'xtatib, keyin davom ettiring (qat'iy vaqtli quizlarda vaqt to'xtamaydi).",
    },
    {
      title: "Korporativ o'qitish",
      text: 'Kompaniyalar xodimlarining bilimini baholash va rivojlantirish uchun quizlardan foydalanadi.',
    },
    {
      title: 'Real vaqtda natijalar',
      text: "Quiz tugashi bilan ball, to'g'ri javoblar soni va sarflangan vaqt darhol ko'rsatiladi.",
    },
    {
      title: 'Mobil va kompyuter',
      text: 'Platforma telefonda, planshetda va kompyuterda birdek qulay ishlaydi.',
    },
  ],
  teamTitle: 'Jamoamiz',
  teamLead: "Bilimdonni Jizzaxdagi kichik, ammo g'ayratli jamoa yaratadi va rivojlantiradi.",
  team: [
    {
      title: 'Dasturchilar',
      text: "Platformaning tez, xavfsiz va barcha qurilmalarda ishonchli ishlashini ta'minlaydi.",
    },
    {
      title: 'Mazmun mualliflari',
      text: 'Savollarni tuzadi, tekshiradi va har bir quizning sifatiga javob beradi.',
    },
    {
      title: "Qo'llab-quvvatlash xizmati",
      text: 'Foydalanuvchilarning savollariga 24 soat ichida javob beradi.',
    },
  ],
  ctaTitle: "Bilimingizni sinab ko'ring",
  cta: "Quizlarni ko'rish",
} satisfies SourceTree;
