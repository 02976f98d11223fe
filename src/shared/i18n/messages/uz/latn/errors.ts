import type { SourceTree } from '../../../runtime/message';

/** One password rule, so one message wherever it is checked: our forms, our schemas, better-auth's routes. */
export const PASSWORD_TOO_SHORT = "Parol kamida 8 ta belgidan iborat bo'lishi kerak";
export const PASSWORD_TOO_LONG = 'Parol 128 ta belgidan oshmasligi kerak';

/**
 * The messages the browser writes itself, so they load with the first page (the full catalogue
 * does not, src/shared/i18n/uz-sections.ts): a status without our body (a proxy's page), a record
 * the rendered page did not find, the generic fallbacks. `errors` holds them too.
 */
const clientErrors = {
  UNAUTHENTICATED: 'Avval tizimga kiring',
  FORBIDDEN: "Bu amal uchun ruxsatingiz yo'q",
  NOT_FOUND: 'Sahifa yoki maʼlumot topilmadi',
  RATE_LIMITED: "Juda ko'p urinish. Biroz kutib qaytadan urining",
  TOO_MANY_REQUESTS: "Juda ko'p urinish. Biroz kutib qaytadan urining",
  INTERNAL: "Serverda kutilmagan xatolik yuz berdi. Keyinroq qayta urinib ko'ring",
  NETWORK: 'Tarmoq xatosi. Internet aloqangizni tekshiring',
  QUIZ_NOT_FOUND: 'Quiz topilmadi',
  CERTIFICATE_NOT_FOUND: 'Sertifikat topilmadi',
  PAYMENT_UNAVAILABLE:
    "To'lov tizimi hozirda ishlab chiqilmoqda. Tez orada haqiqiy to'lov integratsiyasi qo'shiladi",
};

