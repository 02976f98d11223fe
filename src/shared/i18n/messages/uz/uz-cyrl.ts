import type { Overrides } from '../../runtime/message';
import type source from './uz-latn';

/**
 * Where the transliteration of the Latin texts is wrong, reviewed by hand: "email" is written
 * "электрон почта", loanwords keep their ь (фильтр, модуль), brand names, commands and addresses
 * stay as they are.
 */
export default {
  nav: { adminPanel: 'Админ панели' },
  auth: {
    email: 'Электрон почта',
    signUpSuccessTitle: 'Электрон почтангизни тасдиқланг',
    signUpSuccess:
      'Рўйхатдан ўтиш муваффақиятли амалга оширилди! Ҳисобни фаоллаштириш учун электрон почтангизга юборилган ҳаволани босинг.',
  },
  reset: {
    requestDescription: 'Электрон почтангизни киритинг, биз паролни тиклаш кодини ва ҳаволасини юборамиз',
    emailSentTitle: 'Хат юборилди',
    emailSent: 'Паролни тиклаш учун электрон почтангизни текширинг',
    sendFailed: 'Хат юборишда хатолик юз берди',
    newPasswordDescription: 'Электрон почтангизга юборилган кодни ва янги паролни киритинг',
  },
  validation: {
    emailInvalid: 'Электрон почта манзили формати нотўғри',
    emailRequired: 'Электрон почтангизни киритинг',
    emailTooLong: 'Электрон почта манзили 254 та белгидан ошмаслиги керак',
  },
  accountNotices: { emailVerified: 'Электрон почта тасдиқланди. Энди тизимга киришингиз мумкин' },
  footer: { socialLinks: { instagram: 'Instagram' } },
  catalog: {
    subtitle: 'Билимингизни синаш учун квиз танланг: қидиринг, сараланг ва фильтрланг',
    empty: 'Бу шартларга мос квиз топилмади. Қидирув ёки фильтрларни ўзгартириб кўринг',
    clearFilters: 'Фильтрларни тозалаш',
  },
  payment: { methodHints: { UZUM: 'Uzum Bank иловаси орқали' } },
  userSessions: { devices: { desktop: 'Компьютер' } },
  play: {
    noModule: 'Модуль белгиланмаган',
    // the keys as printed on the keyboard
    keyboardHint: 'Клавиатура: 1–6 ёки A–F — жавоб, ← → — саволлар, Enter — кейинги савол',
  },
  mailbox: { emailTitle: 'Электрон хатлар' },
  errors: {
    INVALID_EMAIL_OR_PASSWORD: 'Электрон почта ёки парол нотўғри',
    EMAIL_NOT_VERIFIED: 'Электрон почтангиз ҳали тасдиқланмаган. Почтангиздаги ҳаволани босинг',
    USER_ALREADY_EXISTS: 'Бу электрон почта билан ҳисоб аллақачон мавжуд',
    USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Бу электрон почта билан ҳисоб аллақачон мавжуд',
    INVALID_EMAIL: 'Электрон почта манзили формати нотўғри',
    GUEST_ACCESS_EMAILED:
      'Бу электрон почта билан ушбу квизга кириш аллақачон очиқ: қайта тўлаш шарт эмас. Кириш ҳақидаги хатни шу почтага юбордик',
    GUEST_PAYMENT_IN_PROGRESS:
      'Бу электрон почта билан ушбу квиз учун тўлов ҳозир тўлов тизимида амалга оширилмоқда. Уни якунланг ёки бироздан сўнг қайта уриниб кўринг',
    GUEST_ACCESS_EXPIRED:
      'Меҳмон сифатидаги 24 соатлик кириш муддати тугаган. Квизни қайта ўйнаш учун уни қайтадан харид қилинг ёки шу электрон почта ёки телефон рақами билан рўйхатдан ўтинг.',
    GUEST_ACCESS_MERGED:
      'Бу харид ҳисобингизга қўшилган. Квизни ўйнаш учун харидда кўрсатилган электрон почта ёки телефон рақами билан тизимга киринг',
    GUEST_SMS_UNAVAILABLE:
      'Кириш ҳаволасини ҳозирча SMS орқали юбориб бўлмайди: электрон почтангизни киритинг, ҳаволани шунга юборамиз',
    PHONE_SIGN_IN_OFF: 'Телефон рақами орқали кириш ҳозирча мавжуд эмас: электрон почта билан киринг',
    BACKUP_UNAVAILABLE:
      'Серверда pg_dump топилмади: захира нусхани сервернинг ўзида олинг: pg_dump -Fc "$DATABASE_URL" > bilimdon.dump (pg_dump postgresql-client пакетида)',
    IMPORT_JSON_TOO_DEEP:
      'JSON матн жуда чуқур: массив ва объектлар ичма-ич кўпи билан 100 қават бўлиши мумкин',
    UPLOAD_TOO_LARGE: 'Файл ҳажми 5 МБ дан кичик бўлиши керак',
    UPLOAD_TOO_MANY_PIXELS: 'Расм ўлчамлари жуда катта: кўпи билан 40 мегапиксель бўлиши мумкин',
    MODULE_NOT_FOUND: 'Модуль топилмади',
    MODULE_NOT_IN_QUIZ: 'Танланган модуль бу квизга тегишли эмас',
    ADMIN_ENDPOINT_REPLACED:
      'Бу амал фақат админ панел орқали бажарилади (/api/admin/users, /api/admin/sessions)',
  },
} satisfies Overrides<typeof source>;
