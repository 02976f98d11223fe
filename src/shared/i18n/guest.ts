/** Texts of the guest checkout contract and the guest's emails, kept out of uz.ts for other pages' bundles. */
export const guestTexts = {
  validation: {
    phoneInvalid: "Telefon raqamini to'g'ri kiriting, masalan: +998 90 123 45 67",
  },
  email: {
    subject: 'Bilimdon: quizga 24 soatlik kirishingiz tayyor',
    greeting: (name: string) => `Assalomu alaykum, ${name}!`,
    bought: (title: string) =>
      `Siz mehmon sifatida "${title}" quizini xarid qildingiz. Xaridingiz uchun rahmat!`,
    lasts: (until: string) => `Quizga kirish 24 soat amal qiladi: ${until} gacha (Toshkent vaqti bilan).`,
    link: 'Quyidagi havola kirishni istalgan qurilmada, istalgan brauzerda tiklaydi. Uni hech kimga bermang.',
    signUp:
      "Keyinroq shu email bilan ro'yxatdan o'tsangiz yoki tizimga kirsangiz, xaridingiz, natijalaringiz va sertifikatlaringiz hisobingizga o'tadi.",
    button: 'Quizni ochish',
  },
  notifications: {
    mergedTitle: "Mehmon sifatida qilgan xaridingiz hisobingizga qo'shildi",
    merged: (title: string) =>
      `Mehmon sifatida qilgan xaridingiz hisobingizga qo'shildi: "${title}". Natijalar va sertifikatlar ham shu yerda.`,
  },
} as const;