/** The messages by error code: all that the server answers with (`errors`), the browser's own (`clientErrors`). */
export default {
  clientErrors,
  errors: {
    ...clientErrors,
    VALIDATION_FAILED: "Kiritilgan ma'lumotlarni tekshiring",
    CONTACT_LIMIT:
      "Bir soat ichida ko'pi bilan 5 ta xabar yuborish mumkin. Birozdan keyin qaytadan urinib ko'ring.",
    CONTACT_MESSAGE_NOT_FOUND: 'Xabar topilmadi',
    CROSS_SITE_REQUEST: "So'rov boshqa saytdan yuborilgan: rad etildi",
    METHOD_NOT_ALLOWED: "Bu manzil bunday so'rovni qabul qilmaydi",
    REQUEST_TIMEOUT: "So'rov juda uzoq davom etdi. Qayta urinib ko'ring",
    PAYLOAD_TOO_LARGE: "Yuborilgan ma'lumot hajmi juda katta",
    URI_TOO_LONG: "So'rov manzili juda uzun",
    UNSUPPORTED_MEDIA_TYPE: "Bu turdagi ma'lumot qabul qilinmaydi",
    HEADERS_TOO_LARGE: "So'rov sarlavhalari juda katta",
    INVALID_EMAIL_OR_PASSWORD: "Email yoki parol noto'g'ri",
    EMAIL_NOT_VERIFIED: 'Emailingiz hali tasdiqlanmagan. Pochtangizdagi havolani bosing',
    USER_ALREADY_EXISTS: 'Bu email bilan hisob allaqachon mavjud',
    USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Bu email bilan hisob allaqachon mavjud',
    INVALID_EMAIL: "Email manzil formati noto'g'ri",
    PASSWORD_TOO_SHORT,
    PASSWORD_TOO_LONG,
    INVALID_OTP: "Parolni tiklash havolasi yaroqsiz yoki muddati tugagan. Iltimos, qaytadan so'rang.",
    OTP_EXPIRED: "Parolni tiklash havolasi yaroqsiz yoki muddati tugagan. Iltimos, qaytadan so'rang.",
    TOO_MANY_ATTEMPTS: "Parolni tiklash havolasi yaroqsiz yoki muddati tugagan. Iltimos, qaytadan so'rang.",
    INVALID_TOKEN: 'Havola yaroqsiz yoki muddati tugagan',
    USER_NOT_FOUND: 'Foydalanuvchi topilmadi',
    REGISTRATION_CLOSED: "Ro'yxatdan o'tish vaqtincha yopilgan. Hisobingiz bo'lsa, tizimga kiring",
    BACKUP_UNAVAILABLE:
      'Serverda pg_dump topilmadi: zaxira nusxani serverning o\'zida oling: pg_dump -Fc "$DATABASE_URL" > bilimdon.dump (pg_dump postgresql-client paketida)',
    BACKUP_FAILED: 'Zaxira nusxa olishda xatolik yuz berdi. Server jurnalini tekshiring',
    NOT_FREE: 'Bu quiz pullik: uni savat orqali sotib oling',
    FREE_QUIZ_NOT_FOR_CART: 'Bu quiz bepul: uni savatsiz, bir bosishda oling',
    ALREADY_OWNED: 'Bu quiz allaqachon sizda bor',
    CART_DUPLICATE: 'Bu quiz allaqachon savatda',
    CART_ITEM_NOT_FOUND: 'Savatda bunday element topilmadi',
    CART_EMPTY: "Savatda hech narsa yo'q",
    PAYMENT_NOT_FOUND: "To'lov topilmadi",
    PAYMENT_PROVIDER_MISMATCH:
      "Bu to'lov boshqa to'lov tizimi orqali ochilgan: uni faqat o'sha to'lov tizimi tasdiqlay oladi",
    PAYMENT_QUIZ_OWNED:
      "To'lovdagi quizlardan biri allaqachon sizda bor, shuning uchun bu to'lovni yakunlab bo'lmaydi. Savatdan yangi to'lov boshlang",
    PAYMENT_QUIZ_UNAVAILABLE:
      "To'lovdagi quizlardan biri endi sotuvda emas, shuning uchun bu to'lovni yakunlab bo'lmaydi",
    PAYMENT_NOT_REFUNDABLE:
      "Faqat to'langan to'lovni qaytarilgan deb belgilash mumkin: bu to'lov hali to'lanmagan yoki allaqachon qaytarilgan",
    GUEST_PURCHASE_DISABLED:
      "Mehmon sifatida xarid qilish hozircha o'chirilgan. Quizni sotib olish uchun tizimga kiring",
    GUEST_CHECKOUT_SIGNED_IN: 'Siz tizimga kirgansiz: quizni savat orqali sotib oling',
    GUEST_ACCESS_ACTIVE:
      "Bu quizni shu brauzerda allaqachon sotib olgansiz: 24 soatlik kirish hali ochiq, quizni o'ynashingiz mumkin",
    GUEST_ACCESS_EMAILED:
      "Bu email bilan ushbu quizga kirish allaqachon ochiq: qayta to'lash shart emas. Kirish haqidagi xatni shu emailga yubordik",
    GUEST_SMS_UNAVAILABLE:
      "Kirish havolasini hozircha SMS orqali yuborib bo'lmaydi: emailingizni kiriting, havolani shunga yuboramiz",
    GUEST_ACCESS_TEXTED:
      "Bu telefon raqami bilan ushbu quizga kirish allaqachon ochiq: qayta to'lash shart emas. Quiz havolasini shu raqamga SMS qilib yubordik",
    GUEST_PAYMENT_IN_PROGRESS:
      "Bu email bilan ushbu quiz uchun to'lov hozir to'lov tizimida amalga oshirilmoqda. Uni yakunlang yoki birozdan so'ng qayta urinib ko'ring",
    GUEST_FREE_QUIZ: "Bu quiz bepul: uni olish uchun tizimga kiring yoki ro'yxatdan o'ting",
    GUEST_ACCESS_NOT_FOUND:
      "Mehmon sifatidagi kirish topilmadi. Havolani to'liq nusxalaganingizni tekshiring",
    GUEST_ACCESS_EXPIRED:
      "Mehmon sifatidagi 24 soatlik kirish muddati tugagan. Quizni qayta o'ynash uchun uni qaytadan xarid qiling yoki shu email yoki telefon raqami bilan ro'yxatdan o'ting.",
    GUEST_ACCESS_REFUNDED:
      "Bu xarid uchun to'langan pul qaytarilgan, shuning uchun mehmon sifatidagi kirish yopilgan. Quizni o'ynash uchun uni qaytadan xarid qiling",
    GUEST_ACCESS_MERGED:
      "Bu xarid hisobingizga qo'shilgan. Quizni o'ynash uchun xaridda ko'rsatilgan email yoki telefon raqami bilan tizimga kiring",
    ACCESS_BLOCKED: 'Administrator bu quizga kirishingizni cheklagan',
    QUIZ_ALREADY_COMPLETED: "Siz bu quizni allaqachon topshirgansiz: qayta topshirib bo'lmaydi",
    RESTART_NOT_ALLOWED:
      "Bu quizni qaytadan boshlab bo'lmaydi: unga bitta urinish beriladi. Boshlangan urinishni davom ettiring",
    MAX_ATTEMPTS_REACHED: 'Urinishlar tugadi: ruxsat etilgan urinishlarning hammasi ishlatilgan',
    ACCESS_CHECK_FAILED: "Ruxsatni tekshirishda xatolik yuz berdi. Qayta urinib ko'ring",
    PURCHASE_REQUIRED: "Ruxsat yo'q: bu quizni o'ynash uchun avval uni sotib oling",
    SESSION_NOT_FOUND: 'Quiz sessiyasi topilmadi',
    SESSION_TAKEN_OVER: 'Quiz boshqa qurilmada ochildi: bu qurilmadagi sessiya yopildi',
    SESSION_ENDED: 'Bu quiz sessiyasi tugagan',
    SESSION_FINISHED: 'Bu urinish allaqachon yakunlangan',
    SESSION_ON_OTHER_DEVICE: 'Quiz boshqa qurilmada davom etmoqda',
    QUESTION_NOT_IN_QUIZ: 'Bu savol ushbu quizga tegishli emas',
    OPTION_OUT_OF_RANGE: 'Tanlangan variant mavjud emas',
    TIME_UP: 'Vaqt tugadi',
    SESSION_ALREADY_STARTED:
      "Bu quiz hozirgina boshqa so'rov bilan boshlandi: sahifani yangilab, davom ettiring",
    QUESTION_INDEX_OUT_OF_RANGE: "Bunday savol bu quizda yo'q",
    RESULT_NOT_FOUND: 'Natija topilmadi',
    NOTIFICATION_NOT_FOUND: 'Bildirishnoma topilmadi',
    USER_SESSION_NOT_FOUND: 'Sessiya topilmadi yoki allaqachon tugagan',
    FIELD_NOT_ALLOWED: "Bu maydonni o'zgartirishga ruxsat yo'q",
    INVALID_ORIGIN: "So'rov boshqa saytdan yuborilgan: rad etildi",
    MISSING_OR_NULL_ORIGIN: "So'rov boshqa saytdan yuborilgan: rad etildi",
    TOO_MANY_ATTEMPTS_SIGN_IN: "Juda ko'p urinish. Biroz kutib qaytadan urining",
    RENDER_BUSY:
      "Sertifikat fayllari hozir ko'p tayyorlanmoqda. Bir necha soniyadan keyin qayta urinib ko'ring",
    CATEGORY_NOT_FOUND: 'Kategoriya topilmadi',
    CATEGORY_HAS_QUIZZES:
      "Bu kategoriyada hali quizlar bor, shuning uchun uni o'chirib bo'lmaydi. Uning o'rniga nofaol qiling",
    QUIZ_HAS_NO_QUESTIONS: "Savolsiz quizni faollashtirib bo'lmaydi: avval kamida bitta savol qo'shing",
    MODULE_NOT_FOUND: 'Modul topilmadi',
    MODULE_NOT_IN_QUIZ: 'Tanlangan modul bu quizga tegishli emas',
    QUESTION_NOT_FOUND: 'Savol topilmadi',
    TOO_MANY_PREVIEWS: "Bir quizda ko'pi bilan 3 ta namuna savol bo'lishi mumkin",
    TOO_MANY_QUESTIONS: "Bir quizda ko'pi bilan 500 ta savol bo'lishi mumkin",
    QUESTIONS_CHANGED:
      "Savollar boshqa oynada o'zgartirilgan. Sahifani yangilang: o'zgarishlaringiz hali saqlanmagan",
    IMPORT_TOO_MANY_QUESTIONS:
      "Import matnida 1000 tadan ortiq savol bor, bir quizga esa ko'pi bilan 500 ta savol sig'adi: matnni qismlarga bo'lib import qiling",
    IMPORT_JSON_TOO_DEEP:
      "JSON matn juda chuqur: massiv va obyektlar ichma-ich ko'pi bilan 100 qavat bo'lishi mumkin",
    IMPORT_BUSY: "Import matnlari hozir ko'p tekshirilmoqda. Bir necha soniyadan keyin qayta urinib ko'ring",
    IMPORT_NOTHING_TO_ADD: "Import qilinadigan savol topilmadi: xatolarni tuzatib, qaytadan urinib ko'ring",
    IMPORT_ONLY_DUPLICATES: "Bu savollarning barchasi quizda allaqachon bor: qo'shiladigan yangi savol yo'q",
    REORDER_MISMATCH: "Tartib ro'yxati joriy ro'yxatga mos emas. Sahifani yangilang",
    UPLOAD_NOT_IMAGE: 'Faqat rasm fayllarini yuklash mumkin',
    UPLOAD_TOO_LARGE: "Fayl hajmi 5MB dan kichik bo'lishi kerak",
    UPLOAD_MISSING_FILE: 'Yuklash uchun rasm faylini tanlang',
    UPLOAD_STORAGE_UNAVAILABLE: "Rasmlar ombori hozir javob bermayapti: birozdan so'ng qayta urinib ko'ring",
    UPLOAD_TOO_MANY_PIXELS: "Rasm o'lchamlari juda katta: ko'pi bilan 40 megapiksel bo'lishi mumkin",
    INVALID_IMAGE_URL: "Noto'g'ri URL manzili",
    LAST_ADMIN:
      "Oxirgi administratorning rolini olib yoki uni o'chirib bo'lmaydi: avval boshqa foydalanuvchini administrator qiling",
    CANNOT_DELETE_SELF: "O'zingizning hisobingizni o'chirib bo'lmaydi",
    RESTRICTION_NOT_FOUND: 'Bu foydalanuvchi uchun ushbu quizga cheklov topilmadi',
    PHONE_SIGN_IN_OFF: 'Telefon raqami orqali kirish hozircha mavjud emas: email bilan kiring',
    PHONE_TAKEN: "Bu telefon raqami boshqa hisobga bog'langan",
    SMS_CODE_INVALID: "SMS kod noto'g'ri. Kodni tekshirib, qaytadan kiriting",
    SMS_CODE_EXPIRED: "SMS kodning muddati tugagan (kod 5 daqiqa amal qiladi). Yangi kod so'rang",
    SMS_CODE_TOO_MANY_ATTEMPTS:
      "Kod 5 marta noto'g'ri kiritildi, shuning uchun u bekor qilindi. Yangi kod so'rang",
    SMS_RATE_LIMITED:
      "Bu raqamga yoki shu qurilmadan juda ko'p SMS kod so'raldi. Birozdan keyin qaytadan urinib ko'ring",
    INVALID_PHONE_NUMBER_OR_PASSWORD: "Telefon raqami yoki parol noto'g'ri",
    ADMIN_ENDPOINT_REPLACED:
      'Bu amal faqat admin panel orqali bajariladi (/api/admin/users, /api/admin/sessions)',
  },
} satisfies SourceTree;
