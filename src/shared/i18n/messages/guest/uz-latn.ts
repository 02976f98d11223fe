import { fn, type SourceTree } from '../../runtime/message';

/** Texts of the guest checkout contract and of the guest's emails and notifications. */
export default {
  validation: {
    contactRequired: 'Email yoki telefon raqamini kiriting: kirish havolasini shunga yuboramiz',
  },
  email: {
    subject: 'Bilimdon: quizga 24 soatlik kirishingiz tayyor',
    greeting: fn('Assalomu alaykum, {name}!', 'name'),
    bought: fn('Siz mehmon sifatida "{title}" quizini xarid qildingiz. Xaridingiz uchun rahmat!', 'title'),
    lasts: fn('Quizga kirish 24 soat amal qiladi: {until} gacha (Toshkent vaqti bilan).', 'until'),
    link: 'Quyidagi havola kirishni istalgan qurilmada, istalgan brauzerda tiklaydi. Uni hech kimga bermang.',
    signUp:
      "Keyinroq shu email yoki telefon raqami bilan ro'yxatdan o'tsangiz yoki tizimga kirsangiz, xaridingiz, natijalaringiz va sertifikatlaringiz hisobingizga o'tadi.",
    button: 'Quizni ochish',
  },
  /** someone started the checkout again for a quiz this email already has open */
  reminder: {
    subject: 'Bilimdon: quizga kirishingiz hali ochiq',
    greeting: fn('Assalomu alaykum, {name}!', 'name'),
    open: fn(
      'Shu email bilan "{title}" quizi uchun {until} gacha (Toshkent vaqti bilan) kirish ochiq: uni qayta sotib olish shart emas.',
      'title',
      'until',
    ),
    howTo:
      'Quizni xarid qilgan brauzeringizda oching yoki xariddan keyin yuborilgan xatdagi havoladan foydalaning: u kirishni istalgan qurilmada tiklaydi.',
    notYou: "Agar quizni qayta sotib olishni siz boshlamagan bo'lsangiz, bu xatga e'tibor bermang.",
    button: 'Quiz sahifasi',
  },
  notifications: {
    mergedTitle: "Mehmon sifatida qilgan xaridingiz hisobingizga qo'shildi",
    merged: fn(
      'Mehmon sifatida qilgan xaridingiz hisobingizga qo\'shildi: "{title}". Natijalar va sertifikatlar ham shu yerda.',
      'title',
    ),
  },
} satisfies SourceTree;
