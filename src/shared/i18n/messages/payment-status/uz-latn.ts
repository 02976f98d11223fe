import { fn, type SourceTree } from '../../runtime/message';

/**
 * Texts of the payment return page (/payment/return/:paymentId), where Payme, Click or Uzum send
 * the learner back: the payment's status, live.
 */
export default {
  title: "To'lov holati",
  subtitle: "To'lov tizimidan qaytdingiz: to'lovingiz holati shu yerda ko'rinadi",
  pendingTitle: "To'lov tasdiqlanishi kutilmoqda",
  pendingMessage:
    "To'lov tizimi to'lovni tasdiqlashi bilan bu sahifa o'zi yangilanadi. Odatda bu bir necha soniya oladi: sahifani yopmang.",
  checking: 'Holat tekshirilmoqda...',
  stalledTitle: 'Tasdiq hali kelmadi',
  stalledMessage:
    "To'lov tizimi hali javob bermadi. Pul yechilgan bo'lsa, xarid tasdiq kelishi bilan ochiladi. Birozdan so'ng holatni yangilang.",
  refresh: 'Holatni yangilash',
  completedTitle: "To'lov muvaffaqiyatli amalga oshirildi",
  completedMessage: 'Quizlar sizniki: hoziroq boshlashingiz mumkin. Ular profilingizda ham saqlanadi.',
  guestCompletedMessage:
    "Quizni 24 soat davomida o'ynashingiz mumkin. Kirish havolasi emailingizga yuborildi.",
  guestCompletedBySms: fn(
    "Quizni 24 soat davomida o'ynashingiz mumkin. Kirish havolasi {phone} raqamiga SMS orqali yuborildi.",
    'phone',
  ),
  start: 'Boshlash',
  startQuiz: fn('Boshlash: {title}', 'title'),
  toProfile: "Profilga o'tish",
  failedTitle: "To'lov amalga oshmadi",
  failedMessage: "To'lov rad etildi yoki bekor qilindi, pul yechilmadi. Qaytadan urinib ko'rishingiz mumkin.",
  retry: 'Qayta urinish',
  refundedTitle: "To'lov qaytarildi",
  refundedMessage:
    "To'lov tizimi bu to'lovni bekor qildi va pul qaytarildi. Shu to'lov bilan olingan quizlarga kirish yopildi.",
  toCatalog: "Quizlarni ko'rish",
  unpayableTitle: "Bu to'lovni endi to'lab bo'lmaydi",
  unpayableMessage: {
    ALREADY_OWNED:
      "To'lovdagi quizlardan biri boshqa to'lov orqali allaqachon sizniki bo'lgan: bir quiz uchun ikki marta pul olinmaydi, shuning uchun to'lov tizimi bu to'lovni qabul qilmaydi. Pul yechilmadi. Qolgan quizlarni savatdan qaytadan to'lang.",
    QUIZ_UNAVAILABLE:
      "To'lovdagi quizlardan biri endi sotuvda emas, shuning uchun to'lov tizimi bu to'lovni qabul qilmaydi. Pul yechilmadi. Qolgan quizlarni savatdan qaytadan to'lang.",
  },
  guestUnpayableMessage: {
    ALREADY_OWNED:
      "Bu email bilan ushbu quizga kirish boshqa to'lov orqali allaqachon ochilgan: bir quiz uchun ikki marta pul olinmaydi, shuning uchun to'lov tizimi bu to'lovni qabul qilmaydi. Pul yechilmadi. Kirish havolasi emailingizga yuborilgan.",
    QUIZ_UNAVAILABLE:
      "Bu quiz endi sotuvda emas, shuning uchun to'lov tizimi bu to'lovni qabul qilmaydi. Pul yechilmadi.",
  },
  toCart: "Savatga o'tish",
  notFoundTitle: "To'lov topilmadi",
  notFoundMessage: "Bu to'lov mavjud emas yoki sizga tegishli emas",
  guestNotFoundMessage:
    "Bu to'lov boshqa brauzerda boshlangan yoki hisob orqali qilingan. Hisobingiz bo'lsa, tizimga kiring; mehmon sifatida xarid qilgan bo'lsangiz, emailingizdagi havolani oching.",
  signIn: 'Kirish',
  home: 'Bosh sahifaga qaytish',
  loadFailed: "To'lov ma'lumotlarini yuklashda xatolik yuz berdi",
} satisfies SourceTree;
