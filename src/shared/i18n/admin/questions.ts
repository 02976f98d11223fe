/** Admin texts for the question editor and import (spec sections 2, 5, 8). */
export const adminQuestions = {
  validation: {
    textRequired: "Savol matni bo'sh bo'lishi mumkin emas",
    allOptionsFilled: "Barcha variantlar to'ldirilishi kerak",
    atLeastTwoOptions: "Kamida 2 ta variant bo'lishi kerak",
    atMostSixOptions: "Ko'pi bilan 6 ta variant bo'lishi mumkin",
    moduleRequired: 'Modul tanlanishi kerak',
    pointsRange: "Ball 1 dan 10 gacha bo'lishi kerak",
    correctAnswerRange: "To'g'ri javob mavjud variantlardan biri bo'lishi kerak",
    tooManyPreviews: "Bir quizda ko'pi bilan 3 ta namuna savol bo'lishi mumkin",
    jsonNotArray: "JSON matn array bo'lishi kerak",
    jsonMissingFields: (n: number) => `Savol ${n} da kerakli maydonlar etishmayapti`,
  },
  /** The spec's slash-joined texts ("Savollarni saqlashda/yuklashda ...") are one text per action. */
  errors: {
    questionsSave: 'Savollarni saqlashda xatolik yuz berdi',
    questionsLoad: 'Savollarni yuklashda xatolik yuz berdi',
    shuffleQuestions: 'Savollarni aralashtirishda xatolik yuz berdi',
    shuffleAnswers: 'Javoblarni aralashtirishda xatolik yuz berdi',
  },
} as const;
