import { fn, type SourceTree } from '../../runtime/message';

/** The emails' texts: written by the server only, in the recipient's language. */
export default {
  verifySubject: 'Bilimdon: emailingizni tasdiqlang',
  verifyGreeting: fn('Assalomu alaykum, {name}!', 'name'),
  verifyBody:
    "Bilimdon'da ro'yxatdan o'tganingiz uchun rahmat. Hisobingizni faollashtirish uchun quyidagi havolani bosing:",
  verifyButton: 'Emailni tasdiqlash',
  verifyIgnore: "Agar siz ro'yxatdan o'tmagan bo'lsangiz, bu xatni e'tiborsiz qoldiring.",
  resetSubject: 'Bilimdon: parolni tiklash',
  resetBody: "Parolingizni tiklash uchun so'rov oldik. Quyidagi kodni kiriting yoki havolani bosing:",
  resetCode: fn('Tasdiqlash kodi: {code}', 'code'),
  resetButton: "Yangi parol o'rnatish",
  resetExpiry: 'Kod va havola 1 soat davomida amal qiladi.',
  resetIgnore:
    "Agar siz so'rov yubormagan bo'lsangiz, bu xatni e'tiborsiz qoldiring: parolingiz o'zgarmaydi.",
  existingAccountSubject: "Bilimdon: emailingiz bilan ro'yxatdan o'tishga urinildi",
  existingAccountBody:
    "Kimdir shu email manzil bilan Bilimdon'da ro'yxatdan o'tishga urindi. Bu manzil bilan hisobingiz allaqachon bor.",
  existingAccountAdvice:
    'Agar bu siz bo\'lsangiz, tizimga kiring yoki parolni unutgan bo\'lsangiz, kirish oynasidagi "Parolni unutdingizmi?" orqali uni tiklang.',
  existingAccountButton: "Bilimdonga o'tish",
  existingAccountIgnore:
    "Agar bu siz bo'lmasangiz, bu xatni e'tiborsiz qoldiring: hisobingiz va parolingiz o'zgarmadi.",
  receiptSubject: 'Bilimdon: xaridingiz uchun rahmat',
  receiptBody: "Quyidagi quizlar profilingizga qo'shildi. Ularni istalgan qurilmada o'ynashingiz mumkin:",
  receiptTotal: fn("Jami to'lov: {sum}", 'sum'),
  receiptButton: "Quizlarimni ko'rish",
  freeClaimSubject: "Bilimdon: bepul quiz profilingizga qo'shildi",
  freeClaimBody: fn(
    '"{title}" quizi profilingizga bepul qo\'shildi. Uni hoziroq yoki keyinroq istalgan qurilmada boshlashingiz mumkin:',
    'title',
  ),
  freeClaimButton: 'Quizni boshlash',
  certificateSubject: 'Bilimdon: sertifikatingiz tayyor',
  certificateBody: fn(
    'Tabriklaymiz! Siz "{quiz}" quizini {percent} natija bilan topshirdingiz va sertifikat oldingiz.',
    'quiz',
    'percent',
  ),
  certificateCode: fn(
    "Sertifikat kodi: {code}. Uni PNG yoki PDF ko'rinishida profilingizdagi natijadan yuklab olishingiz mumkin.",
    'code',
  ),
  certificateButton: 'Sertifikatni tekshirish sahifasi',
  notificationFooter:
    "Bu xat Bilimdon hisobingizdagi harakat haqida. Xabarnomalar administrator sozlamalari bilan yoqiladi yoki o'chiriladi.",
} satisfies SourceTree;
