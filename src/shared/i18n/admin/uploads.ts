/** Image upload and image URL texts (spec section 5). */
export const adminUploads = {
  notImage: 'Faqat rasm fayllarini yuklash mumkin',
  tooLarge: "Fayl hajmi 5MB dan kichik bo'lishi kerak",
  urlRequired: 'URL manzilini kiriting',
  urlInvalid: "Noto'g'ri URL manzili",
  urlNotImage: "URL rasm emas yoki yuklab bo'lmaydi",
  uploadFailed: 'Rasmni yuklashda xatolik yuz berdi',
} as const;
