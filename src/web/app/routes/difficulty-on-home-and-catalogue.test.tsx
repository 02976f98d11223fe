// @vitest-environment happy-dom
import { catalogQueryString, readCatalogParams } from '@shared/domain/catalog-params';
import { CATALOGUE_PAGE_SIZE } from '@shared/domain/storefront';
import { type CatalogQuizCard, quizListResponseSchema } from '@shared/schemas/catalog';
import { catalogPageSchema, categoryOptionsResponseSchema } from '@shared/schemas/storefront';
import { cleanup, screen } from '@testing-library/react';
import { CatalogPage } from '@web/features/catalog/components/catalog-page';
import { NewestQuizzesSection } from '@web/features/home/components/newest-quizzes-section';
import { fakeApi, reply } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@web/lib/auth-client', () => ({ useSessionUser: () => ({ user: null, isPending: false }) }));

function quiz(level: number): CatalogQuizCard {
  return {
    id: `00000000-0000-4000-8000-00000000000${level}`,
    title: `Quiz ${level}`,
    description: null,
    thumbnailUrl: null,
    categoryId: null,
    categoryName: 'Tarix',
    difficultyLevel: level,
    durationMinutes: 15,
    totalQuestions: 10,
    price: 0,
    language: 'uz',
    createdAt: '2026-11-01T00:00:00.000Z',
    learnerStats: null,
  };
}

const QUIZZES = [1, 2, 3, 4, 5].map(quiz);
const CATALOGUE_URL = `/api/quizzes?${catalogQueryString(readCatalogParams(new URLSearchParams()), CATALOGUE_PAGE_SIZE)}`;

/** The difficulty badge of each quiz card on screen, by title. */
async function labelsByTitle(): Promise<Record<string, string | undefined>> {
  const titles = await screen.findAllByRole('heading', { level: 3 });
  return Object.fromEntries(
    titles.map((title) => {
      // the card's badges: category, then difficulty
      const badges = title.closest('a')?.querySelectorAll('[data-slot="badge"]');
      return [title.textContent, badges?.[1]?.textContent];
    }),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('difficulty on the home page and in the catalogue', () => {
  it('names every level of the same quizzes with the same label of the one five-level scale', async () => {
    fakeApi({
      'GET /api/quizzes/newest?limit=4': reply(quizListResponseSchema, { quizzes: QUIZZES }),
      'GET /api/categories': reply(categoryOptionsResponseSchema, { categories: [] }),
      [`GET ${CATALOGUE_URL}`]: reply(catalogPageSchema, {
        quizzes: QUIZZES,
        total: QUIZZES.length,
        page: 1,
        pageSize: CATALOGUE_PAGE_SIZE,
      }),
    });
    renderWithApp(<NewestQuizzesSection />, '/');
    const home = await labelsByTitle();
    cleanup();
    renderWithApp(<CatalogPage />, '/quizzes');
    const catalogue = await labelsByTitle();

    const expected = {
      'Quiz 1': 'Oson',
      'Quiz 2': "Boshlang'ich",
      'Quiz 3': "O'rta",
      'Quiz 4': 'Qiyin',
      'Quiz 5': 'Murakkab',
    };
    expect(home).toEqual(expected);
    expect(catalogue).toEqual(expected);
  });
});
