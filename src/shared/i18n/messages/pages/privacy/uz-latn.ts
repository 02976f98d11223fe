import type { SourceTree } from '../../../runtime/message';

/** Texts of /privacy: what the product really stores and why (sections keyed by their anchor). */
export default {
  title: 'Maxfiylik siyosati',
  lead: "Shaxsiy ma'lumotlaringiz himoyasi biz uchun muhim. Bu sahifada qanday ma'lumotlarni saqlashimiz, ulardan nima uchun foydalanishimiz va ularni qanday himoya qilishimiz tushuntiriladi.",
  sections: {
    collected: {
      heading: "Qanday ma'lumotlarni saqlaymiz",
      paragraphs: ["Platforma faqat xizmat ko'rsatish uchun zarur bo'lgan ma'lumotlarni saqlaydi:"],
      items: [
        "Hisob: to'liq ismingiz, email manzilingiz va (yoki) telefon raqamingiz, parolingiz bo'lsa u ham (parol va SMS kodlar faqat shifrlangan ko'rinishda saqlanadi).",
        "Xaridlar: qaysi quizni, qachon va qancha summaga sotib olganingiz; mehmon xaridida ko'rsatilgan ism, email va telefon raqami.",
        'Natijalar: quiz javoblaringiz, ball, foiz, sarflangan vaqt va urinishlar.',
        'Sertifikatlar: sertifikatdagi ism, quiz nomi, natija va tekshirish kodi.',
        'Kirish sessiyalari: qurilma turi, brauzer, IP manzil va oxirgi faollik vaqti, shuningdek davom etayotgan quiz progressi.',
        "Murojaatlar: qo'llab-quvvatlash yoki aloqa shakli orqali yuborgan xabarlaringiz.",
      ],
    },
    usage: {
      heading: "Ma'lumotlardan qanday foydalanamiz",
      paragraphs: [
        "Ma'lumotlaringizdan hisobingizni yuritish, sotib olingan quizlarga kirish, natijalarni hisoblash, sertifikat berish va murojaatlaringizga javob berish uchun foydalanamiz. Kirish sessiyalari hisobingizni begona qurilmalardan himoya qilishga yordam beradi: ularni profilingizda ko'rib, istalganini tugatishingiz mumkin.",
      ],
    },
    emails: {
      heading: 'Emaillar va SMS',
      paragraphs: [
        "Biz sizga faqat xizmat bilan bog'liq xatlarni yuboramiz: ro'yxatdan o'tishni tasdiqlash, parolni tiklash, xarid va sertifikat haqidagi xabarlar. Telefon raqamingizga faqat kirish va parolni tiklash kodlari hamda mehmon xaridingizning havolasi SMS orqali yuboriladi. Reklama xatlari va SMS yubormaymiz.",
      ],
    },
    sharing: {
      heading: "Ma'lumotlarni uchinchi shaxslarga berish",
      paragraphs: [
        "Shaxsiy ma'lumotlaringizni sotmaymiz va reklama uchun bermaymiz. To'lov Click, Payme yoki Uzum orqali o'tadi: karta ma'lumotlaringiz ularning tizimida qoladi. Sertifikatni tekshirish sahifasida faqat sertifikatdagi ism, quiz nomi, natija va sana ko'rsatiladi: bu kodni kimga bersangiz, o'sha ko'ra oladi.",
      ],
    },
    security: {
      heading: "Ma'lumotlar xavfsizligi",
      paragraphs: [
        "Parollar va kirish kalitlari faqat shifrlangan (xeshlangan) holda saqlanadi, ma'lumotlar himoyalangan ulanish orqali uzatiladi, ularga kirish huquqi esa faqat zarur xodimlarga beriladi.",
      ],
    },
    rights: {
      heading: 'Sizning huquqlaringiz',
      paragraphs: [
        "Siz o'z ma'lumotlaringizni ko'rish, tuzatish va hisobingizni o'chirishni so'rashingiz mumkin. Hisob o'chirilganda ismingiz va emailingiz o'chiriladi; buxgalteriya hisobi uchun xaridlar va natijalar esa shaxsingizga bog'lanmagan holda saqlanib qoladi.",
      ],
    },
  },
} satisfies SourceTree;
