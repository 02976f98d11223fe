/**
 * Demo catalogue seeded on an empty database (never in production).
 * All text is Uzbek Latin script written with the plain ASCII apostrophe: o', g' and the tutuq belgisi '.
 */
import type { SeedCategory, SeedQuiz } from './catalog-types.js';

export const seedCategories: SeedCategory[] = [
  {
    nameEn: 'mathematics',
    nameUz: 'Matematika',
    description: "Arifmetika, algebra va geometriya bo'yicha bilimingizni sinab ko'ring.",
    icon: 'calculator',
    isActive: true,
    displayOrder: 1,
  },
  {
    nameEn: 'science',
    nameUz: 'Tabiiy fanlar',
    description: "Fizika, kimyo va biologiya bo'yicha qiziqarli savollar to'plami.",
    icon: 'flask-conical',
    isActive: true,
    displayOrder: 2,
  },
  {
    nameEn: 'history',
    nameUz: 'Tarix',
    description: "O'zbekiston va jahon tarixidagi muhim voqealar, sanalar va shaxslar haqidagi testlar.",
    icon: 'landmark',
    isActive: true,
    displayOrder: 3,
  },
  {
    nameEn: 'technology',
    nameUz: 'Texnologiya',
    description: "Kompyuter savodxonligi, dasturlash va raqamli dunyo bo'yicha testlar.",
    icon: 'cpu',
    isActive: true,
    displayOrder: 4,
  },
  {
    nameEn: 'language',
    nameUz: 'Til',
    description: "Ona tili imlosi va ingliz tili grammatikasi bo'yicha mashqlar.",
    icon: 'languages',
    isActive: true,
    displayOrder: 5,
  },
  {
    nameEn: 'business',
    nameUz: 'Biznes',
    description: 'Moliyaviy savodxonlik, marketing va tadbirkorlik asoslarini mustahkamlang.',
    icon: 'briefcase',
    isActive: true,
    displayOrder: 6,
  },
  {
    nameEn: 'art',
    nameUz: "San'at",
    description: "Tasviriy san'at, musiqa va me'morchilik tarixi bo'yicha testlar.",
    icon: 'palette',
    isActive: false,
    displayOrder: 7,
  },
];

