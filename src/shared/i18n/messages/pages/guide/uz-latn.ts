import { fn, type SourceTree } from '../../../runtime/message';
import common from '../info-common/uz-latn';

/** Texts of /guide: four steps in the order shown, and tips. */
export default {
  title: "Qo'llanma",
  lead: "Bilimdondan foydalanishni to'rt qadamda o'rganing: ro'yxatdan o'tishdan sertifikat olishgacha.",
  stepLabel: fn('{n}-qadam', 'n'),
  steps: {
    registration: {
      title: "Ro'yxatdan o'ting",
      text: `${common.signInWhere} ${common.signUpWays}`,
    },
    play: {
      title: "Quizni o'ynang",
      text: "Quizni tanlang va \"Boshlash\"ni bosing. Har bir savolda bitta javobni belgilang; vaqt hisoblagichi yuqorida ko'rinib turadi. Boshqa qurilmada davom ettirmoqchi bo'lsangiz, sessiyani o'sha qurilmaga o'tkazing.",
    },
    certificate: {
      title: 'Sertifikat oling',
      text: "O'tish ballini to'plasangiz, sertifikat darhol beriladi. Uni natija sahifasidan yoki \"Sertifikatlar\" bo'limidan PNG va PDF formatida yuklab oling.",
    },
    payment: {
      title: "To'lovni amalga oshiring",
      text: "Pullik quizlarni savatga qo'shing va Click, Payme yoki Uzum orqali to'lang. Xarid tasdiqlanishi bilan quiz profilingizdagi \"Mening quizlarim\" bo'limida paydo bo'ladi.",
    },
  },
  tipsTitle: 'Foydali maslahatlar',
  tips: [
    "Sotib olishdan oldin namuna savollarni ko'rib chiqing: quiz darajasi sizga mosligini bilib olasiz.",
    `Boshlashdan oldin vaqt qanday ishlashini o'qing. ${common.timerModes}`,
    "Qiyin savolda to'xtab qolmang: savollar panelidan boshqasiga o'ting va keyin unga qayting.",
    'Quizdan "Chiqish" tugmasi bilan chiqsangiz, urinish tugatiladi va sarflangan hisoblanadi; brauzerni yopsangiz, progress saqlanib qoladi.',
    "Sertifikatingizning tekshirish havolasini rezyumengizga qo'shing.",
  ],
} satisfies SourceTree;
