import { fn, type SourceTree } from '../../../runtime/message';

/** Letters the site sends and the development mailbox that shows them. */
export default {
  mailbox: {
    title: 'Pochta qutisi (ishlab chiqish)',
    description:
      "Sayt yuborgan SMS va xatlar shu yerda, eng yangisi birinchi. SMTP yoki Eskiz sozlanmagan bo'lsa, ular faqat shu yerda saqlanadi.",
    smsTitle: 'SMS xabarlar',
    emailTitle: 'Email xatlar',
    smsEmpty: "Hozircha SMS yo'q",
    smsCount: fn('{n} ta SMS', 'n'),
    smsStatus: {
      QUEUED: 'Navbatda',
      SENDING: 'Yuborilmoqda',
      STORED: 'Saqlandi (yuborilmaydi)',
      SENT: 'Eskizga topshirildi',
      DELIVERED: 'Yetkazildi',
      REJECTED: 'Rad etildi',
      UNDELIVERABLE: "Yetkazib bo'lmadi",
      EXPIRED: "Muddati o'tdi",
      FAILED: 'Yuborilmadi',
    },
    empty: "Hozircha xatlar yo'q",
    to: 'Kimga',
    refresh: 'Yangilash',
    subject: 'Mavzu',
    sentAt: 'Yuborilgan vaqt',
    loadFailed: 'Xatlarni yuklashda xatolik yuz berdi',
    count: fn('{n} ta xat', 'n'),
  },
} satisfies SourceTree;
