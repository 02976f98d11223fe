/** Who the demo history's learners are and what they wrote to support (never in production). */
import type { Random } from './random';

export const DEMO_EMAIL_DOMAIN = 'demo.uz';

const MEN = [
  'Aziz',
  'Bekzod',
  'Jasur',
  'Sardor',
  'Otabek',
  'Sherzod',
  "Ulug'bek",
  'Doniyor',
  'Javohir',
  'Akmal',
];
const WOMEN = [
  'Madina',
  'Nilufar',
  'Gulnoza',
  'Shahnoza',
  'Malika',
  'Zarina',
  'Dildora',
  'Kamola',
  'Sevara',
  'Feruza',
];
/** family names in their men's form; the women's form adds "a" */
const FAMILIES = [
  'Karimov',
  'Rahimov',
  'Toshmatov',
  'Yusupov',
  'Abdullayev',
  'Ergashev',
  'Nazarov',
  'Qodirov',
  'Saidov',
  'Xolmatov',
  'Mirzayev',
  'Sobirov',
];

export interface DemoPerson {
  name: string;
  email: string;
}

/** `count` learners with Uzbek names; each email is unique (its number says which learner). */
export function demoPeople(random: Random, count: number): DemoPerson[] {
  return Array.from({ length: count }, (_, index) => {
    const woman = random.chance(0.5);
    const first = random.pick(woman ? WOMEN : MEN);
    const family = `${random.pick(FAMILIES)}${woman ? 'a' : ''}`;
    const local = `${first}.${family}`.toLowerCase().replace(/'/g, '');
    return { name: `${first} ${family}`, email: `${local}${index + 1}@${DEMO_EMAIL_DOMAIN}` };
  });
}

export const DEMO_MESSAGES: { subject: string; message: string; source: 'support' | 'contact' }[] = [
  {
    subject: "To'lov o'tdi, lekin quiz ochilmadi",
    message:
      "Click orqali to'lov qildim, pul yechildi, lekin quiz bir necha daqiqa ochilmadi. Hozir ochildi, rahmat.",
    source: 'support',
  },
  {
    subject: 'Sertifikatda ismim xato',
    message:
      "Sertifikatda familiyam noto'g'ri yozilgan. Profilda tuzatdim, sertifikatni qayta olsam bo'ladimi?",
    source: 'support',
  },
  {
    subject: 'Yangi quiz taklifi',
    message: "Kimyo bo'yicha 11-sinf uchun chuqurroq quiz qo'shsangiz yaxshi bo'lardi. Kutib qolamiz!",
    source: 'contact',
  },
  {
    subject: 'Maktab uchun hamkorlik',
    message:
      "Maktabimiz o'quvchilari uchun bir nechta quizni guruh bo'lib sotib olish mumkinmi? Narx haqida yozing.",
    source: 'contact',
  },
  {
    subject: 'Savolda xato bor',
    message:
      "Fizika asoslari quizidagi bir savolning javobi noto'g'ri belgilanganga o'xshaydi. Tekshirib ko'ring.",
    source: 'support',
  },
  {
    subject: "Telefonda vaqt to'xtab qoldi",
    message: 'Quiz paytida internet uzildi, qaytib kirganimda javoblarim saqlangan ekan. Juda qulay ekan!',
    source: 'support',
  },
  {
    subject: "Uzum orqali to'lov",
    message: "Uzum Bank kartasi bilan to'lash mumkinmi? Ilovada sizning do'koningizni topa olmadim.",
    source: 'contact',
  },
  {
    subject: 'Rahmat',
    message: 'Ingliz tili grammatikasi quizi imtihonga tayyorlanishda juda yordam berdi. Rahmat!',
    source: 'contact',
  },
];
