/**
 * Demo catalogue seeded on an empty database (never in production): the categories here, each quiz
 * in its own file under ./quizzes (see catalog-types.ts), imported into the bundle so the built
 * server has them. The Uzbek quizzes are in Latin script written with the plain ASCII apostrophe:
 * o', g' and the tutuq belgisi '; a few are in Russian (their `language`).
 */
import { parseJsonQuestions } from '../features/admin-questions/import/json';
import { type SeedCategory, type SeedQuiz, seedQuizFileSchema } from './catalog-types';
import algebraTenglamalarVaIfodalar from './quizzes/algebra-tenglamalar-va-ifodalar.json' with {
  type: 'json',
};
import biologiyaHujayraVaOrganizmlar from './quizzes/biologiya-hujayra-va-organizmlar.json' with {
  type: 'json',
};
import dasturlashAsoslariJavascriptVaPython from './quizzes/dasturlash-asoslari-javascript-va-python.json' with {
  type: 'json',
};
import fizikaAsoslari from './quizzes/fizika-asoslari.json' with { type: 'json' };
import geometriyaMurakkabMasalalar from './quizzes/geometriya-murakkab-masalalar.json' with { type: 'json' };
import inglizTiliGrammatikasi from './quizzes/ingliz-tili-grammatikasi.json' with { type: 'json' };
import istoriyaUzbekistana from './quizzes/istoriya-uzbekistana.json' with { type: 'json' };
import jahonTarixiBuyukVoqealar from './quizzes/jahon-tarixi-buyuk-voqealar.json' with { type: 'json' };
import kimyoElementlarVaReaksiyalar from './quizzes/kimyo-elementlar-va-reaksiyalar.json' with {
  type: 'json',
};
import kompyuterSavodxonligi from './quizzes/kompyuter-savodxonligi.json' with { type: 'json' };
import marketingAsoslari from './quizzes/marketing-asoslari.json' with { type: 'json' };
import matematikaAsoslari from './quizzes/matematika-asoslari.json' with { type: 'json' };
import moliyaviySavodxonlik from './quizzes/moliyaviy-savodxonlik.json' with { type: 'json' };
import osnovyMatematiki from './quizzes/osnovy-matematiki.json' with { type: 'json' };
import osnovyProgrammirovaniya from './quizzes/osnovy-programmirovaniya.json' with { type: 'json' };
import ozbekTiliImlosi from './quizzes/ozbek-tili-imlosi.json' with { type: 'json' };
import ozbekistonTarixi from './quizzes/ozbekiston-tarixi.json' with { type: 'json' };

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

const quizFiles: Record<string, unknown> = {
  'matematika-asoslari': matematikaAsoslari,
  'algebra-tenglamalar-va-ifodalar': algebraTenglamalarVaIfodalar,
  'geometriya-murakkab-masalalar': geometriyaMurakkabMasalalar,
  'fizika-asoslari': fizikaAsoslari,
  'kimyo-elementlar-va-reaksiyalar': kimyoElementlarVaReaksiyalar,
  'biologiya-hujayra-va-organizmlar': biologiyaHujayraVaOrganizmlar,
  'ozbekiston-tarixi': ozbekistonTarixi,
  'jahon-tarixi-buyuk-voqealar': jahonTarixiBuyukVoqealar,
  'kompyuter-savodxonligi': kompyuterSavodxonligi,
  'dasturlash-asoslari-javascript-va-python': dasturlashAsoslariJavascriptVaPython,
  'ingliz-tili-grammatikasi': inglizTiliGrammatikasi,
  'ozbek-tili-imlosi': ozbekTiliImlosi,
  'moliyaviy-savodxonlik': moliyaviySavodxonlik,
  'marketing-asoslari': marketingAsoslari,
  // Russian quizzes, so that a Russian reader's catalogue is not empty
  'osnovy-matematiki': osnovyMatematiki,
  'istoriya-uzbekistana': istoriyaUzbekistana,
  'osnovy-programmirovaniya': osnovyProgrammirovaniya,
};

/** A quiz file checked whole: its fields by the schema, its questions by the JSON import's parser. */
export function readSeedQuiz(slug: string, file: unknown): SeedQuiz {
  const { modules, ...fields } = seedQuizFileSchema.parse(file);
  return {
    ...fields,
    modules: modules.map((module) => {
      const { questions, problems } = parseJsonQuestions(JSON.stringify(module.questions));
      if (problems.length > 0) {
        const messages = problems.map((problem) => problem.message).join('; ');
        throw new Error(`demo quiz ${slug}, module ${module.name}: ${messages}`);
      }
      return { name: module.name, description: module.description, questions };
    }),
  };
}

/** The demo quizzes in the order they are seeded. */
export const seedQuizzes: SeedQuiz[] = Object.entries(quizFiles).map(([slug, file]) =>
  readSeedQuiz(slug, file),
);
