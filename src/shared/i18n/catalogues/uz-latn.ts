import { uz } from '../uz';
import { zodUz } from '../zod-errors';

/**
 * The source catalogue, Uzbek in Latin script, as ICU messages keyed like `uz` (`errors.NOT_FOUND`):
 * the other languages must have every key with the same placeholders. Uzbek has no agreement with
 * numerals ("5 ta savol"), so its messages need no plural forms.
 */
export const uzLatn = {
  errors: uz.errors,
  /** The words of zod's own checks: zodUz's, with ICU placeholders where zodUz has functions. */
  zod: {
    required: zodUz.required,
    number: zodUz.number,
    integer: zodUz.integer,
    text: zodUz.text,
    yesOrNo: zodUz.yesOrNo,
    list: zodUz.list,
    wrongType: zodUz.wrongType,
    textMin: 'Kamida {min, number} ta belgi kiriting',
    textMax: 'Matn {max, number} belgidan oshmasligi kerak',
    numberMin: "Qiymat {min, number} dan kichik bo'lishi mumkin emas",
    numberAbove: "Qiymat {min, number} dan katta bo'lishi kerak",
    numberMax: 'Qiymat {max, number} dan oshmasligi kerak',
    numberBelow: "Qiymat {max, number} dan kichik bo'lishi kerak",
    listOne: zodUz.listOne,
    listMin: 'Kamida {min, number} ta qiymat kerak',
    listMax: "Ko'pi bilan {max, number} ta qiymat bo'lishi mumkin",
    dateEarly: zodUz.dateEarly,
    dateLate: zodUz.dateLate,
    multipleOf: '{divisor, number} ga karrali son kiriting',
    email: zodUz.email,
    url: zodUz.url,
    id: zodUz.id,
    dateFormat: zodUz.dateFormat,
    startsWith: '«{prefix}» bilan boshlanishi kerak',
    endsWith: '«{suffix}» bilan tugashi kerak',
    includes: "«{part}» ni o'z ichiga olishi kerak",
    pattern: zodUz.pattern,
    choice: zodUz.choice,
    unknownFields: "Noma'lum maydon: {fields}",
    invalid: zodUz.invalid,
  },
} as const;

/** A catalogue's shape: the source's sections and keys, each a message. */
export type Catalogue = { [Section in keyof typeof uzLatn]: Record<keyof (typeof uzLatn)[Section], string> };
