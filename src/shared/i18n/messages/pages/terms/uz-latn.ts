import type { SourceTree } from '../../../runtime/message';

/** Texts of /terms: refund policy, minimum age, one account per person (sections keyed by their anchor). */
export default {
  title: 'Foydalanish shartlari',
  lead: "Bilimdon platformasidan foydalanish orqali siz quyidagi shartlarga rozilik bildirasiz. Iltimos, ularni diqqat bilan o'qing.",
  sections: {
    general: {
      heading: 'Umumiy qoidalar',
      paragraphs: [
        "Bu shartlar Bilimdon platformasi (keyingi o'rinlarda: platforma) va uning foydalanuvchilari o'rtasidagi munosabatlarni tartibga soladi. Platformaning istalgan xizmatidan foydalanish ushbu shartlarni qabul qilganingizni bildiradi.",
      ],
    },
    account: {
      heading: 'Hisob va yosh chegarasi',
      paragraphs: [
        "Platformada ro'yxatdan o'tish uchun kamida 18 yoshda bo'lishingiz kerak. 18 yoshga to'lmagan foydalanuvchilar faqat ota-onasi yoki qonuniy vakilining roziligi bilan ro'yxatdan o'tishi mumkin.",
      ],
      items: [
        'Har bir shaxs faqat bitta hisob ochishi mumkin.',
        "Hisob ma'lumotlari (parol va SMS orqali kelgan kodlar) sir saqlanishi kerak: kodni hech kimga aytmang; hisobingizdagi barcha harakatlar uchun o'zingiz javobgarsiz.",
        "Ro'yxatdan o'tishda o'zingizga tegishli telefon raqami yoki amaldagi email manzilini va to'g'ri ismni ko'rsating: sertifikat shu ismga beriladi.",
      ],
    },
    quizzes: {
      heading: 'Quizlar va natijalar',
      paragraphs: [
        "Quizlar vaqt bilan cheklangan; vaqt tugaganda quiz avtomatik yakunlanadi. Qayta topshirish va urinishlar soni har bir quizning o'z shartlariga bog'liq.",
        'Quizni topshirishda boshqa shaxsning yordamidan, avtomatlashtirilgan vositalardan foydalanish yoki savollarni tarqatish taqiqlanadi. Bunday holatlarda natija va sertifikat bekor qilinishi, hisob esa bloklanishi mumkin.',
      ],
    },
    payment: {
      heading: "To'lovlar",
      paragraphs: [
        "Pullik quizlar narxi so'mda ko'rsatiladi. To'lov Click, Payme yoki Uzum orqali amalga oshiriladi. To'lov tasdiqlangach, quiz hisobingizga biriktiriladi.",
        "Mehmon sifatida sotib olingan quiz 24 soat davomida ochiq bo'ladi; shu email yoki telefon raqami bilan ro'yxatdan o'tsangiz, xarid va natijalar hisobingizga o'tkaziladi.",
      ],
    },
    refund: {
      heading: 'Pulni qaytarish siyosati',
      paragraphs: ["To'langan mablag' quyidagi tartibda qaytariladi:"],
      items: [
        "Quiz texnik xatolik sababli boshlanmagan bo'lsa, to'lovning 100% qaytariladi.",
        "Quiz boshlangandan keyin yoki sertifikat berilgandan so'ng pul qaytarilmaydi.",
        "Pulni qaytarish so'rovi to'lov qilingan kundan boshlab 7 kun ichida qo'llab-quvvatlash xizmati orqali yuborilishi kerak.",
      ],
    },
    content: {
      heading: 'Intellektual mulk',
      paragraphs: [
        'Platformadagi savollar, matnlar va dizayn Bilimdonga yoki ularning mualliflariga tegishli. Ularni ruxsatsiz nusxalash va tarqatish taqiqlanadi.',
      ],
    },
    changes: {
      heading: "Shartlarning o'zgarishi",
      paragraphs: [
        "Biz ushbu shartlarni yangilashimiz mumkin. Yangilangan shartlar shu sahifada e'lon qilingan kundan boshlab kuchga kiradi; platformadan foydalanishni davom ettirish ularga rozilik bildiradi.",
      ],
    },
  },
} satisfies SourceTree;
