/** Texts of the guest checkout contract (validation), kept out of uz.ts for other pages' bundles. */
export const guestTexts = {
  validation: {
    phoneInvalid: "Telefon raqamini to'g'ri kiriting, masalan: +998 90 123 45 67",
  },
} as const;
