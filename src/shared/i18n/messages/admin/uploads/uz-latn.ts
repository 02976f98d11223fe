import type { SourceTree } from '../../../runtime/message';
/** Image upload and image URL texts (docs/product/admin-and-pages.md section 5). */
export default {
  notImage: 'Faqat rasm fayllarini yuklash mumkin',
  tooLarge: "Fayl hajmi 5MB dan kichik bo'lishi kerak",
  urlRequired: 'URL manzilini kiriting',
  urlInvalid: "Noto'g'ri URL manzili",
  urlNotImage: "URL rasm emas yoki yuklab bo'lmaydi",
  uploadFailed: 'Rasmni yuklashda xatolik yuz berdi',
  uploadTab: 'Yuklash',
  urlTab: 'URL',
  chooseFile: 'Faylni tanlash',
  dropHint: 'Rasmni shu yerga tashlang yoki faylni tanlang',
  formatsHint: 'JPG, PNG, GIF yoki WebP, 5MB gacha',
  uploading: 'Yuklanmoqda...',
  urlLabel: 'Rasm URL manzili',
  urlPlaceholder: 'https://misol.uz/rasm.jpg',
  apply: "Qo'llash",
  checking: 'Tekshirilmoqda...',
  noImage: 'Rasm tanlanmagan',
  preview: 'Tanlangan rasm',
  previewFailed: "Rasmni ko'rsatib bo'lmadi",
  remove: 'Rasmni olib tashlash',
} satisfies SourceTree;
