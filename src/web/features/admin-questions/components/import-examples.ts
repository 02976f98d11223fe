import type { ImportFormat } from '@shared/schemas/admin-questions';

export const FORMAT_LABELS: Record<ImportFormat, string> = { json: 'JSON', gift: 'GIFT', aiken: 'Aiken' };

/** A short example of each format, shown under the format choice. */
export const IMPORT_EXAMPLES: Record<ImportFormat, string> = {
  json: `[
  {
    "question_text": "O'zbekiston poytaxti qaysi shahar?",
    "options": ["Samarqand", "Toshkent", "Buxoro", "Xiva"],
    "correct_answer": 1,
    "explanation": "Toshkent 1930-yildan beri poytaxt",
    "points": 1
  }
]`,
  gift: `$CATEGORY: Geografiya

::Poytaxt:: O'zbekiston poytaxti qaysi shahar? {
  ~Samarqand
  =Toshkent
  ~Buxoro
  #Toshkent 1930-yildan beri poytaxt
}`,
  aiken: `O'zbekiston poytaxti qaysi shahar?
A) Samarqand
B) Toshkent
C) Buxoro
ANSWER: B`,
};

/** The format a file's name suggests; .txt says nothing (GIFT and Aiken both use it). */
export function formatOfFile(name: string): ImportFormat | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.json')) return 'json';
  if (lower.endsWith('.gift')) return 'gift';
  return null;
}