export const seedQuizzes: SeedQuiz[] = [
  // ---------------------------------------------------------------- mathematics
  {
    title: 'Matematika asoslari',
    description:
      "Arifmetik amallar, kasrlar va foizlar bo'yicha boshlang'ich test. Kundalik hisob-kitoblarni tez va to'g'ri bajarishni mashq qiling.",
    category: 'mathematics',
    difficulty: 1,
    durationMinutes: 10,
    price: 0,
    maxAttempts: null,
    allowRetakes: true,
    shuffleQuestions: false,
    shuffleAnswers: false,
    isActive: true,
    createdDaysAgo: 6,
    modules: [
      {
        name: 'Arifmetik amallar',
        description: "Qo'shish, ayirish, ko'paytirish va bo'lish.",
        questions: [
          {
            text: '7 × 8 nechaga teng?',
            options: ['54', '56', '64', '48'],
            correct: 1,
            explanation: '7 × 8 = 56.',
            isPreview: true,
          },
          {
            text: '144 : 12 nechaga teng?',
            options: ['11', '14', '12', '13'],
            correct: 2,
            explanation: '12 × 12 = 144, demak 144 : 12 = 12.',
            isPreview: true,
          },
          {
            text: '25 + 17 × 2 ifodaning qiymati nechaga teng?',
            options: ['59', '84', '69', '52'],
            correct: 0,
            explanation: "Avval ko'paytirish bajariladi: 17 × 2 = 34, so'ng 25 + 34 = 59.",
            isPreview: true,
          },
          {
            text: '1000 - 387 nechaga teng?',
            options: ['723', '613', '623', '713'],
            correct: 1,
            explanation: '1000 - 387 = 613. Tekshirish: 613 + 387 = 1000.',
          },
        ],
      },
      {
        name: 'Kasrlar va foizlar',
        description: "Oddiy kasrlar, o'nli kasrlar va foizlarni hisoblash.",
        questions: [
          {
            text: '1/2 + 1/4 nechaga teng?',
            options: ['2/6', '3/4', '1/6', '2/4'],
            correct: 1,
            explanation: 'Umumiy maxraj 4 ga keltiramiz: 2/4 + 1/4 = 3/4.',
          },
          {
            text: '200 ning 15 foizi nechaga teng?',
            options: ['15', '20', '30', '35'],
            correct: 2,
            explanation: '200 × 0,15 = 30.',
          },
          {
            text: "0,75 o'nli kasri qaysi oddiy kasrga teng?",
            options: ['3/4', '7/5', '3/5', '7/4'],
            correct: 0,
            explanation: '0,75 = 75/100 = 3/4.',
          },
          {
            text: 'Quyidagi kasrlardan qaysi biri eng katta?',
            options: ['3/5', '5/8', '2/3', '7/12'],
            correct: 2,
            explanation: '2/3 ≈ 0,667; 5/8 = 0,625; 3/5 = 0,6; 7/12 ≈ 0,583. Eng kattasi 2/3.',
          },
        ],
      },
      {
        name: 'Hayotiy masalalar',
        description: 'Kundalik hayotdagi oddiy hisob-kitoblar.',
        questions: [
          {
            text: "Daftar 4 500 so'm turadi. 6 ta daftar uchun qancha to'lanadi?",
            options: ["25 500 so'm", "24 000 so'm", "30 000 so'm", "27 000 so'm"],
            correct: 3,
            explanation: "4 500 × 6 = 27 000 so'm.",
          },
          {
            text: 'Soat 09:40 da boshlangan dars 45 daqiqa davom etdi. Dars soat nechada tugadi?',
            options: ['10:15', '10:20', '10:25', '10:35'],
            correct: 2,
            explanation: "09:40 ga 20 daqiqa qo'shilsa 10:00 bo'ladi, qolgan 25 daqiqa bilan 10:25.",
          },
          {
            text: 'Quyidagi sonlardan qaysi biri tub son?',
            options: ['29', '21', '27', '33'],
            correct: 0,
            explanation: "29 faqat 1 ga va o'ziga bo'linadi. 21 = 3 × 7, 27 = 3 × 9, 33 = 3 × 11.",
          },
        ],
      },
    ],
  },
  {
    title: 'Algebra: tenglamalar va ifodalar',
    description:
      "Chiziqli va kvadrat tenglamalar, qisqa ko'paytirish formulalari bo'yicha test. Maktab algebra kursini takrorlash uchun qulay.",
    category: 'mathematics',
    difficulty: 3,
    durationMinutes: 20,
    price: 25000,
    maxAttempts: null,
    allowRetakes: true,
    shuffleQuestions: true,
    shuffleAnswers: false,
    isActive: true,
    createdDaysAgo: 5,
    modules: [
      {
        name: 'Chiziqli tenglamalar',
        description: "Bir noma'lumli tenglamalarni yechish.",
        questions: [
          {
            text: '3x + 7 = 22 tenglamaning yechimi qaysi?',
            options: ['x = 3', 'x = 7', 'x = 5', 'x = 15'],
            correct: 2,
            explanation: '3x = 22 - 7 = 15, demak x = 15 : 3 = 5.',
            isPreview: true,
          },
          {
            text: '2(x - 4) = 10 tenglamani yeching.',
            options: ['x = 9', 'x = 7', 'x = 3', 'x = 1'],
            correct: 0,
            explanation: "Ikkala tomonni 2 ga bo'lamiz: x - 4 = 5, demak x = 9.",
            isPreview: true,
          },
          {
            text: "x/4 + 3 = 5 bo'lsa, x nechaga teng?",
            options: ['2', '8', '4', '32'],
            correct: 1,
            explanation: 'x/4 = 5 - 3 = 2, demak x = 2 × 4 = 8.',
            isPreview: true,
          },
          {
            text: '5x - 3 = 2x + 9 tenglamaning yechimini toping.',
            options: ['x = 2', 'x = 3', 'x = 6', 'x = 4'],
            correct: 3,
            explanation: "5x - 2x = 9 + 3, ya'ni 3x = 12, demak x = 4.",
          },
        ],
      },
      {
        name: "Ifodalar va qisqa ko'paytirish formulalari",
        description: "Ko'phadlarni soddalashtirish va formulalardan foydalanish.",
        questions: [
          {
            text: '(a + b)² ifoda nimaga teng?',
            options: ['a² + b²', 'a² + 2ab + b²', 'a² + ab + b²', '2a + 2b'],
            correct: 1,
            explanation: "Yig'indining kvadrati formulasi: (a + b)² = a² + 2ab + b².",
          },
          {
            text: "x² - 9 ifodani ko'paytuvchilarga ajrating.",
            options: ['(x - 3)²', '(x - 9)(x + 1)', '(x - 3)(x + 3)', '(x + 3)²'],
            correct: 2,
            explanation: 'Kvadratlar ayirmasi formulasi: a² - b² = (a - b)(a + b), bu yerda b = 3.',
          },
          {
            text: '3x + 2y - x + 4y ifodani soddalashtiring.',
            options: ['4x + 6y', '2x + 6y', '2x + 2y', '3x + 6y'],
            correct: 1,
            explanation: "O'xshash hadlarni jamlaymiz: 3x - x = 2x va 2y + 4y = 6y.",
          },
          {
            text: '2³ · 2⁴ nechaga teng?',
            options: ['2¹²', '64', '256', '128'],
            correct: 3,
            explanation:
              "Asoslari bir xil darajalar ko'paytirilganda ko'rsatkichlar qo'shiladi: 2³ · 2⁴ = 2⁷ = 128.",
          },
        ],
      },
      {
        name: 'Kvadrat tenglamalar',
        description: 'Diskriminant va Viyet teoremasi.',
        questions: [
          {
            text: 'x² - 5x + 6 = 0 tenglamaning ildizlari qaysi?',
            options: ['2 va 3', '-2 va -3', '1 va 6', '-1 va 6'],
            correct: 0,
            explanation: 'x² - 5x + 6 = (x - 2)(x - 3), shuning uchun ildizlar 2 va 3.',
          },
          {
            text: 'x² + 4x + 5 = 0 tenglamaning diskriminanti nechaga teng?',
            options: ['36', '4', '-4', '0'],
            correct: 2,
            explanation: "D = b² - 4ac = 16 - 20 = -4. D < 0 bo'lgani uchun haqiqiy ildizlar yo'q.",
            points: 2,
          },
          {
            text: "x² - 7x + 10 = 0 tenglama ildizlarining yig'indisi nechaga teng?",
            options: ['10', '-7', '-10', '7'],
            correct: 3,
            explanation: "Viyet teoremasiga ko'ra x₁ + x₂ = -b/a = 7. Tekshirish: ildizlar 2 va 5.",
            points: 2,
          },
        ],
      },
    ],
  },
  {
    title: 'Geometriya: murakkab masalalar',
    description:
      "Uchburchaklar, aylana va fazoviy jismlar bo'yicha chuqurlashtirilgan masalalar. Olimpiadaga va imtihonlarga tayyorlanayotganlar uchun.",
    category: 'mathematics',
    difficulty: 5,
    durationMinutes: 45,
    price: 75000,
    maxAttempts: 3,
    allowRetakes: true,
    shuffleQuestions: false,
    shuffleAnswers: false,
    isActive: true,
    createdDaysAgo: 28,
    modules: [
      {
        name: 'Uchburchaklar',
        description: 'Pifagor teoremasi, burchaklar va yuzalar.',
        questions: [
          {
            text: "To'g'ri burchakli uchburchakning katetlari 6 va 8 ga teng. Gipotenuzani toping.",
            options: ['12', '14', '10', '9'],
            correct: 2,
            explanation: "Pifagor teoremasiga ko'ra c = √(6² + 8²) = √(36 + 64) = √100 = 10.",
            isPreview: true,
          },
          {
            text: 'Uchburchakning ikki burchagi 48° va 67° ga teng. Uchinchi burchakni toping.',
            options: ['65°', '75°', '55°', '115°'],
            correct: 0,
            explanation: "Uchburchak burchaklarining yig'indisi 180°: 180° - 48° - 67° = 65°.",
            isPreview: true,
          },
          {
            text: "Tomonlari 13, 14 va 15 bo'lgan uchburchakning yuzini toping.",
            options: ['78', '84', '91', '96'],
            correct: 1,
            explanation: 'Geron formulasi: p = 21, S = √(21 · 8 · 7 · 6) = √7056 = 84.',
            isPreview: true,
            points: 2,
          },
          {
            text: 'Teng tomonli uchburchakning tomoni 6 ga teng. Uning balandligini toping.',
            options: ['2√3', '6√3', '3', '3√3'],
            correct: 3,
            explanation: 'Teng tomonli uchburchak balandligi h = a√3/2 = 6√3/2 = 3√3.',
          },
        ],
      },
      {
        name: 'Aylana va doira',
        description: 'Doira yuzi, sektor va ichki chizilgan burchaklar.',
        questions: [
          {
            text: "Radiusi 5 ga teng bo'lgan doiraning yuzi nechaga teng?",
            options: ['10π', '25π', '5π', '50π'],
            correct: 1,
            explanation: 'Doira yuzi S = πr² = π · 5² = 25π.',
          },
          {
            text: 'Aylanaga ichki chizilgan burchak 35° ga teng. U tiralgan yoyga mos markaziy burchak necha gradus?',
            options: ['17,5°', '35°', '70°', '145°'],
            correct: 2,
            explanation:
              'Ichki chizilgan burchak shu yoyga tiralgan markaziy burchakning yarmiga teng: 35° × 2 = 70°.',
          },
          {
            text: 'Diametrga tiralgan ichki chizilgan burchak necha gradusga teng?',
            options: ['45°', '60°', '180°', '90°'],
            correct: 3,
            explanation:
              "Diametr 180° li yoyni tortib turadi, ichki chizilgan burchak uning yarmi, ya'ni 90°.",
          },
          {
            text: "Radiusi 10 sm bo'lgan doiraning 72° li sektori yuzi nechaga teng?",
            options: ['20π sm²', '10π sm²', '36π sm²', '72π sm²'],
            correct: 0,
            explanation: 'Sektor yuzi S = πr² · 72°/360° = 100π · 1/5 = 20π sm².',
            points: 2,
          },
        ],
      },
      {
        name: 'Fazoviy jismlar',
        description: 'Kub, silindr va sharning hajmi hamda sirti.',
        questions: [
          {
            text: "Kubning qirrasi 4 sm. Uning to'la sirti yuzini toping.",
            options: ['64 sm²', '96 sm²', '48 sm²', '128 sm²'],
            correct: 1,
            explanation: "Kubning 6 ta yog'i bor: S = 6a² = 6 · 16 = 96 sm².",
          },
          {
            text: "Radiusi 3 ga, balandligi 5 ga teng bo'lgan silindrning hajmi nechaga teng?",
            options: ['30π', '15π', '45π', '75π'],
            correct: 2,
            explanation: 'Silindr hajmi V = πr²h = π · 9 · 5 = 45π.',
          },
          {
            text: "Radiusi 3 ga teng bo'lgan sharning hajmi nechaga teng?",
            options: ['12π', '27π', '108π', '36π'],
            correct: 3,
            explanation: 'Shar hajmi V = 4/3 · πr³ = 4/3 · π · 27 = 36π.',
            points: 2,
          },
          {
            text: "Kubning diagonali 6√3 sm bo'lsa, uning hajmi nechaga teng?",
            options: ['36 sm³', '216 sm³', '108 sm³', '324 sm³'],
            correct: 1,
            explanation: 'Kub diagonali d = a√3, demak a = 6 sm va V = a³ = 216 sm³.',
          },
        ],
      },
    ],
  },

  // -------------------------------------------------------------------- science
  {
    title: 'Fizika asoslari',
    description:
      "Mexanika, energiya va elektr bo'yicha asosiy tushunchalar. Fizika qonunlarini hayotiy misollarda sinab ko'ring.",
    category: 'science',
    difficulty: 2,
    durationMinutes: 15,
    price: 0,
    maxAttempts: null,
    allowRetakes: true,
    shuffleQuestions: false,
    shuffleAnswers: false,
    isActive: true,
    createdDaysAgo: 8,
    modules: [
      {
        name: 'Mexanika',
        description: 'Harakat, tezlik va kuch haqida asosiy tushunchalar.',
        questions: [
          {
            text: "Xalqaro birliklar tizimida (SI) kuch qanday birlikda o'lchanadi?",
            options: ['Joul', 'Vatt', 'Nyuton', 'Paskal'],
            correct: 2,
            explanation:
              "Kuch nyutonlarda (N) o'lchanadi. Joul — energiya, vatt — quvvat, paskal — bosim birligi.",
            isPreview: true,
          },
          {
            text: "Avtomobil 2 soatda 150 km yo'l bosdi. Uning o'rtacha tezligi qancha?",
            options: ['75 km/soat', '300 km/soat', '150 km/soat', '50 km/soat'],
            correct: 0,
            explanation: "O'rtacha tezlik = yo'l / vaqt = 150 km : 2 soat = 75 km/soat.",
            isPreview: true,
          },
          {
            text: "Massasi 2 kg bo'lgan jismga 10 N kuch ta'sir qilmoqda. Jism qanday tezlanish oladi?",
            options: ['20 m/s²', '5 m/s²', '0,2 m/s²', '12 m/s²'],
            correct: 1,
            explanation: "Nyutonning ikkinchi qonuniga ko'ra a = F/m = 10 : 2 = 5 m/s².",
            isPreview: true,
          },
          {
            text: 'Yer sirtida erkin tushish tezlanishi taxminan nechaga teng?',
            options: ['1,6 m/s²', '98 m/s²', '9,8 m/s²', '3,0 m/s²'],
            correct: 2,
            explanation: 'Yer sirtida g ≈ 9,8 m/s². 1,6 m/s² esa Oydagi erkin tushish tezlanishi.',
          },
        ],
      },
      {
        name: 'Energiya va issiqlik',
        description: 'Ish, energiya va harorat.',
        questions: [
          {
            text: "Energiya SI tizimida qanday birlikda o'lchanadi?",
            options: ['Nyuton', 'Joul', 'Amper', 'Kelvin'],
            correct: 1,
            explanation: "Energiya va ish joullarda (J) o'lchanadi.",
          },
          {
            text: 'Normal atmosfera bosimida toza suv necha gradus Selsiyda qaynaydi?',
            options: ['90 °C', '80 °C', '110 °C', '100 °C'],
            correct: 3,
            explanation: 'Normal atmosfera bosimida (101,3 kPa) toza suv 100 °C da qaynaydi.',
          },
          {
            text: "Massasi 2 kg bo'lgan jism 5 m balandlikda turibdi. Uning potensial energiyasi qancha (g = 10 m/s²)?",
            options: ['10 J', '50 J', '100 J', '1000 J'],
            correct: 2,
            explanation: 'Potensial energiya E = mgh = 2 · 10 · 5 = 100 J.',
          },
        ],
      },
      {
        name: "Elektr va yorug'lik",
        description: "Tok, kuchlanish, qarshilik va yorug'lik.",
        questions: [
          {
            text: "Qarshiligi 4 Om bo'lgan o'tkazgichdan 3 A tok o'tmoqda. O'tkazgich uchlaridagi kuchlanish qancha?",
            options: ['12 V', '7 V', '1,33 V', '0,75 V'],
            correct: 0,
            explanation: "Om qonuniga ko'ra U = I · R = 3 · 4 = 12 V.",
          },
          {
            text: "Yorug'likning vakuumdagi tezligi taxminan qancha?",
            options: ['300 km/s', '300 000 km/s', '30 000 km/s', '3 000 000 km/s'],
            correct: 1,
            explanation:
              "Yorug'lik vakuumda taxminan 300 000 km/s (aniqrog'i 299 792 km/s) tezlikda tarqaladi.",
          },
          {
            text: "Elektr tok kuchi qanday birlikda o'lchanadi?",
            options: ['Volt', 'Om', 'Vatt', 'Amper'],
            correct: 3,
            explanation:
              "Tok kuchi amperlarda (A) o'lchanadi. Volt — kuchlanish, om — qarshilik, vatt — quvvat birligi.",
          },
        ],
      },
    ],
  },
  {
    title: 'Kimyo: elementlar va reaksiyalar',
    description:
      "Davriy jadval, kimyoviy formulalar va reaksiyalar bo'yicha test. Molyar massa va stexiometriya bo'yicha masalalar ham bor.",
    category: 'science',
    difficulty: 3,
    durationMinutes: 20,
    price: 30000,
    maxAttempts: null,
    allowRetakes: true,
    shuffleQuestions: false,
    shuffleAnswers: true,
    isActive: true,
    createdDaysAgo: 16,
    modules: [
      {
        name: 'Kimyoviy elementlar',
        description: 'Davriy jadval, element belgilari va atom tuzilishi.',
        questions: [
          {
            text: '«Fe» qaysi kimyoviy elementning belgisi?',
            options: ['Ftor', 'Temir', 'Fosfor', 'Fransiy'],
            correct: 1,
            explanation: 'Fe — temir (lotincha ferrum). Ftor — F, fosfor — P, fransiy — Fr.',
            isPreview: true,
          },
          {
            text: 'Kislorodning tartib raqami nechaga teng?',
            options: ['6', '7', '8', '16'],
            correct: 2,
            explanation:
              "Kislorod davriy jadvalda 8-o'rinda turadi: uning yadrosida 8 ta proton bor. 16 — uning nisbiy atom massasi.",
            isPreview: true,
          },
          {
            text: 'Quyidagilardan qaysi biri inert (nodir) gaz?',
            options: ['Azot', 'Xlor', 'Vodorod', 'Argon'],
            correct: 3,
            explanation: 'Argon VIII A guruhdagi inert gazlardan biri. Azot, xlor va vodorod inert gaz emas.',
            isPreview: true,
          },
          {
            text: 'Natriy atomining yadrosida nechta proton bor?',
            options: ['11', '12', '23', '10'],
            correct: 0,
            explanation:
              'Natriyning tartib raqami 11, demak yadrosida 11 ta proton bor. 23 — uning nisbiy atom massasi.',
          },
        ],
      },
      {
        name: 'Birikmalar va formulalar',
        description: 'Moddalarning kimyoviy formulalari va molyar massasi.',
        questions: [
          {
            text: 'Osh tuzining kimyoviy formulasi qaysi?',
            options: ['KCl', 'NaCl', 'NaOH', 'CaCl₂'],
            correct: 1,
            explanation: 'Osh tuzi — natriy xlorid, NaCl.',
          },
          {
            text: 'Suvning (H₂O) molyar massasi taxminan nechaga teng?',
            options: ['10 g/mol', '16 g/mol', '20 g/mol', '18 g/mol'],
            correct: 3,
            explanation: '2 · 1 + 16 = 18 g/mol.',
          },
          {
            text: 'Karbonat angidridning (uglerod dioksid) formulasi qaysi?',
            options: ['CH₄', 'CO', 'CO₂', 'C₂O'],
            correct: 2,
            explanation:
              'Karbonat angidrid molekulasi bitta uglerod va ikkita kislorod atomidan iborat: CO₂. CO — is gazi, CH₄ — metan.',
          },
          {
            text: 'NaOH ning molyar massasi nechaga teng? (Na = 23, O = 16, H = 1)',
            options: ['40 g/mol', '39 g/mol', '41 g/mol', '24 g/mol'],
            correct: 0,
            explanation: '23 + 16 + 1 = 40 g/mol.',
            points: 2,
          },
        ],
      },
      {
        name: 'Kimyoviy reaksiyalar',
        description: 'Kislotalar, asoslar va reaksiya turlari.',
        questions: [
          {
            text: 'Neytral eritmaning pH qiymati (25 °C da) nechaga teng?',
            options: ['0', '7', '14', '1'],
            correct: 1,
            explanation: '25 °C da neytral eritmaning pH = 7. pH < 7 — kislotali, pH > 7 — ishqoriy muhit.',
          },
          {
            text: "Kislota va asos o'zaro ta'sirlashib tuz va suv hosil qiladigan reaksiya qanday ataladi?",
            options: ['Oksidlanish', 'Parchalanish', 'Neytrallanish', 'Polimerlanish'],
            correct: 2,
            explanation: 'Masalan, HCl + NaOH → NaCl + H₂O. Bu neytrallanish reaksiyasi.',
          },
          {
            text: "2H₂ + O₂ → 2H₂O reaksiyasida 4 mol vodorod to'liq reaksiyaga kirishishi uchun necha mol kislorod kerak?",
            options: ['1 mol', '4 mol', '8 mol', '2 mol'],
            correct: 3,
            explanation:
              "Tenglamaga ko'ra vodorod va kislorod 2 : 1 nisbatda reaksiyaga kirishadi, demak 4 mol H₂ uchun 2 mol O₂ kerak.",
            points: 2,
          },
        ],
      },
    ],
  },
  {
    title: 'Biologiya: hujayra va organizmlar',
    description:
      "Hujayra tuzilishi, odam organizmi va tirik tabiat bo'yicha test. Hozircha qayta ishlanmoqda.",
    category: 'science',
    difficulty: 2,
    durationMinutes: 15,
    price: 15000,
    maxAttempts: null,
    allowRetakes: true,
    shuffleQuestions: false,
    shuffleAnswers: false,
    isActive: false,
    createdDaysAgo: 2,
    modules: [
      {
        name: 'Hujayra',
        description: 'Hujayraning tuzilishi va organoidlari.',
        questions: [
          {
            text: 'Hujayraning «energiya stansiyasi» deb qaysi organoid ataladi?',
            options: ['Ribosoma', 'Mitoxondriya', 'Yadro', 'Vakuola'],
            correct: 1,
            explanation: "Mitoxondriyalarda hujayra nafasi kechadi va ATF shaklida energiya hosil bo'ladi.",
            isPreview: true,
          },
          {
            text: "Fotosintez o'simlik hujayrasining qaysi organoidida sodir bo'ladi?",
            options: ['Mitoxondriya', 'Ribosoma', 'Xloroplast', 'Lizosoma'],
            correct: 2,
            explanation: "Fotosintez xlorofill saqlovchi xloroplastlarda sodir bo'ladi.",
            isPreview: true,
          },
          {
            text: 'Irsiy axborot asosan hujayraning qaysi qismida saqlanadi?',
            options: ['Yadro', 'Sitoplazma', "Hujayra qobig'i", 'Vakuola'],
            correct: 0,
            explanation: 'Irsiy axborotni tashuvchi DNK asosan yadrodagi xromosomalarda joylashgan.',
            isPreview: true,
          },
          {
            text: 'Oqsil sintezi hujayraning qaysi organoidida amalga oshadi?',
            options: ['Goldji apparati', 'Lizosoma', 'Xloroplast', 'Ribosoma'],
            correct: 3,
            explanation: "Ribosomalarda aminokislotalardan oqsil zanjiri yig'iladi.",
          },
        ],
      },
      {
        name: 'Odam organizmi',
        description: 'Odam anatomiyasi va fiziologiyasi asoslari.',
        questions: [
          {
            text: 'Katta yoshli odam skeleti taxminan nechta suyakdan iborat?',
            options: ['186', '206', '256', '306'],
            correct: 1,
            explanation: 'Katta yoshli odam skeletida taxminan 206 ta suyak bor.',
          },
          {
            text: 'Qonda kislorodni asosan qaysi hujayralar tashiydi?',
            options: ['Leykotsitlar', 'Trombotsitlar', 'Eritrotsitlar', 'Limfotsitlar'],
            correct: 2,
            explanation: "Eritrotsitlar tarkibidagi gemoglobin kislorodni bog'lab, to'qimalarga yetkazadi.",
          },
          {
            text: 'Odam yuragi nechta kameradan iborat?',
            options: ['4', '2', '3', '5'],
            correct: 0,
            explanation: "Odam yuragi to'rt kamerali: ikkita bo'lmacha va ikkita qorincha.",
          },
        ],
      },
      {
        name: 'Tirik tabiat',
        description: "O'simliklar, hayvonlar va irsiyat.",
        questions: [
          {
            text: "Fotosintez jarayonida o'simliklar havoga qaysi gazni chiqaradi?",
            options: ['Karbonat angidrid', 'Kislorod', 'Azot', 'Vodorod'],
            correct: 1,
            explanation:
              "O'simliklar karbonat angidrid va suvdan organik modda hosil qilib, havoga kislorod chiqaradi.",
          },
          {
            text: 'Quyidagi hayvonlardan qaysi biri sutemizuvchi?',
            options: ['Akula', 'Timsoh', 'Pingvin', 'Delfin'],
            correct: 3,
            explanation:
              "Delfin o'pka bilan nafas oladi va bolasini sut bilan boqadi. Akula — baliq, timsoh — sudralib yuruvchi, pingvin — qush.",
          },
          {
            text: 'Odamning somatik hujayralarida nechta xromosoma bor?',
            options: ['48', '23', '46', '44'],
            correct: 2,
            explanation:
              'Odamning somatik hujayralarida 46 ta (23 juft) xromosoma bor. Jinsiy hujayralarda esa 23 ta.',
          },
        ],
      },
    ],
  },

  // -------------------------------------------------------------------- history
  {
    title: "O'zbekiston tarixi",
    description:
      "Buyuk ajdodlarimiz va mustaqil O'zbekistonning muhim sanalari haqida test. Vatanimiz tarixini qanchalik yaxshi bilishingizni tekshiring.",
    category: 'history',
    difficulty: 2,
    durationMinutes: 15,
    price: 0,
    maxAttempts: null,
    allowRetakes: true,
    shuffleQuestions: false,
    shuffleAnswers: false,
    isActive: true,
    createdDaysAgo: 1,
    modules: [
      {
        name: 'Buyuk ajdodlarimiz',
        description: "Amir Temur, Ulug'bek, Navoiy va boshqa allomalar.",
        questions: [
          {
            text: "Amir Temur qaysi yilda tug'ilgan?",
            options: ['1370', '1336', '1405', '1320'],
            correct: 1,
            explanation:
              "Amir Temur 1336-yil 9-aprelda Kesh (hozirgi Shahrisabz) yaqinidagi Xo'ja Ilg'or qishlog'ida tug'ilgan. 1405-yil uning vafot etgan yili.",
            isPreview: true,
          },
          {
            text: "Mirzo Ulug'bek rasadxonasi qaysi shaharda qurilgan?",
            options: ['Buxoro', 'Xiva', 'Samarqand', 'Toshkent'],
            correct: 2,
            explanation: "Ulug'bek rasadxonasi 1420-yillarda Samarqandda qurilgan.",
            isPreview: true,
          },
          {
            text: "Alisher Navoiy qaysi shaharda tug'ilgan?",
            options: ['Samarqand', 'Hirot', 'Buxoro', "Qo'qon"],
            correct: 1,
            explanation: "Alisher Navoiy 1441-yil 9-fevralda Hirotda tug'ilgan.",
            isPreview: true,
          },
          {
            text: 'Alisher Navoiyning «Xamsa» asari nechta dostondan iborat?',
            options: ['Uchta', "To'rtta", 'Beshta', 'Yettita'],
            correct: 2,
            explanation:
              "«Xamsa» — «beshlik» degani. U «Hayrat ul-abror», «Farhod va Shirin», «Layli va Majnun», «Sab'ai sayyor» va «Saddi Iskandariy» dostonlaridan iborat.",
          },
          {
            text: '«Boburnoma» asarining muallifi kim?',
            options: ['Alisher Navoiy', "Mirzo Ulug'bek", 'Abdulla Qodiriy', 'Zahiriddin Muhammad Bobur'],
            correct: 3,
            explanation:
              "«Boburnoma» — Zahiriddin Muhammad Boburning o'z hayoti va davri haqidagi mashhur esdaliklari.",
          },
          {
            text: "«Algoritm» so'zi qaysi olimning nomidan kelib chiqqan?",
            options: ['Ibn Sino', 'Muhammad al-Xorazmiy', 'Abu Rayhon Beruniy', "Ahmad al-Farg'oniy"],
            correct: 1,
            explanation:
              "«Algoritm» so'zi al-Xorazmiy nomining lotincha shakli — «Algoritmi»dan kelib chiqqan.",
          },
        ],
      },
      {
        name: "Mustaqil O'zbekiston",
        description: 'Mustaqillik yillaridagi muhim sanalar va davlat ramzlari.',
        questions: [
          {
            text: "O'zbekistonning davlat mustaqilligi Oliy Kengash tomonidan qachon e'lon qilingan?",
            options: ['1991-yil 1-sentabr', '1991-yil 31-avgust', '1992-yil 8-dekabr', '1991-yil 18-noyabr'],
            correct: 1,
            explanation:
              "Mustaqillik 1991-yil 31-avgustda Oliy Kengash sessiyasida e'lon qilingan. 1-sentabr esa Mustaqillik kuni sifatida nishonlanadi.",
          },
          {
            text: "O'zbekiston Respublikasining birinchi Konstitutsiyasi qachon qabul qilingan?",
            options: ['1991-yil 31-avgust', '1994-yil 1-iyul', '1992-yil 8-dekabr', '1992-yil 2-mart'],
            correct: 2,
            explanation:
              "O'zbekiston Respublikasining birinchi Konstitutsiyasi 1992-yil 8-dekabrda qabul qilingan.",
            points: 2,
          },
          {
            text: "O'zbekiston Birlashgan Millatlar Tashkilotiga qaysi yilda a'zo bo'lgan?",
            options: ['1995-yil', '1993-yil', '1992-yil', '1991-yil'],
            correct: 2,
            explanation: "O'zbekiston 1992-yil 2-martda BMTga a'zo bo'lgan.",
          },
          {
            text: "O'zbekiston Respublikasining davlat bayrog'i qachon qabul qilingan?",
            options: ['1991-yil 18-noyabr', '1992-yil 2-iyul', '1992-yil 10-dekabr', '1991-yil 31-avgust'],
            correct: 0,
            explanation:
              "Davlat bayrog'i 1991-yil 18-noyabrda qabul qilingan. Davlat gerbi 1992-yil 2-iyulda, davlat madhiyasi 1992-yil 10-dekabrda qabul qilingan.",
          },
          {
            text: "Milliy valyuta — so'm doimiy pul birligi sifatida qachon muomalaga kiritilgan?",
            options: ['1992-yil 1-yanvar', '1994-yil 1-iyul', '1991-yil 1-sentabr', '1996-yil 1-yanvar'],
            correct: 1,
            explanation:
              "1993-yilda vaqtinchalik so'm-kupon joriy etilgan, 1994-yil 1-iyuldan esa doimiy milliy valyuta — so'm muomalaga kiritilgan.",
          },
        ],
      },
    ],
  },
  {
    title: 'Jahon tarixi: buyuk voqealar',
    description:
      "Qadimgi dunyodan XX asrgacha bo'lgan eng muhim tarixiy voqealar va sanalar. Tarixchi va tarix ixlosmandlari uchun murakkab test.",
    category: 'history',
    difficulty: 5,
    durationMinutes: 30,
    price: 49000,
    maxAttempts: null,
    allowRetakes: false,
    shuffleQuestions: false,
    shuffleAnswers: false,
    isActive: true,
    createdDaysAgo: 23,
    modules: [
      {
        name: "Qadimgi dunyo va o'rta asrlar",
        description: "Qadimgi sivilizatsiyalardan o'rta asrlar oxirigacha.",
        questions: [
          {
            text: "Makedoniyalik Iskandarning ustozi kim bo'lgan?",
            options: ['Platon', 'Sokrat', 'Arastu (Aristotel)', 'Pifagor'],
            correct: 2,
            explanation: "Aristotel (Arastu) yosh Iskandarga bir necha yil davomida ta'lim bergan.",
            isPreview: true,
          },
          {
            text: "G'arbiy Rim imperiyasi qaysi yilda qulagan?",
            options: ['395-yil', '476-yil', '410-yil', '1453-yil'],
            correct: 1,
            explanation:
              "476-yilda Odoakr so'nggi imperator Romul Avgustulni taxtdan tushirgan. 1453-yilda esa Sharqiy Rim (Vizantiya) qulagan.",
            isPreview: true,
          },
          {
            text: "Gizadagi eng katta piramida qaysi fir'avn uchun qurilgan?",
            options: ['Ramses II', 'Tutanxamon', 'Kleopatra', 'Xeops (Xufu)'],
            correct: 3,
            explanation:
              "Gizadagi Buyuk piramida fir'avn Xeops (Xufu) uchun miloddan avvalgi XXVI asrda qurilgan.",
            isPreview: true,
          },
          {
            text: 'Konstantinopolni 1453-yilda qaysi hukmdor zabt etgan?',
            options: ['Sulton Mehmed II', 'Sulaymon Qonuniy', 'Boyazid I', 'Usmon I'],
            correct: 0,
            explanation:
              'Usmonli sultoni Mehmed II (Fotih) 1453-yilda Konstantinopolni egallab, Vizantiya imperiyasiga barham bergan.',
          },
          {
            text: 'Angliyada qirol hokimiyatini cheklagan «Buyuk erkinliklar xartiyasi» (Magna Carta) qaysi yilda imzolangan?',
            options: ['1066', '1215', '1492', '1688'],
            correct: 1,
            explanation: 'Magna Carta 1215-yilda qirol Ioann (John) tomonidan imzolangan.',
            points: 2,
          },
        ],
      },
      {
        name: 'Yangi davr',
        description: 'Buyuk geografik kashfiyotlar va inqiloblar davri.',
        questions: [
          {
            text: "Xristofor Kolumb Amerika qirg'oqlariga birinchi marta qaysi yilda yetib kelgan?",
            options: ['1498', '1519', '1492', '1453'],
            correct: 2,
            explanation:
              'Kolumb 1492-yil oktabrda Bagama orollariga yetib kelgan. 1498-yilda Vasko da Gama Hindistonga yetib borgan, 1519-yilda Magellan sayohati boshlangan.',
          },
          {
            text: 'AQSh Mustaqillik deklaratsiyasi qaysi yilda qabul qilingan?',
            options: ['1789', '1783', '1812', '1776'],
            correct: 3,
            explanation: 'Mustaqillik deklaratsiyasi 1776-yil 4-iyulda qabul qilingan.',
          },
          {
            text: 'Buyuk fransuz inqilobi qaysi yilda boshlangan?',
            options: ['1799', '1789', '1848', '1776'],
            correct: 1,
            explanation:
              "1789-yil 14-iyulda Bastiliya qal'asi egallangan — bu inqilob boshlanishining ramzi.",
          },
        ],
      },
      {
        name: 'XX asr',
        description: 'Jahon urushlari va XX asrning muhim voqealari.',
        questions: [
          {
            text: "Birinchi jahon urushi qaysi yillarda bo'lib o'tgan?",
            options: ['1914–1918', '1939–1945', '1905–1907', '1917–1922'],
            correct: 0,
            explanation:
              'Birinchi jahon urushi 1914-yilda boshlanib, 1918-yil noyabrda tugagan. 1939–1945 — Ikkinchi jahon urushi yillari.',
          },
          {
            text: "Kosmosga birinchi bo'lib uchgan inson kim?",
            options: ['Nil Armstrong', 'German Titov', 'Valentina Tereshkova', 'Yuriy Gagarin'],
            correct: 3,
            explanation:
              'Yuriy Gagarin 1961-yil 12-aprelda «Vostok-1» kemasida Yer atrofini bir marta aylanib chiqqan.',
          },
          {
            text: 'Berlin devori qaysi yilda qulagan?',
            options: ['1961', '1989', '1991', '1945'],
            correct: 1,
            explanation: 'Berlin devori 1961-yilda qurilgan va 1989-yil 9-noyabrda qulagan.',
            points: 2,
          },
          {
            text: 'Birlashgan Millatlar Tashkiloti qaysi yilda tashkil topgan?',
            options: ['1919', '1948', '1945', '1955'],
            correct: 2,
            explanation:
              'BMT Nizomi 1945-yil 24-oktabrda kuchga kirgan. 1948-yilda esa Inson huquqlari umumjahon deklaratsiyasi qabul qilingan.',
          },
        ],
      },
    ],
  },

  // ----------------------------------------------------------------- technology
  {
    title: 'Kompyuter savodxonligi',
    description:
      'Kompyuter qurilmalari, fayllar va eng kerakli tezkor tugmalar haqida qisqa test. Yangi boshlovchilar uchun.',
    category: 'technology',
    difficulty: 1,
    durationMinutes: 5,
    price: 0,
    maxAttempts: null,
    allowRetakes: true,
    shuffleQuestions: false,
    shuffleAnswers: false,
    isActive: true,
    createdDaysAgo: 4,
    modules: [
      {
        name: 'Kompyuter qurilmalari',
        description: 'Kompyuterning asosiy qismlari va ularning vazifalari.',
        questions: [
          {
            text: 'Kompyuterning «miyasi» deb qaysi qurilma ataladi?',
            options: ['Monitor', 'Protsessor (CPU)', 'Klaviatura', 'Printer'],
            correct: 1,
            explanation: 'Protsessor barcha hisob-kitoblar va buyruqlarni bajaradi.',
            isPreview: true,
          },
          {
            text: 'Quyidagilardan qaysi biri kiritish qurilmasi?',
            options: ['Monitor', 'Printer', 'Klaviatura', 'Karnay'],
            correct: 2,
            explanation:
              "Klaviatura orqali kompyuterga ma'lumot kiritiladi. Monitor, printer va karnay — chiqarish qurilmalari.",
            isPreview: true,
          },
          {
            text: "Kompyuter o'chirilganda operativ xotiradagi (RAM) ma'lumotlar bilan nima sodir bo'ladi?",
            options: [
              'Qattiq diskka avtomatik saqlanadi',
              "O'zgarmay qoladi",
              'Internetga yuboriladi',
              "O'chib ketadi",
            ],
            correct: 3,
            explanation:
              "Operativ xotira energiyaga bog'liq: tok uzilganda undagi ma'lumotlar o'chib ketadi. Shuning uchun ishni vaqtida saqlash kerak.",
            isPreview: true,
          },
          {
            text: '1 bayt necha bitdan iborat?',
            options: ['8', '4', '16', '10'],
            correct: 0,
            explanation: '1 bayt = 8 bit.',
          },
          {
            text: "Quyidagi xotira o'lchov birliklaridan qaysi biri eng katta?",
            options: ['Megabayt', 'Kilobayt', 'Terabayt', 'Gigabayt'],
            correct: 2,
            explanation: "Tartib bo'yicha: kilobayt < megabayt < gigabayt < terabayt.",
          },
        ],
      },
      {
        name: 'Dasturlar va fayllar',
        description: 'Operatsion tizim, fayllar va tezkor tugmalar.',
        questions: [
          {
            text: 'Quyidagilardan qaysi biri operatsion tizim?',
            options: ['Microsoft Word', 'Linux', 'Google Chrome', 'Adobe Photoshop'],
            correct: 1,
            explanation:
              'Linux — operatsion tizim. Word — matn muharriri, Chrome — brauzer, Photoshop — grafik muharrir.',
          },
          {
            text: 'Windows tizimida belgilangan matnni nusxalash uchun qaysi tugmalar birikmasi ishlatiladi?',
            options: ['Ctrl + V', 'Ctrl + X', 'Ctrl + C', 'Ctrl + Z'],
            correct: 2,
            explanation:
              "Ctrl + C — nusxalash, Ctrl + V — qo'yish, Ctrl + X — qirqib olish, Ctrl + Z — bekor qilish.",
          },
          {
            text: "«.pdf» kengaytmali fayl odatda qanday fayl bo'ladi?",
            options: ['Musiqa', 'Video', 'Bajariladigan dastur', 'Hujjat'],
            correct: 3,
            explanation:
              "PDF — hujjatlarni har qanday qurilmada bir xil ko'rinishda saqlash uchun mo'ljallangan format.",
          },
          {
            text: 'Oxirgi bajarilgan amalni bekor qilish uchun qaysi tugmalar birikmasi ishlatiladi?',
            options: ['Ctrl + Z', 'Ctrl + Y', 'Ctrl + S', 'Ctrl + A'],
            correct: 0,
            explanation:
              'Ctrl + Z oxirgi amalni bekor qiladi. Ctrl + S — saqlash, Ctrl + A — hammasini belgilash.',
          },
          {
            text: "Internet sahifalarini ko'rish uchun mo'ljallangan dastur qanday ataladi?",
            options: ['Antivirus', 'Brauzer', 'Arxivator', 'Matn muharriri'],
            correct: 1,
            explanation: "Brauzer (masalan, Chrome, Firefox, Edge) veb-sahifalarni ochib ko'rsatadi.",
          },
        ],
      },
    ],
  },
  {
    title: 'Dasturlash asoslari: JavaScript va Python',
    description:
      "JavaScript va Python tillarining asosiy sintaksisi, turlari va operatorlari bo'yicha test. Kodni o'qib, natijani oldindan aytishni o'rganing.",
    category: 'technology',
    difficulty: 4,
    durationMinutes: 30,
    price: 49000,
    maxAttempts: null,
    allowRetakes: true,
    shuffleQuestions: true,
    shuffleAnswers: true,
    isActive: true,
    createdDaysAgo: 11,
    modules: [
      {
        name: 'JavaScript asoslari',
        description: "O'zgaruvchilar, turlar va operatorlar.",
        questions: [
          {
            text: "JavaScript tilida qayta qiymat berib bo'lmaydigan o'zgaruvchi qaysi kalit so'z bilan e'lon qilinadi?",
            options: ['var', 'let', 'const', 'static'],
            correct: 2,
            explanation:
              "const bilan e'lon qilingan o'zgaruvchiga qayta qiymat berib bo'lmaydi. var va let bilan e'lon qilinganlarga esa mumkin.",
            isPreview: true,
          },
          {
            text: "JavaScript tilida console.log('5' + 3) nimani chiqaradi?",
            options: ['8', '53', 'NaN', 'Xatolik'],
            correct: 1,
            explanation:
              "Agar operandlardan biri satr bo'lsa, + operatori satrlarni birlashtiradi: '5' + 3 = '53'.",
            isPreview: true,
          },
          {
            text: 'JavaScript tilida typeof null ifodasi qanday natija beradi?',
            options: ['"object"', '"null"', '"undefined"', '"number"'],
            correct: 0,
            explanation: 'Bu JavaScript tilining tarixiy xususiyati: typeof null «object» qaytaradi.',
            isPreview: true,
            points: 2,
          },
          {
            text: 'JavaScript tilida 0.1 + 0.2 === 0.3 ifodasining natijasi qanday?',
            options: ['true', 'false', 'undefined', 'Xatolik'],
            correct: 1,
            explanation:
              "O'nli kasrlar ikkilik sanoq tizimida aniq ifodalanmaydi: 0.1 + 0.2 = 0.30000000000000004, shuning uchun natija false.",
          },
          {
            text: '[1, 2, 3].map(x => x * 2) ifodasining natijasi qaysi?',
            options: ['[1, 4, 9]', '[1, 2, 3]', '[2, 4, 6]', '12'],
            correct: 2,
            explanation: "map har bir elementga funksiyani qo'llab, yangi massiv qaytaradi: [2, 4, 6].",
          },
          {
            text: "JavaScript tilida qiymat bilan birga turni ham solishtiradigan qat'iy tenglik operatori qaysi?",
            options: ['==', '=', '=>', '==='],
            correct: 3,
            explanation:
              "=== qiymat va turni solishtiradi, == esa solishtirishdan oldin turlarni avtomatik o'zgartiradi.",
          },
        ],
      },
      {
        name: 'Python asoslari',
        description: "Ro'yxatlar, satrlar, operatorlar va funksiyalar.",
        questions: [
          {
            text: 'Python tilida len([3, 1, 4, 1, 5]) nimani qaytaradi?',
            options: ['4', '5', '14', '1'],
            correct: 1,
            explanation: "len ro'yxatdagi elementlar sonini qaytaradi: ro'yxatda 5 ta element bor.",
          },
          {
            text: 'Python tilida 7 // 2 ifodasining natijasi qaysi?',
            options: ['3.5', '4', '3', '1'],
            correct: 2,
            explanation: "// — butun bo'lish operatori: 7 // 2 = 3. Oddiy bo'lish (7 / 2) esa 3.5 beradi.",
          },
          {
            text: 'Python tilida 2 ** 3 ifodasining qiymati nechaga teng?',
            options: ['9', '6', '5', '8'],
            correct: 3,
            explanation: "** — darajaga ko'tarish operatori: 2³ = 8.",
          },
          {
            text: 'Python tilida list(range(1, 5)) natijasi qaysi?',
            options: ['[1, 2, 3, 4]', '[1, 2, 3, 4, 5]', '[0, 1, 2, 3, 4]', '[2, 3, 4, 5]'],
            correct: 0,
            explanation: "range(1, 5) 1 dan boshlanadi va 5 ni o'z ichiga olmaydi: [1, 2, 3, 4].",
            points: 2,
          },
          {
            text: "Python tilida funksiya qaysi kalit so'z bilan e'lon qilinadi?",
            options: ['function', 'def', 'func', 'fn'],
            correct: 1,
            explanation: "Python tilida funksiya def kalit so'zi bilan e'lon qilinadi, masalan: def salom():",
          },
          {
            text: "Python tilida s = 'salom' bo'lsa, s[::-1] nimani qaytaradi?",
            options: ["'s'", "'m'", "'molas'", "'salom'"],
            correct: 2,
            explanation: "[::-1] kesimi satrni teskari tartibda qaytaradi: 'molas'.",
            points: 2,
          },
        ],
      },
    ],
  },

  // ------------------------------------------------------------------- language
  {
    title: 'Ingliz tili grammatikasi',
    description:
      "Zamonlar, artikllar, predloglar va modal fe'llar bo'yicha amaliy test. Savollar o'zbek tilida, misollar ingliz tilida.",
    category: 'language',
    difficulty: 3,
    durationMinutes: 20,
    price: 25000,
    maxAttempts: null,
    allowRetakes: true,
    shuffleQuestions: false,
    shuffleAnswers: true,
    isActive: true,
    createdDaysAgo: 3,
    modules: [
      {
        name: 'Zamonlar',
        description: "Present, Past va Perfect zamonlarining qo'llanilishi.",
        questions: [
          {
            text: "Gapni to'ldiring: «She ___ to school every day.»",
            options: ['go', 'goes', 'going', 'gone'],
            correct: 1,
            explanation:
              "Present Simple zamonida uchinchi shaxs birlikda (he, she, it) fe'lga -s/-es qo'shiladi: she goes.",
            isPreview: true,
          },
          {
            text: "Gapni to'ldiring: «I ___ my homework yesterday.»",
            options: ['do', 'have done', 'did', 'will do'],
            correct: 2,
            explanation:
              "«Yesterday» o'tgan zamonda tugagan harakatni bildiradi, shuning uchun Past Simple — did ishlatiladi.",
            isPreview: true,
          },
          {
            text: "Gapni to'ldiring: «Look! The children ___ in the garden.»",
            options: ['are playing', 'play', 'played', 'plays'],
            correct: 0,
            explanation:
              "«Look!» hozir, ayni paytda bo'layotgan harakatni ko'rsatadi — Present Continuous: are playing.",
            isPreview: true,
          },
          {
            text: "Gapni to'ldiring: «I have lived in Tashkent ___ 2015.»",
            options: ['for', 'since', 'from', 'at'],
            correct: 1,
            explanation:
              'Present Perfect bilan harakatning boshlanish nuqtasi «since» bilan (since 2015), davomiyligi esa «for» bilan (for ten years) beriladi.',
          },
          {
            text: "«go» fe'lining uchinchi shakli (Past Participle) qaysi?",
            options: ['went', 'goed', 'gone', 'going'],
            correct: 2,
            explanation: "go — noto'g'ri fe'l: go – went – gone.",
          },
        ],
      },
      {
        name: 'Artikllar va predloglar',
        description: 'a/an/the artikllari va vaqt predloglari.',
        questions: [
          {
            text: "Gapni to'ldiring: «She is ___ honest person.»",
            options: ['a', 'an', '— (artiklsiz)'],
            correct: 1,
            explanation:
              "«honest» so'zida h harfi talaffuz qilinmaydi va so'z unli tovush bilan boshlanadi, shuning uchun «an» ishlatiladi.",
          },
          {
            text: "Gapni to'ldiring: «The meeting starts ___ Monday.»",
            options: ['in', 'at', 'on', 'by'],
            correct: 2,
            explanation: 'Hafta kunlari va sanalar oldidan «on» predlogi ishlatiladi: on Monday.',
          },
          {
            text: "Gapni to'ldiring: «My birthday is ___ July.»",
            options: ['on', 'in', 'at'],
            correct: 1,
            explanation: 'Oylar, fasllar va yillar oldidan «in» predlogi ishlatiladi: in July.',
          },
        ],
      },
      {
        name: "Sifat darajalari va modal fe'llar",
        description: "Sifatlarni qiyoslash va modal fe'llarning qo'llanilishi.",
        questions: [
          {
            text: '«good» sifatining orttirma darajasi (superlative) qaysi?',
            options: ['goodest', 'the best', 'better', 'the most good'],
            correct: 1,
            explanation: "good — noto'g'ri sifat: good – better – the best.",
          },
          {
            text: "Gapni to'ldiring: «This book is ___ than that one.»",
            options: ['interesting', 'most interesting', 'interestinger', 'more interesting'],
            correct: 3,
            explanation:
              "Ko'p bo'g'inli sifatlarning qiyosiy darajasi «more» yordamida yasaladi: more interesting.",
          },
          {
            text: "Qaysi gap grammatik jihatdan to'g'ri?",
            options: [
              'He can swims well.',
              'He cans swim well.',
              'He can swim well.',
              'He can to swim well.',
            ],
            correct: 2,
            explanation:
              "Modal fe'ldan keyin asosiy fe'l «to»siz va o'zgarishsiz keladi, modal fe'lning o'ziga esa -s qo'shilmaydi.",
            points: 2,
          },
          {
            text: "Gapni to'ldiring: «You ___ smoke here. It is forbidden.»",
            options: ["mustn't", "don't have to", "needn't", 'can'],
            correct: 0,
            explanation:
              "«mustn't» taqiqni bildiradi. «don't have to» va «needn't» esa faqat majburiyat yo'qligini bildiradi.",
            points: 2,
          },
        ],
      },
    ],
  },
  {
    title: "O'zbek tili imlosi",
    description:
      "Lotin yozuviga asoslangan o'zbek alifbosi va imlo qoidalari bo'yicha test. Tutuq belgisi, qo'shimchalar va chiziqcha bilan yozilishni mashq qiling.",
    category: 'language',
    difficulty: 2,
    durationMinutes: 10,
    price: 15000,
    maxAttempts: null,
    allowRetakes: false,
    shuffleQuestions: false,
    shuffleAnswers: false,
    isActive: true,
    createdDaysAgo: 13,
    modules: [
      {
        name: 'Harflar va tutuq belgisi',
        description: "O', g' harflari va tutuq belgisining to'g'ri yozilishi.",
        questions: [
          {
            text: "Qaysi so'z to'g'ri yozilgan?",
            options: ['malumot', "ma'lumot", "ma'lumod", 'maalumot'],
            correct: 1,
            explanation: "«Ma'lumot» so'zida tutuq belgisi (') yoziladi va so'z «t» bilan tugaydi.",
            isPreview: true,
          },
          {
            text: "Qaysi so'zda tutuq belgisi to'g'ri qo'yilgan?",
            options: ["ta'lim", "tal'im", "ta'li'm", "t'alim"],
            correct: 0,
            explanation: "To'g'ri yozilishi: ta'lim. Tutuq belgisi «a» unlisidan keyin qo'yiladi.",
            isPreview: true,
          },
          {
            text: "Qaysi qatorda barcha so'zlar to'g'ri yozilgan?",
            options: [
              'kitop, daftar, qalam',
              'kitob, taftar, qalam',
              'kitob, daftar, kalam',
              'kitob, daftar, qalam',
            ],
            correct: 3,
            explanation: "To'g'ri yozilishi: kitob, daftar, qalam.",
            isPreview: true,
          },
          {
            text: "Qaysi so'z to'g'ri yozilgan?",
            options: ['bogcha', 'boqcha', "bog'cha", "bog'ch'a"],
            correct: 2,
            explanation: "«Bog'cha» so'zi «bog'» so'zidan yasalgan, shuning uchun g' harfi bilan yoziladi.",
          },
        ],
      },
      {
        name: "Qo'shimchalar imlosi",
        description: "So'zga qo'shimcha qo'shilganda yuz beradigan tovush o'zgarishlari.",
        questions: [
          {
            text: "«O'rtoq» so'ziga «-im» qo'shimchasi qo'shilganda qanday yoziladi?",
            options: ["o'rtog'im", "o'rtoqim", "o'rtokim", "o'rtogim"],
            correct: 0,
            explanation:
              "Ko'p bo'g'inli so'zlar oxiridagi «q» odatda unli bilan boshlanuvchi qo'shimcha oldidan «g'» ga aylanadi: o'rtoq — o'rtog'im.",
          },
          {
            text: "«Yurak» so'ziga «-i» qo'shimchasi qo'shilganda qanday yoziladi?",
            options: ['yuraki', "yurag'i", 'yurakki', 'yuragi'],
            correct: 3,
            explanation:
              "Ko'p bo'g'inli so'zlar oxiridagi «k» odatda unli bilan boshlanuvchi qo'shimcha oldidan «g» ga aylanadi: yurak — yuragi.",
          },
          {
            text: "«Qishloq» so'ziga «-ga» qo'shimchasi qo'shilganda qanday yoziladi?",
            options: ["qishlog'ga", 'qishloqqa', 'qishloqga', 'qishloqka'],
            correct: 1,
            explanation:
              "«q» bilan tugagan so'zlarga «-ga» qo'shimchasi «-qa» shaklida qo'shiladi: qishloqqa.",
          },
        ],
      },
      {
        name: 'Yozuv qoidalari',
        description: 'Bosh harflar, chiziqcha va sonlarning yozilishi.',
        questions: [
          {
            text: "Qaysi juft so'z to'g'ri yozilgan?",
            options: ['otaona', 'ota ona', 'ota-ona', 'ota_ona'],
            correct: 2,
            explanation: "Juft so'zlar chiziqcha bilan yoziladi: ota-ona, aka-uka, opa-singil.",
          },
          {
            text: "Qaysi qatorda bosh harf to'g'ri ishlatilgan?",
            options: [
              "O'zbekiston respublikasi",
              "O'zbekiston Respublikasi",
              "o'zbekiston Respublikasi",
              "o'zbekiston respublikasi",
            ],
            correct: 1,
            explanation:
              "Davlatning rasmiy nomidagi har bir so'z bosh harf bilan yoziladi: O'zbekiston Respublikasi.",
          },
          {
            text: "Tartib son arab raqami bilan qanday to'g'ri yoziladi?",
            options: ['5 sinf', '5chi sinf', '5-sinf', '5-chi sinf'],
            correct: 2,
            explanation:
              "Arab raqami bilan yozilgan tartib sondan keyin «-nchi» o'rniga chiziqcha qo'yiladi: 5-sinf, 1991-yil.",
          },
        ],
      },
    ],
  },

  // ------------------------------------------------------------------- business
  {
    title: 'Moliyaviy savodxonlik',
    description:
      "Shaxsiy byudjet, jamg'arma, bank foizlari va firibgarlikdan himoyalanish bo'yicha test. Pulingizni oqilona boshqarishni o'rganing.",
    category: 'business',
    difficulty: 1,
    durationMinutes: 15,
    price: 0,
    maxAttempts: null,
    allowRetakes: true,
    shuffleQuestions: false,
    shuffleAnswers: false,
    isActive: true,
    createdDaysAgo: 10,
    modules: [
      {
        name: 'Shaxsiy byudjet',
        description: "Daromad, xarajat va jamg'arma.",
        questions: [
          {
            text: 'Shaxsiy byudjet nima?',
            options: [
              'Daromad va xarajatlarni hisobga olish va rejalashtirish',
              'Bankdan olingan qarz',
              "Davlat soliqlari ro'yxati",
              'Faqat oylik maosh miqdori',
            ],
            correct: 0,
            explanation:
              'Shaxsiy byudjet — daromadlar va xarajatlarni hisobga olib, pulni oldindan rejalashtirish.',
            isPreview: true,
          },
          {
            text: "Oylik daromadingiz 6 000 000 so'm. Uning 20 foizini jamg'armoqchisiz. Har oy qancha pul ajratasiz?",
            options: ["600 000 so'm", "1 200 000 so'm", "2 000 000 so'm", "120 000 so'm"],
            correct: 1,
            explanation: "6 000 000 × 0,2 = 1 200 000 so'm.",
            isPreview: true,
          },
          {
            text: "Favqulodda (zaxira) jamg'arma nima uchun kerak?",
            options: [
              'Qimmat buyumlar sotib olish uchun',
              "Soliq to'lamaslik uchun",
              'Kutilmagan xarajatlarni qoplash uchun',
              'Kredit karta limitini oshirish uchun',
            ],
            correct: 2,
            explanation:
              "Zaxira jamg'arma kasallik, ishdan ayrilish kabi kutilmagan holatlarda qarzga botmaslikka yordam beradi.",
            isPreview: true,
          },
          {
            text: 'Quyidagilardan qaysi biri majburiy (zaruriy) xarajat hisoblanadi?',
            options: ['Kinoga chipta', 'Yangi telefon', 'Restoranda kechki ovqat', "Kommunal to'lovlar"],
            correct: 3,
            explanation: "Kommunal to'lovlar (elektr, gaz, suv) har oy albatta to'lanadigan zaruriy xarajat.",
          },
        ],
      },
      {
        name: 'Bank va foizlar',
        description: 'Omonat, foiz stavkalari va inflyatsiya.',
        questions: [
          {
            text: "Bankka 10 000 000 so'm yillik 20 foizlik oddiy foiz bilan qo'yildi. Bir yildan keyin qancha foiz daromadi olinadi?",
            options: ["200 000 so'm", "1 000 000 so'm", "2 000 000 so'm", "12 000 000 so'm"],
            correct: 2,
            explanation:
              "10 000 000 × 0,2 = 2 000 000 so'm. 12 000 000 so'm — bu omonat va foiz birgalikdagi summa.",
          },
          {
            text: 'Murakkab foiz nima?',
            options: [
              "Foiz faqat boshlang'ich summaga hisoblanadi",
              "Foiz boshlang'ich summaga va oldin hisoblangan foizlarga ham hisoblanadi",
              "Foiz faqat kredit uchun to'lanadi",
              'Foiz stavkasi har oy kamayib boradi',
            ],
            correct: 1,
            explanation:
              "Murakkab foizda har davrda hisoblangan foiz asosiy summaga qo'shiladi va keyingi foiz shu kattaroq summaga hisoblanadi.",
          },
          {
            text: "1 000 000 so'm yillik 10 foizlik murakkab foiz bilan 2 yilga qo'yildi. 2 yildan keyin hisobda qancha pul bo'ladi?",
            options: ["1 200 000 so'm", "1 100 000 so'm", "1 221 000 so'm", "1 210 000 so'm"],
            correct: 3,
            explanation:
              "1-yil oxirida: 1 000 000 × 1,1 = 1 100 000; 2-yil oxirida: 1 100 000 × 1,1 = 1 210 000 so'm.",
            points: 2,
          },
          {
            text: 'Inflyatsiya nima?',
            options: [
              'Bank foiz stavkalarining oshishi',
              "Narxlarning umumiy darajasi o'sib, pulning xarid qobiliyati pasayishi",
              'Ish haqining oshishi',
              'Soliqlarning kamayishi',
            ],
            correct: 1,
            explanation:
              "Inflyatsiyada narxlar umumiy o'sadi, natijada bir xil pulga avvalgidan kamroq narsa sotib olish mumkin.",
          },
        ],
      },
      {
        name: 'Xavfsiz moliya',
        description: 'Firibgarlikdan himoyalanish va oqilona qarorlar.',
        questions: [
          {
            text: "O'zini bank xodimi deb tanishtirgan noma'lum shaxs telefon orqali kartangizga kelgan SMS-kodni so'rasa, nima qilish kerak?",
            options: [
              'Kodni darhol aytish',
              'Kodning faqat yarmini aytish',
              "Kodni hech kimga aytmaslik va bankning rasmiy raqamiga o'zingiz qo'ng'iroq qilish",
              "Karta ma'lumotlarini SMS orqali yuborish",
            ],
            correct: 2,
            explanation:
              "Bank xodimlari hech qachon SMS-kodni so'ramaydi. Kodni aytish kartadagi pulni yo'qotishga olib kelishi mumkin.",
          },
          {
            text: 'Investitsiyada «diversifikatsiya» nimani anglatadi?',
            options: [
              "Mablag'ni turli aktivlarga taqsimlab, xavfni kamaytirish",
              "Barcha pulni bitta aktivga qo'yish",
              'Faqat naqd pul saqlash',
              'Qarz olib investitsiya qilish',
            ],
            correct: 0,
            explanation:
              'Diversifikatsiya — «barcha tuxumni bitta savatga solmaslik»: bitta aktiv qadrsizlansa, boshqalari zararni qoplaydi.',
          },
        ],
      },
    ],
  },
  {
    title: 'Marketing asoslari',
    description:
      "Marketing kompleksi, raqamli marketing ko'rsatkichlari va narx strategiyalari bo'yicha test. Tadbirkorlar va marketologlar uchun.",
    category: 'business',
    difficulty: 4,
    durationMinutes: 20,
    price: 30000,
    maxAttempts: 3,
    allowRetakes: true,
    shuffleQuestions: false,
    shuffleAnswers: false,
    isActive: true,
    createdDaysAgo: 19,
    modules: [
      {
        name: 'Marketing tushunchalari',
        description: 'Marketing kompleksi va bozor tahlili.',
        questions: [
          {
            text: 'Marketingdagi klassik «4P» modeliga nimalar kiradi?',
            options: [
              'Reja, jarayon, xodimlar, foyda',
              "Mahsulot, narx, joy (taqsimot), rag'batlantirish",
              'Mahsulot, foyda, sheriklar, reklama',
              'Narx, rejalashtirish, odamlar, qadoq',
            ],
            correct: 1,
            explanation:
              "4P — Product (mahsulot), Price (narx), Place (joy, taqsimot) va Promotion (rag'batlantirish, ilgari surish).",
            isPreview: true,
          },
          {
            text: 'SWOT tahlilida «T» harfi nimani anglatadi?',
            options: [
              'Maqsadlar (Targets)',
              'Tendensiyalar (Trends)',
              'Tahdidlar (Threats)',
              'Texnologiyalar (Technologies)',
            ],
            correct: 2,
            explanation:
              'SWOT: Strengths (kuchli tomonlar), Weaknesses (zaif tomonlar), Opportunities (imkoniyatlar), Threats (tahdidlar).',
            isPreview: true,
          },
          {
            text: 'Bozor segmentatsiyasi nima?',
            options: [
              "Bozorni o'xshash xususiyatlarga ega iste'molchilar guruhlariga bo'lish",
              'Mahsulot narxini pasaytirish',
              'Raqobatchilarni bozordan chiqarish',
              "Mahsulotni faqat bitta do'konda sotish",
            ],
            correct: 0,
            explanation:
              "Segmentatsiya iste'molchilarni yosh, daromad, qiziqish kabi belgilar bo'yicha guruhlarga ajratib, har biriga mos taklif berish imkonini beradi.",
            isPreview: true,
          },
          {
            text: 'Maqsadli auditoriya deganda nima tushuniladi?',
            options: [
              'Kompaniyaning barcha xodimlari',
              'Raqobatchi kompaniyalar',
              'Kompaniya aksiyadorlari',
              "Mahsulot mo'ljallangan asosiy iste'molchilar guruhi",
            ],
            correct: 3,
            explanation:
              "Maqsadli auditoriya — mahsulot yoki reklama aynan qaratilgan iste'molchilar guruhi.",
          },
        ],
      },
      {
        name: 'Raqamli marketing',
        description: "Onlayn reklama va asosiy ko'rsatkichlar.",
        questions: [
          {
            text: 'SEO nima?',
            options: [
              'Ijtimoiy tarmoqlardagi pullik reklama',
              'Saytni qidiruv tizimlari uchun optimallashtirish',
              'Elektron pochta orqali xabar tarqatish',
              'Sotuvlar hisobotining formati',
            ],
            correct: 1,
            explanation:
              'SEO (Search Engine Optimization) — sayt qidiruv natijalarida yuqoriroq chiqishi uchun uni optimallashtirish.',
          },
          {
            text: "Reklama 20 000 marta ko'rsatildi va unga 400 marta bosildi. CTR (bosish ko'rsatkichi) necha foiz?",
            options: ['5%', '0,2%', '20%', '2%'],
            correct: 3,
            explanation: "CTR = bosishlar / ko'rsatishlar × 100% = 400 / 20 000 × 100% = 2%.",
            points: 2,
          },
          {
            text: "Reklamaga 3 000 000 so'm sarflandi va u orqali 60 ta yangi mijoz jalb qilindi. Bitta mijozni jalb qilish narxi (CAC) qancha?",
            options: ["50 000 so'm", "5 000 so'm", "180 000 so'm", "20 000 so'm"],
            correct: 0,
            explanation: "CAC = xarajat / yangi mijozlar soni = 3 000 000 : 60 = 50 000 so'm.",
            points: 2,
          },
          {
            text: 'Konversiya darajasi nima?',
            options: [
              "Valyuta kursining o'zgarishi",
              "Reklama byudjetining oylik o'sishi",
              'Saytga kirganlar orasida maqsadli harakatni (masalan, xaridni) bajarganlar ulushi',
              'Saytdagi sahifalar soni',
            ],
            correct: 2,
            explanation: "Masalan, saytga 1 000 kishi kirib, 30 tasi xarid qilsa, konversiya 3% bo'ladi.",
          },
        ],
      },
      {
        name: 'Narx va mijozlar',
        description: 'Narx strategiyalari va mijozlar sodiqligi.',
        questions: [
          {
            text: 'Yangi mahsulotni raqobatchilarnikidan ancha past narxda chiqarib, bozor ulushini tez egallash strategiyasi qanday ataladi?',
            options: [
              "«Qaymog'ini olish» (skimming) strategiyasi",
              'Bozorga kirib borish (penetratsiya) strategiyasi',
              'Premium narx strategiyasi',
              'Psixologik narx belgilash',
            ],
            correct: 1,
            explanation:
              'Penetratsiya strategiyasida past narx orqali tez ulush egallanadi. Skimming esa aksincha — yuqori narxdan boshlanadi.',
          },
          {
            text: "Mahsulot narxi 100 000 so'm, tannarxi 60 000 so'm. Tannarxga nisbatan ustama (markup) necha foizni tashkil qiladi?",
            options: ['40%', '60%', '66,7%', '25%'],
            correct: 2,
            explanation:
              'Ustama = (100 000 - 60 000) / 60 000 ≈ 66,7%. 40% esa sotuv narxiga nisbatan hisoblangan marja.',
            points: 2,
          },
          {
            text: "NPS (Net Promoter Score) ko'rsatkichi nimani o'lchaydi?",
            options: [
              'Kompaniyaning sof foydasini',
              'Yangi mahsulotlar sonini',
              'Xodimlarning ish haqi darajasini',
              'Mijozlarning kompaniyani boshqalarga tavsiya qilishga tayyorligini',
            ],
            correct: 3,
            explanation:
              "NPS mijozlardan «Bizni do'stingizga tavsiya qilasizmi?» deb so'rab, ularning sodiqligini o'lchaydi.",
          },
        ],
      },
    ],
  },
];
