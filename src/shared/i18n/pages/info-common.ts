/** Small texts every information page shares (the page shell, the legal pages' frame). */
export const infoCommon = {
  /** followed by the date, written by formatDate */
  lastUpdated: 'Oxirgi yangilanish',
  lastUpdatedIso: '2024-07-22',
  toc: 'Mundarija',
  address: "Jizzax, O'zbekiston",
  contactLead: "Savollaringiz bo'lsa, biz bilan bog'laning:",
  supportLink: "Qo'llab-quvvatlash sahifasi",
  contactLink: 'Aloqa sahifasi',
  /** where the sign-in button is: in the header on a wide screen, inside the menu on a phone */
  signInWhere:
    '"Kirish" tugmasini bosing: kompyuter va planshetda u sahifa tepasining o\'ng tomonida, telefonda esa o\'ng yuqori burchakdagi menyu (☰) tugmasi ichida.',
  /** how a quiz's clock runs, for the pages that explain the product */
  timerModes:
    "Odatda sahifadan chiqsangiz yoki brauzerni yopsangiz, vaqt to'xtaydi va qaytganingizda qolgan joyidan davom etadi. Qat'iy vaqtli quizlarda (masalan, imtihonlarda) esa vaqt boshlanganidan keyin to'xtamaydi. Quiz qaysi turda ekani uning sahifasida va boshlashdan oldin yoziladi.",
} as const;

/** A section of a legal page: a heading, paragraphs and an optional bulleted list. */
export type LegalSection = {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
};

export type LegalDocument = {
  title: string;
  lead: string;
  sections: readonly LegalSection[];
};
