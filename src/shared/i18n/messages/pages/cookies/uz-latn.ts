import type { SourceTree } from '../../../runtime/message';

/** Texts of /cookies: what the app really sets in the browser (sections keyed by their anchor). */
export default {
  title: 'Cookie siyosati',
  lead: 'Cookie: sayt brauzeringizda saqlaydigan kichik fayl. Bu sahifada Bilimdon qaysi cookie va brauzer xotirasidan foydalanishi tushuntiriladi.',
  sections: {
    necessary: {
      heading: 'Zarur cookie fayllar',
      paragraphs: ["Ular platforma ishlashi uchun kerak va ularni o'chirib bo'lmaydi:"],
      items: [
        "Kirish sessiyasi cookie fayli: tizimga kirganingizni eslab qoladi. U faqat server tomonidan o'qiladi (HttpOnly) va chiqqaningizda yoki sessiya tugatilganda o'chadi.",
        'Mehmon xaridi cookie fayli: hisobsiz sotib olingan quizga 24 soat davomida kirish imkonini beradi.',
      ],
    },
    storage: {
      heading: 'Brauzer xotirasi (local storage)',
      paragraphs: ['Brauzer xotirasida quyidagilar saqlanadi va serverga yuborilmaydi:'],
      items: [
        "Tanlangan mavzu (yorug', qorong'i yoki tizim bo'yicha).",
        'Qurilma identifikatori: bir quizni boshqa qurilmada davom ettirishda qurilmalarni farqlash uchun.',
        "Davom etayotgan quiz progressi va hali serverga yetib bormagan javoblar: internet uzilganda ular yo'qolmasligi uchun.",
        "Mehmon xaridi haqidagi ma'lumot (quiz, email va amal qilish muddati).",
      ],
    },
    'third-party': {
      heading: 'Uchinchi tomon skriptlari',
      paragraphs: [
        "Reklama va ijtimoiy tarmoq vidjetlari skriptlari faqat platforma ma'muriyati ularni sozlagan holdagina yuklanadi va o'z cookie fayllarini o'rnatishi mumkin. Ular sozlanmagan bo'lsa, sahifalarda faqat joy ko'rsatiladi va hech qanday tashqi skript yuklanmaydi.",
      ],
    },
    control: {
      heading: 'Cookie fayllarni boshqarish',
      paragraphs: [
        "Cookie fayllarni brauzer sozlamalarida o'chirishingiz mumkin. Ammo zarur cookie fayllar o'chirilsa, tizimga kira olmaysiz va sotib olingan quizlarni o'ynay olmaysiz.",
      ],
    },
  },
} satisfies SourceTree;
