/**
 * The large catalogue of `npm run bench` (bench/catalog.bench.ts): 10,000 extra active quizzes
 * with varied text, prices, durations and sizes, written straight into the database.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';

export const QUIZ_COUNT = 10_000;

/** Forty topic words: each title takes two, so a one-word search finds about 5% of the catalog. */
const TOPICS = [
  'tarix',
  'matematika',
  'fizika',
  'kimyo',
  'biologiya',
  'geografiya',
  'oʻzbek tili',
  'ingliz tili',
  'adabiyot',
  'informatika',
  'dasturlash',
  'algebra',
  'geometriya',
  'iqtisodiyot',
  'marketing',
  'moliya',
  'huquq',
  'falsafa',
  'psixologiya',
  'sanʼat',
  'musiqa',
  'sport',
  'tibbiyot',
  'astronomiya',
  'ekologiya',
  'statistika',
  'mantiq',
  'rus tili',
  'nemis tili',
  'arab tili',
  'menejment',
  'buxgalteriya',
  'dizayn',
  'fotografiya',
  'pazandachilik',
  'qishloq xoʻjaligi',
  'arxitektura',
  'elektronika',
  'robototexnika',
  'sunʼiy intellekt',
];

/** QUIZ_COUNT active quizzes with varied text, prices, durations and sizes, in one statement. */
export async function seedLargeCatalogue(target: { databaseUrl: string } | { dataDir: string }) {
  const database = await openDatabase(target);
  const topics = sql.raw(`array[${TOPICS.map((t) => `'${t.replace(/'/g, "''")}'`).join(', ')}]`);
  await database.db.execute(sql`
    insert into quizzes (title, description, category_id, difficulty_level, duration_minutes, total_questions, price, created_at)
    select
      initcap((${topics})[1 + g % 40]) || ' va ' || (${topics})[1 + (g / 40) % 40] || ': ' || g || '-toʻplam',
      'Katta katalog uchun yaratilgan quiz raqami ' || g || '. Savollar ' || (${topics})[1 + (g / 7) % 40] || ' mavzusida.',
      (select id from categories where is_active order by display_order offset (g % 6) limit 1),
      1 + g % 5, 5 + (g % 9) * 5, 10 + g % 40, (g % 10) * 5000,
      now() - (g || ' minutes')::interval
    from generate_series(1, ${QUIZ_COUNT}) as g`);
  await database.db.execute(sql`analyze quizzes`);
  await database.close();
}
