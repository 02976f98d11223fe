import type { SourceTree } from '../../../runtime/message';

/** Small texts every information page shares (the page shell, the legal pages' frame). */
export default {
  /** followed by the date, written by formatDate */
  lastUpdated: 'Oxirgi yangilanish',
  toc: 'Mundarija',
  address: "Jizzax, O'zbekiston",
  contactLead: "Savollaringiz bo'lsa, biz bilan bog'laning:",
  supportLink: "Qo'llab-quvvatlash sahifasi",
  contactLink: 'Aloqa sahifasi',
  /** where the sign-in button is: in the header on a wide screen, inside the menu on a phone */
  signInWhere:
    '"Kirish" tugmasini bosing: kompyuter va planshetda u sahifa tepasining o\'ng tomonida, telefonda esa o\'ng yuqori burchakdagi menyu (☰) tugmasi ichida.',
  /** the two ways into an account, for the FAQ and the guide */
  signUpWays:
    "Oynada \"Telefon\" yoki \"Email\"ni tanlang. Telefon raqamingizni kiritsangiz, unga SMS orqali 6 xonali kod keladi: kodni kiritishingiz bilan hisobingiz yaratiladi va tizimga kirasiz, parol shart emas. Keyingi safar ham shu raqam va yangi kod bilan kirasiz. Email bilan ro'yxatdan o'tsangiz, ismingiz, email manzilingiz va parolingizni kiriting: emailingizga kelgan havolani bosganingizdan so'ng hisobingiz faollashadi. Profilingizda hisobga ikkinchi yo'lni (telefon yoki email) qo'shishingiz mumkin.",
  /** how a quiz's clock runs, for the pages that explain the product */
  timerModes:
    "Odatda sahifadan chiqsangiz yoki brauzerni yopsangiz, vaqt to'xtaydi va qaytganingizda qolgan joyidan davom etadi. Qat'iy vaqtli quizlarda (masalan, imtihonlarda) esa vaqt boshlanganidan keyin to'xtamaydi. Quiz qaysi turda ekani uning sahifasida va boshlashdan oldin yoziladi.",
} satisfies SourceTree;
