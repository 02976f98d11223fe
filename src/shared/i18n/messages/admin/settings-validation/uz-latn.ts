import { fn, type SourceTree } from '../../../runtime/message';
/**
 * Validation messages of the settings contract (src/shared/schemas/admin-settings.ts). Kept apart
 * from the settings page's texts so the contract does not depend on the page.
 */
export default {
  siteNameRequired: 'Sayt nomini kiriting',
  siteNameMax: fn('Sayt nomi {max} belgidan oshmasligi kerak', 'max'),
  siteDescriptionMax: fn('Sayt tavsifi {max} belgidan oshmasligi kerak', 'max'),
  adminEmailInvalid: "Administrator emailini to'g'ri kiriting",
  priceInteger: "Narx butun son bo'lishi kerak",
  priceMin: "Narx 0 dan kichik bo'lishi mumkin emas",
  priceMax: fn("Narx {max} so'mdan oshmasligi kerak", 'max'),
  durationInteger: "Davomiylik butun son bo'lishi kerak",
  durationMin: "Davomiylik kamida 1 daqiqa bo'lishi kerak",
  durationMax: fn('Davomiylik {max} daqiqadan oshmasligi kerak', 'max'),
  passingRange: "O'tish foizi 0 dan 100 gacha butun son bo'lishi kerak",
} satisfies SourceTree;
