import { fn, type SourceTree } from '../../runtime/message';

/**
 * Words for zod's own checks, used where a schema names no message of its own. zod's bundled uz
 * locale reads as a translation of its English ("kutilgan number <=600"); these say what to enter.
 * Every message takes at most one value.
 */
export default {
  required: "Bu maydonni to'ldiring",
  number: 'Son kiriting',
  integer: 'Butun son kiriting',
  text: 'Matn kiriting',
  yesOrNo: "Ha yoki yo'q tanlang",
  list: "Ro'yxat kutilgan",
  wrongType: "Qiymat turi noto'g'ri",
  textMin: fn('Kamida {min, number} ta belgi kiriting', 'min'),
  textMax: fn('Matn {max, number} belgidan oshmasligi kerak', 'max'),
  numberMin: fn("Qiymat {min, number} dan kichik bo'lishi mumkin emas", 'min'),
  numberAbove: fn("Qiymat {min, number} dan katta bo'lishi kerak", 'min'),
  numberMax: fn('Qiymat {max, number} dan oshmasligi kerak', 'max'),
  numberBelow: fn("Qiymat {max, number} dan kichik bo'lishi kerak", 'max'),
  listOne: "Kamida bittasini qo'shing",
  listMin: fn('Kamida {min, number} ta qiymat kerak', 'min'),
  listMax: fn("Ko'pi bilan {max, number} ta qiymat bo'lishi mumkin", 'max'),
  dateEarly: 'Sana juda erta',
  dateLate: 'Sana juda kech',
  multipleOf: fn('{divisor, number} ga karrali son kiriting', 'divisor'),
  email: "Email manzilini to'g'ri kiriting",
  url: "Havolani to'liq kiriting (https:// bilan)",
  id: "Identifikator noto'g'ri",
  dateFormat: "Sana yoki vaqt noto'g'ri yozilgan",
  startsWith: fn('«{prefix}» bilan boshlanishi kerak', 'prefix'),
  endsWith: fn('«{suffix}» bilan tugashi kerak', 'suffix'),
  includes: fn("«{part}» ni o'z ichiga olishi kerak", 'part'),
  pattern: "Qiymat kerakli ko'rinishda emas",
  choice: "Ro'yxatdagi qiymatlardan birini tanlang",
  unknownFields: fn("Noma'lum maydon: {fields}", 'fields'),
  invalid: "Qiymat noto'g'ri",
} satisfies SourceTree;
