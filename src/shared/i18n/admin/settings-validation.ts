/**
 * Validation messages of the settings contract (src/shared/schemas/admin-settings.ts). Kept apart
 * from the settings page's texts so the contract does not depend on the page.
 */
export const adminSettingsValidation = {
  siteNameRequired: 'Sayt nomini kiriting',
  siteNameMax: (max: number) => `Sayt nomi ${max} belgidan oshmasligi kerak`,
  siteDescriptionMax: (max: number) => `Sayt tavsifi ${max} belgidan oshmasligi kerak`,
  adminEmailInvalid: "Administrator emailini to'g'ri kiriting",
  priceInteger: "Narx butun son bo'lishi kerak",
  priceMin: "Narx 0 dan kichik bo'lishi mumkin emas",
  priceMax: (max: string) => `Narx ${max} so'mdan oshmasligi kerak`,
  durationInteger: "Davomiylik butun son bo'lishi kerak",
  durationMin: "Davomiylik kamida 1 daqiqa bo'lishi kerak",
  durationMax: (max: number) => `Davomiylik ${max} daqiqadan oshmasligi kerak`,
  passingRange: "O'tish foizi 0 dan 100 gacha butun son bo'lishi kerak",
} as const;
