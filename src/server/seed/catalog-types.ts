/** Shape of the demo catalogue seeded on an empty database (never in production). */

export interface SeedCategory {
  nameEn: string;
  nameUz: string;
  description: string;
  /** lucide icon name, e.g. 'calculator' */
  icon: string;
  isActive: boolean;
  displayOrder: number;
}

export interface SeedQuestion {
  text: string;
  /** 2 to 6 options */
  options: string[];
  /** zero-based index into options */
  correct: number;
  explanation: string;
  /** 1 by default */
  points?: number;
  /** exactly 3 questions per quiz are previews */
  isPreview?: boolean;
}

export interface SeedModule {
  name: string;
  description: string;
  questions: SeedQuestion[];
}

export interface SeedQuiz {
  title: string;
  description: string;
  /** nameEn of the category */
  category: string;
  difficulty: 1 | 2 | 3 | 4 | 5;
  durationMinutes: number;
  /** integer so'm; 0 = free */
  price: number;
  maxAttempts: number | null;
  allowRetakes: boolean;
  shuffleQuestions: boolean;
  shuffleAnswers: boolean;
  isActive: boolean;
  /** days before the seed time, so "newest" is deterministic */
  createdDaysAgo: number;
  modules: SeedModule[];
}
