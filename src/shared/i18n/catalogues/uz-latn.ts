import { uz } from '../uz';

/**
 * The source catalogue, Uzbek in Latin script, as ICU messages keyed like `uz` (`errors.NOT_FOUND`):
 * the other languages must have every key with the same placeholders. Uzbek has no agreement with
 * numerals ("5 ta savol"), so its messages need no plural forms.
 */
export const uzLatn = {
  errors: uz.errors,
  /** The words of zod's own checks (zodUz), for the languages the server answers in. */
  zod: {
    required: "Bu maydonni to'ldiring",
    number: 'Son kiriting',
    integer: 'Butun son kiriting',
    text: 'Matn kiriting',
    yesOrNo: "Ha yoki yo'q tanlang",
    list: "Ro'yxat kutilgan",
    wrongType: "Qiymat turi noto'g'ri",
    textMin: 'Kamida {min, number} ta belgi kiriting',
    textMax: 'Matn {max, number} belgidan oshmasligi kerak',
    numberMin: "Qiymat {min, number} dan kichik bo'lishi mumkin emas",
    numberAbove: "Qiymat {min, number} dan katta bo'lishi kerak",
    numberMax: 'Qiymat {max, number} dan oshmasligi kerak',
    numberBelow: "Qiymat {max, number} dan kichik bo'lishi kerak",
    listOne: "Kamida bittasini qo'shing",
    listMin: 'Kamida {min, number} ta qiymat kerak',
    listMax: "Ko'pi bilan {max, number} ta qiymat bo'lishi mumkin",
    dateEarly: 'Sana juda erta',
    dateLate: 'Sana juda kech',
    multipleOf: '{divisor, number} ga karrali son kiriting',
    email: "Email manzilini to'g'ri kiriting",
    url: "Havolani to'liq kiriting (https:// bilan)",
    id: "Identifikator noto'g'ri",
    dateFormat: "Sana yoki vaqt noto'g'ri yozilgan",
    startsWith: '«{prefix}» bilan boshlanishi kerak',
    endsWith: '«{suffix}» bilan tugashi kerak',
    includes: "«{part}» ni o'z ichiga olishi kerak",
    pattern: "Qiymat kerakli ko'rinishda emas",
    choice: "Ro'yxatdagi qiymatlardan birini tanlang",
    unknownFields: "Noma'lum maydon: {fields}",
    invalid: "Qiymat noto'g'ri",
  },
} as const;

/** A catalogue's shape: the source's sections and keys, each a message. */
export type Catalogue = { [Section in keyof typeof uzLatn]: Record<keyof (typeof uzLatn)[Section], string> };
