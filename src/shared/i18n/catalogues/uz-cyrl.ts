import { latinToCyrillic } from '../uz-script';
import { type Catalogue, uzLatn } from './uz-latn';

/**
 * Messages the transliterator gets wrong, reviewed by hand: "email" (written "электрон почта"),
 * commands and addresses that must stay as they are, a loanword with its ъ.
 */
const reviewed: { [Section in keyof Catalogue]?: Partial<Catalogue[Section]> } = {
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
    ADMIN_ENDPOINT_REPLACED:
      'Бу амал фақат админ панел орқали бажарилади (/api/admin/users, /api/admin/sessions)',
  },
  zod: {
    email: 'Электрон почта манзилини тўғри киритинг',
    url: 'Ҳаволани тўлиқ киритинг (https:// билан)',
  },
};

/** ICU placeholders (`{min, number}`) are names, not Uzbek: only the text between them is converted. */
function toCyrillicMessage(message: string): string {
  return message
    .split(/(\{[^{}]*\})/)
    .map((part) => (part.startsWith('{') ? part : latinToCyrillic(part)))
    .join('');
}

function cyrillicSection<Section extends keyof Catalogue>(section: Section): Catalogue[Section] {
  const overrides: Partial<Record<string, string>> = reviewed[section] ?? {};
  const source: Record<string, string> = uzLatn[section];
  return Object.fromEntries(
    Object.entries(source).map(([key, message]) => [key, overrides[key] ?? toCyrillicMessage(message)]),
  ) as Catalogue[Section];
}

/** Uzbek in Cyrillic script: the Latin source through the transliterator, with the reviewed messages. */
export const uzCyrl: Catalogue = { errors: cyrillicSection('errors'), zod: cyrillicSection('zod') };
