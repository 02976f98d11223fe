import { fn, type SourceTree } from '../../runtime/message';

/** Texts of the support and contact pages, of their message form and of the email to the admin. */
export default {
  support: {
    title: "Qo'llab-quvvatlash",
    subtitle:
      "Platformadan foydalanishda savol yoki muammo bo'ldimi? Yozing: hisob, to'lov, quiz yoki sertifikat bo'yicha yordam beramiz.",
    formTitle: "Yordam so'rash",
    formDescription: "Muammoni batafsil yozing: qaysi sahifada va nima bo'lganini ko'rsating.",
    subjectPlaceholder: "Masalan: To'lovdan keyin quiz ochilmadi",
  },
  contact: {
    title: "Biz bilan bog'lanish",
    subtitle:
      "Umumiy savollar, hamkorlik, korporativ o'qitish va boshqa takliflar bo'yicha biz bilan bog'laning.",
    formTitle: 'Xabar yuborish',
    formDescription: "Taklif yoki savolingizni yozing, mutaxassisimiz siz bilan bog'lanadi.",
    subjectPlaceholder: 'Masalan: Korporativ hamkorlik',
  },
  cards: {
    emailTitle: 'Elektron pochta',
    emailNote: 'Xatlarga 24 soat ichida javob beramiz',
    hoursTitle: 'Ish vaqti',
    hours: ['Dushanba–Juma: 9:00–18:00', 'Shanba: 10:00–16:00', 'Yakshanba: dam olish kuni'],
    addressTitle: 'Manzil',
    address: "Jizzax, O'zbekiston",
    socialTitle: 'Ijtimoiy tarmoqlar',
    socialNote: 'Yangiliklarni kuzatib boring',
  },
  form: {
    firstName: 'Ism',
    lastName: 'Familiya',
    email: 'Email',
    phone: 'Telefon',
    phonePlaceholder: '+998 90 123 45 67',
    company: 'Kompaniya',
    optional: '(ixtiyoriy)',
    subject: 'Mavzu',
    message: 'Xabar',
    messagePlaceholder: 'Xabaringizni yozing...',
    send: 'Yuborish',
    sending: 'Yuborilmoqda...',
    failed: 'Xabarni yuborishda xatolik yuz berdi',
    sentTitle: 'Xabaringiz qabul qilindi',
    sentBody: 'Rahmat! Xabaringizni oldik va 24 soat ichida emailingizga javob beramiz.',
    sendAnother: 'Yana xabar yuborish',
  },
  validation: {
    firstNameRequired: 'Ismingizni kiriting',
    firstNameTooLong: 'Ism 60 ta belgidan oshmasligi kerak',
    lastNameRequired: 'Familiyangizni kiriting',
    lastNameTooLong: 'Familiya 60 ta belgidan oshmasligi kerak',
    phoneInvalid: "Telefon raqamini to'g'ri kiriting, masalan: +998 90 123 45 67",
    companyTooLong: 'Kompaniya nomi 100 ta belgidan oshmasligi kerak',
    subjectTooShort: "Mavzu kamida 3 ta belgidan iborat bo'lishi kerak",
    subjectTooLong: 'Mavzu 150 ta belgidan oshmasligi kerak',
    messageTooShort: "Xabar kamida 10 ta belgidan iborat bo'lishi kerak",
    messageTooLong: 'Xabar 5000 ta belgidan oshmasligi kerak',
    sourceInvalid: "Xabar qaysi sahifadan yuborilgani noto'g'ri ko'rsatilgan",
  },
  /** the per-IP limit's answer, with the minutes until the oldest message of the hour expires */
  limitReached: fn(
    "Bir soat ichida ko'pi bilan 5 ta xabar yuborish mumkin. {minutes} daqiqadan keyin qaytadan urinib ko'ring.",
    'minutes',
  ),
  /** the email to the admin */
  adminEmail: {
    subject: fn('Yangi xabar: {subject}', 'subject'),
    intro: fn('{name} ({email}) saytdagi forma orqali xabar yubordi.', 'name', 'email'),
    source: fn('Sahifa: {page}', 'page'),
    button: "Xabarni ko'rish",
  },
} satisfies SourceTree;
