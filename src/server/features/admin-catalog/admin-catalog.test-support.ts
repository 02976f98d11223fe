import { expect } from 'vitest';
import { QUIZ_DEFAULTS } from '../../../shared/domain/authoring';
import { type ErrorCode, uz } from '../../../shared/i18n/uz';
import type { CategoryInput, ModuleInput, QuizInput } from '../../../shared/schemas/admin-catalog';
import type { Db } from '../../db/client';
import { quizModules } from '../../db/schema';

/** Valid request bodies for the admin catalogue routes, for tests to vary. */
export function categoryInput(overrides: Partial<CategoryInput> = {}): CategoryInput {
  return {
    nameUz: 'Tarix',
    nameEn: 'History',
    description: "O'tmish haqida",
    icon: 'landmark',
    isActive: true,
    displayOrder: 5,
    ...overrides,
  };
}

export function quizInput(overrides: Partial<QuizInput> = {}): QuizInput {
  return {
    ...QUIZ_DEFAULTS,
    title: "O'zbekiston tarixi",
    description: 'Qadimgi davrdan bugungacha',
    categoryId: null,
    thumbnailUrl: null,
    isActive: false,
    ...overrides,
  };
}

export function moduleInput(overrides: Partial<ModuleInput> = {}): ModuleInput {
  return { name: 'Asosiy tushunchalar', description: null, pointsPerQuestion: 1, ...overrides };
}

/** A module written directly (the route's own tests create them through the API). */
export async function createModuleRow(db: Db, quizId: string, orderIndex = 0) {
  const [row] = await db
    .insert(quizModules)
    .values({ quizId, name: `Modul ${orderIndex + 1}`, orderIndex })
    .returning();
  return row!;
}

/** The answer is the error `code` with its Uzbek message and `status`. */
export function expectError(
  res: { statusCode: number; json: () => unknown },
  status: number,
  code: ErrorCode,
) {
  expect(res.statusCode).toBe(status);
  expect((res.json() as { error: unknown }).error).toEqual({ code, message: uz.errors[code] });
}
