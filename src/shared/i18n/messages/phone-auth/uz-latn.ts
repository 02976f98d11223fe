import { fn, type SourceTree } from '../../runtime/message';

/** Texts of signing in by phone: the auth dialog, the profile's sign-in methods, the reset dialog. */
export default {
  methods: {
    label: 'Kirish usuli',
    phone: 'Telefon',
    email: 'Email',
    /** the email panel's own name: a field labelled "Email" stays the only thing so named */
    emailPanel: 'Elektron pochta orqali kirish',
  },
  phone: {
    label: 'Telefon raqami',
    prefix: '+998',
    placeholder: '90 123 45 67',
    hint: "Yangi raqam bo'lsa, hisob avtomatik yaratiladi. Parol shart emas.",
    normalized: fn('Raqam: {phone}', 'phone'),
    sendCode: 'Kod yuborish',
    sending: 'Yuborilmoqda...',
    codeSentTitle: 'Kod yuborildi',
    codeSentTo: fn('Tasdiqlash kodi {phone} raqamiga SMS orqali yuborildi.', 'phone'),
    code: 'SMS kod',
    codePlaceholder: '6 xonali kod',
    verify: 'Tasdiqlash',
    verifying: 'Tekshirilmoqda...',
    resend: 'Kodni qayta yuborish',
    resendIn: fn('Kodni qayta yuborish ({wait})', 'wait'),
    changeNumber: "Raqamni o'zgartirish",
    withPassword: 'Parol bilan kirish',
    withCode: 'SMS kod bilan kirish',
    sendFailed: 'Kod yuborishda xatolik yuz berdi',
    verifyFailed: 'Kodni tekshirishda xatolik yuz berdi',
    retryAfter: fn("Qayta urinish mumkin: {wait}dan so'ng", 'wait'),
  },
  profile: {
    title: 'Kirish usullari',
    description:
      "Hisobingizga telefon raqami (SMS kod) yoki email bilan kirasiz. Ikkalasini ham qo'shib qo'yishingiz mumkin.",
    phone: 'Telefon',
    email: 'Email',
    password: 'Parol',
    none: "Qo'shilmagan",
    passwordSet: "O'rnatilgan",
    passwordNone: "O'rnatilmagan: kirish SMS kod bilan",
    loadFailed: 'Kirish usullarini yuklashda xatolik yuz berdi',
    setPassword: "Parol o'rnatish",
    setPasswordTitle: "Parol o'rnatish",
    setPasswordDescription: fn(
      'Parol ixtiyoriy: u bilan telefon raqamingiz va parol orqali ham kira olasiz. Tasdiqlash uchun {phone} raqamiga SMS kod yuboramiz.',
      'phone',
    ),
    passwordSetSignIn:
      "Parol o'rnatildi. Xavfsizlik uchun hisobingiz barcha qurilmalarda yopildi: telefon raqamingiz va yangi parolingiz bilan qaytadan kiring.",
    addPhone: "Telefon qo'shish",
    addPhoneTitle: "Telefon raqamini qo'shish",
    addPhoneDescription: 'Yangi raqamga SMS orqali kod yuboramiz: uni kiritib raqamni tasdiqlang.',
    phoneAdded: "Telefon raqami hisobingizga qo'shildi",
    addEmail: "Email qo'shish",
    addEmailTitle: "Email qo'shish",
    addEmailDescription:
      "Emailingizga tasdiqlash havolasi yuboramiz: uni bosganingizdan so'ng email hisobingizga qo'shiladi.",
    emailSentTitle: 'Tasdiqlash havolasi yuborildi',
    emailSent: fn(
      "{email} manziliga tasdiqlash havolasi yuborildi. Havolani bosganingizdan so'ng email hisobingizga qo'shiladi.",
      'email',
    ),
    emailFailed: "Emailni qo'shishda xatolik yuz berdi",
    send: 'Yuborish',
    sending: 'Yuborilmoqda...',
  },
  reset: {
    byPhone: 'Telefon orqali',
    byEmail: 'Email orqali',
    emailPanel: 'Elektron pochta orqali tiklash',
    phoneDescription: 'Telefon raqamingizni kiriting, biz parolni tiklash kodini SMS orqali yuboramiz',
    phoneCodeDescription: 'Telefoningizga SMS orqali kelgan kodni va yangi parolni kiriting',
  },
} satisfies SourceTree;
