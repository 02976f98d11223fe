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
