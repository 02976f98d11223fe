import { infoCommon } from './info-common';

/** Texts of /guide: four steps and tips. */
export const guidePage = {
  title: "Qo'llanma",
  lead: "Bilimdondan foydalanishni to'rt qadamda o'rganing: ro'yxatdan o'tishdan sertifikat olishgacha.",
  stepLabel: (n: number) => `${n}-qadam`,
  steps: [
    {
      id: 'registration',
      title: "Ro'yxatdan o'ting",
      text: `${infoCommon.signInWhere} ${infoCommon.signUpWays}`,
    },
    {
      id: 'play',
      title: "Quizni o'ynang",
      text: "Quizni tanlang va \"Boshlash\"ni bosing. Har bir savolda bitta javobni belgilang; vaqt hisoblagichi yuqorida ko'rinib turadi. Boshqa qurilmada davom ettirmoqchi bo'lsangiz, sessiyani o'sha qurilmaga o'tkazing.",
    },
    {
      id: 'certificate',
      title: 'Sertifikat oling',
      text: "O'tish ballini to'plasangiz, sertifikat darhol beriladi. Uni natija sahifasidan yoki \"Sertifikatlar\" bo'limidan PNG va PDF formatida yuklab oling.",
    },
    {
      id: 'payment',
      title: "To'lovni amalga oshiring",
      text: "Pullik quizlarni savatga qo'shing va Click, Payme yoki Uzum orqali to'lang. Xarid tasdiqlanishi bilan quiz profilingizdagi \"Mening quizlarim\" bo'limida paydo bo'ladi.",
    },
  ],
  tipsTitle: 'Foydali maslahatlar',
  tips: [
    "Sotib olishdan oldin namuna savollarni ko'rib chiqing: quiz darajasi sizga mosligini bilib olasiz.",
    `Boshlashdan oldin vaqt qanday ishlashini o'qing. ${infoCommon.timerModes}`,
    "Qiyin savolda to'xtab qolmang: savollar panelidan boshqasiga o'ting va keyin unga qayting.",
    'Quizdan "Chiqish" tugmasi bilan chiqsangiz, urinish tugatiladi va sarflangan hisoblanadi; brauzerni yopsangiz, progress saqlanib qoladi.',
    "Sertifikatingizning tekshirish havolasini rezyumengizga qo'shing.",
  ],
} as const;
